package crownofash

import (
	"encoding/binary"
	"encoding/json"
	"fmt"

	"embers/rules"
)

const (
	encodingFormat  = "embers/crownofash-state"
	encodingVersion = 1
)

// stateJSON is the save format: the header, the setup, and the position as
// a fixed-size little-endian record of every field of core (in the order
// state.go declares them) and the generator, each in base64. The record
// keeps encoding cheap: the shared harness encodes every state many
// times. Dump shows a position in words.
type stateJSON struct {
	rules.Header
	Setup rules.Setup `json:"setup"`
	Core  []byte      `json:"core"`
	RNG   []byte      `json:"rng"`
}

// Encode writes the whole state with its format and version.
func (s *State) Encode() []byte {
	rng, _ := s.rng.MarshalBinary()
	core, err := binary.Append(make([]byte, 0, coreSize), binary.LittleEndian, &s.core)
	if err != nil {
		panic("crownofash: encode: " + err.Error()) // core is all fixed-size fields
	}
	b, err := json.Marshal(stateJSON{Header: rules.Header{Format: encodingFormat, Version: encodingVersion},
		Setup: s.setup, Core: core, RNG: rng})
	if err != nil {
		panic("crownofash: encode: " + err.Error())
	}
	return b
}

var coreSize = binary.Size(core{})

// Decode reads a state Encode wrote; damaged or foreign input is refused
// with the reason.
func (game) Decode(data []byte) (rules.State, error) {
	var j stateJSON
	if err := rules.DecodeStrict(data, &j, &j.Header, encodingFormat, encodingVersion); err != nil {
		return nil, fmt.Errorf("crown of ash: %v", err)
	}
	fresh, err := Game.New(j.Setup)
	if err != nil {
		return nil, fmt.Errorf("crown of ash: the saved setup is not one the game offers: %v", err)
	}
	s := &State{setup: j.Setup}
	if len(j.Core) != coreSize {
		return nil, fmt.Errorf("crown of ash: the saved position has %d bytes; this version writes %d", len(j.Core), coreSize)
	}
	if _, err := binary.Decode(j.Core, binary.LittleEndian, &s.core); err != nil {
		return nil, fmt.Errorf("crown of ash: the saved position is damaged: %v", err)
	}
	f := fresh.(*State)
	if s.Seats != f.Seats || s.Lords != f.Lords || s.AI != f.AI || s.Level != f.Level || s.Clock != f.Clock {
		return nil, fmt.Errorf("crown of ash: the saved table (players, AI deck, order) does not match its setup")
	}
	if err := s.rng.UnmarshalBinary(j.RNG); err != nil {
		return nil, fmt.Errorf("crown of ash: the saved generator is damaged: %v", err)
	}
	if err := s.Check(); err != nil {
		return nil, fmt.Errorf("crown of ash: the saved state is not sound: %v", err)
	}
	return s, nil
}
