package kindling

import (
	"encoding/json"
	"fmt"

	"embers/rules"
)

const (
	format  = "embers/kindling-state"
	version = 1
)

// saved is the state as JSON.
type saved struct {
	rules.Header
	Setup rules.Setup `json:"setup"`
	Logs  [Logs]Log   `json:"logs"`
	Turn  rules.Seat  `json:"turn"`
}

func (s *State) Encode() []byte {
	b, _ := json.Marshal(saved{rules.Header{Format: format, Version: version}, s.setup, s.logs, s.turn})
	return b
}

func (kindlingGame) Decode(data []byte) (rules.State, error) {
	var v saved
	if err := rules.DecodeStrict(data, &v, &v.Header, format, version); err != nil {
		return nil, fmt.Errorf("Kindling: %w", err)
	}
	if v.Setup.Players != 2 {
		return nil, fmt.Errorf("Kindling: a saved game for %d players", v.Setup.Players)
	}
	s := &State{setup: v.Setup, logs: v.Logs, turn: v.Turn}
	if err := s.Check(); err != nil {
		return nil, fmt.Errorf("Kindling: %w", err)
	}
	return s, nil
}
