package rules

import (
	"bytes"
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
