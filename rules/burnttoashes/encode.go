package burnttoashes

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"strings"

	"embers/rules"
)

const (
	encodingFormat  = "embers/burnttoashes-state"
	encodingVersion = 1
)

type stateJSON struct {
	rules.Header
	Setup rules.Setup `json:"setup"`
	Core  []byte      `json:"core"`
	Rng   []byte      `json:"rng"`
}

// Encode writes the whole position as JSON with its format and version.
func (s *State) Encode() []byte {
	rng, _ := s.rng.MarshalBinary()
	out, err := json.Marshal(stateJSON{Header: rules.Header{Format: encodingFormat, Version: encodingVersion},
		Setup: s.setup, Core: s.c.marshal(), Rng: rng})
	if err != nil {
		panic("burnttoashes: encoding a state: " + err.Error())
	}
	return out
}

func (game) Decode(data []byte) (rules.State, error) {
	var j stateJSON
	if err := rules.DecodeStrict(data, &j, &j.Header, encodingFormat, encodingVersion); err != nil {
		return nil, fmt.Errorf("burnt to ashes: %v", err)
	}
	s := &State{setup: j.Setup}
	if err := s.c.unmarshal(j.Core); err != nil {
		return nil, fmt.Errorf("burnt to ashes: the saved position is damaged: %v", err)
	}
	var src rand.PCG
	if err := src.UnmarshalBinary(j.Rng); err != nil {
		return nil, fmt.Errorf("burnt to ashes: the saved generator is damaged: %v", err)
	}
	s.rng = src
	if err := s.Check(); err != nil {
		return nil, err
	}
	return s, nil
}

// Dump pictures the position for tests and the console.
func (s *State) Dump() string {
	c := &s.c
	var b strings.Builder
	fmt.Fprintf(&b, "year %d, regent %s, hits %d/%d, pawn %d, markers %d\n", c.Year, s.SeatLabel(rules.Seat(c.Regent)), c.HitsOn, Hits, c.Pawn, s.markers())
	fmt.Fprintf(&b, "dragon tiles: %v shown %v red %v\n", c.Slot, c.Shown, c.Red)
	for p := range Provinces {
		fmt.Fprintf(&b, "%s %-12s owner %2d lost %-5v guard %04b stack %s\n", provName(p), provinceName[p], c.Owner[p], c.Lost[p], c.Guard[p], s.stackWords(p))
	}
	for seat := range s.n() {
		fmt.Fprintf(&b, "%s: gold %v offer %v power %d treasure %d followers %v (%d)\n", s.SeatLabel(rules.Seat(seat)),
			c.Hand[seat], c.Offer[seat], c.Power[seat], c.Treas[seat], c.FHand[seat], c.FHandN[seat])
	}
	fmt.Fprintf(&b, "display %v, deck %d, discard %v\n", c.Display, c.FDeckN, c.Discard)
	if t := s.top(); t != nil {
		fmt.Fprintf(&b, "task %d seat %d a %d b %d; to move %d\n", t.K, t.Seat, t.A, t.B, s.ToMove())
	}
	return b.String()
}
