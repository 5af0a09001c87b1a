package burnttoashes

import (
	"fmt"
	"math/rand/v2"
	"strings"

	"embers/rules"
)

const (
	encodingFormat  = "embers/burnttoashes-state"
	encodingVersion = 2 // 1 had no record of the offering round's start (codec_v1.go still reads it)
)

// Encode writes the whole position as a rules.Record: the header, the
// setup, the position as a compact run of bytes and the generator.
func (s *State) Encode() []byte {
	return rules.EncodeRecord(encodingFormat, encodingVersion, s.setup, s.c.marshal(), &s.rng)
}

// Decode reads a state Encode wrote, of this version or the one before;
// damaged or foreign input is refused with the reason.
func (game) Decode(data []byte) (rules.State, error) {
	j, err := rules.DecodeRecord(data, encodingFormat, encodingVersion)
	v1 := false
	if err != nil {
		old, errV1 := rules.DecodeRecord(data, encodingFormat, 1)
		if errV1 != nil {
			return nil, fmt.Errorf("burnt to ashes: %v", err)
		}
		j, v1 = old, true
	}
	s := &State{setup: j.Setup}
	if v1 {
		err = s.readV1(j.Core)
	} else {
		err = s.c.unmarshal(j.Core)
	}
	if err != nil {
		return nil, fmt.Errorf("burnt to ashes: the saved position is damaged: %v", err)
	}
	var src rand.PCG
	if err := src.UnmarshalBinary(j.RNG); err != nil {
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
