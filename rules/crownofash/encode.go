package crownofash

import (
	"encoding/json"
	"fmt"

	"embers/rules"
)

const (
	encodingFormat  = "embers/crownofash-state"
	encodingVersion = 1
)

type stateJSON struct {
	rules.Header
	Setup rules.Setup `json:"setup"`
	core
	RNG []byte `json:"rng"`
}

// Encode writes the whole state as JSON with its format and version.
func (s *State) Encode() []byte {
	rng, _ := s.rng.MarshalBinary()
	b, err := json.Marshal(stateJSON{Header: rules.Header{Format: encodingFormat, Version: encodingVersion},
		Setup: s.setup, core: s.core, RNG: rng})
	if err != nil {
		panic("crownofash: encode: " + err.Error()) // every field is a plain value
	}
	return b
}

// Decode reads a state Encode wrote; damaged or foreign input is refused
// with the reason.
func (game) Decode(data []byte) (rules.State, error) {
	var j stateJSON
	if err := rules.DecodeStrict(data, &j, &j.Header, encodingFormat, encodingVersion); err != nil {
		return nil, fmt.Errorf("crown of ash: %v", err)
	}
	fresh, err := Game.New(rules.Setup{Players: j.Setup.Players, Variant: j.Setup.Variant, Seed: j.Setup.Seed, Scores: j.Setup.Scores})
	if err != nil {
		return nil, fmt.Errorf("crown of ash: the saved setup is not one the game offers: %v", err)
	}
	f := fresh.(*State)
	if j.Seats != f.Seats || j.Lords != f.Lords || j.AI != f.AI || j.Level != f.Level || j.Clock != f.Clock {
		return nil, fmt.Errorf("crown of ash: the saved table (players, AI deck, order) does not match its setup")
	}
	s := &State{core: j.core, setup: j.Setup}
	if err := s.rng.UnmarshalBinary(j.RNG); err != nil {
		return nil, fmt.Errorf("crown of ash: the saved generator is damaged: %v", err)
	}
	if err := s.Check(); err != nil {
		return nil, fmt.Errorf("crown of ash: the saved state is not sound: %v", err)
	}
	return s, nil
}
