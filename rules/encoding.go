package rules

import (
	"bytes"
	"encoding"
	"encoding/json"
	"fmt"
	"io"
)

// Header opens every game's encoded state: Format names the layout
// ("embers/<game>-state") and Version its revision. A game's JSON type embeds
// it first, so the two fields lead the object.
type Header struct {
	Format  string `json:"format"`
	Version int    `json:"version"`
}

// DecodeStrict reads one JSON object from data into v, a pointer to a type
// that embeds Header (h points at that Header), and refuses what a game's
// state must not hold: unknown fields, anything after the object, another
// game's format, another version. The error says what is wrong; the game
// adds its name and checks the state itself.
func DecodeStrict(data []byte, v any, h *Header, format string, version int) error {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return fmt.Errorf("not valid state JSON: %v", err)
	}
	if _, err := dec.Token(); err != io.EOF {
		return fmt.Errorf("unexpected data after the state JSON")
	}
	if h.Format != format {
		return fmt.Errorf("format is %q; expected %q (load it with the game it belongs to)", h.Format, format)
	}
	if h.Version != version {
		return fmt.Errorf("version %d is not supported; this program reads version %d", h.Version, version)
	}
	return nil
}

// Record is the save of a game that keeps its position as a run of bytes
// (Crown of Ash, Burnt to Ashes, Fire & Axe): the header, the setup, the
// position and the random generator, the two byte runs in base64. A record
// is cheap to write and read, which matters because the shared harness
// encodes every state it reaches; the game still checks what it decodes.
type Record struct {
	Header
	Setup Setup  `json:"setup"`
	Core  []byte `json:"core"`
	RNG   []byte `json:"rng"`
}

// EncodeRecord writes a Record with the game's format and version.
func EncodeRecord(format string, version int, setup Setup, core []byte, rng encoding.BinaryMarshaler) []byte {
	g, err := rng.MarshalBinary()
	if err != nil {
		panic("rules: encoding a generator: " + err.Error()) // the generators of math/rand/v2 never fail
	}
	out, err := json.Marshal(Record{Header: Header{Format: format, Version: version}, Setup: setup, Core: core, RNG: g})
	if err != nil {
		panic("rules: encoding a record: " + err.Error()) // plain fields only
	}
	return out
}

// DecodeRecord reads a Record strictly (see DecodeStrict); the game then
// reads Core and RNG and checks the position.
func DecodeRecord(data []byte, format string, version int) (Record, error) {
	var r Record
	err := DecodeStrict(data, &r, &r.Header, format, version)
	return r, err
}
