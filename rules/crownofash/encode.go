package crownofash

import (
	"encoding/binary"
	"fmt"

	"embers/rules"
)

const (
	encodingFormat  = "embers/crownofash-state"
	encodingVersion = 1
)

// Encode writes the whole state as a rules.Record: the header, the setup,
// and the position as a fixed-size little-endian record of every field of
// core (in the order state.go declares them) and the generator. The record
// keeps encoding cheap: the shared harness encodes every state many times.
// Dump shows a position in words.
func (s *State) Encode() []byte {
	core, err := binary.Append(make([]byte, 0, coreSize), binary.LittleEndian, &s.core)
	if err != nil {
		panic("crownofash: encode: " + err.Error()) // core is all fixed-size fields
	}
	return rules.EncodeRecord(encodingFormat, encodingVersion, s.setup, core, &s.rng)
}

var coreSize = binary.Size(core{})

// Decode reads a state Encode wrote; damaged or foreign input is refused
// with the reason.
func (game) Decode(data []byte) (rules.State, error) {
	j, err := rules.DecodeRecord(data, encodingFormat, encodingVersion)
	if err != nil {
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
