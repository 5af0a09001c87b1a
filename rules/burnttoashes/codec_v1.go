package burnttoashes

import (
	"fmt"
	"unsafe"
)

// Version 1 of the save had no record of the offering round's start (the
// fields from Before on). Its position is the first bytes of this one's,
// so it still loads: a game someone has not finished is never thrown away.
// The record is rebuilt from the table where the table tells it.

const coreSizeV1 = int(unsafe.Offsetof(core{}.Before))

func (s *State) readV1(b []byte) error {
	if len(b) != coreSizeV1 {
		return fmt.Errorf("the position holds %d bytes; version 1 wrote %d", len(b), coreSizeV1)
	}
	if err := s.c.unmarshal(append(b[:len(b):len(b)], make([]byte, coreSize-coreSizeV1)...)); err != nil {
		return err
	}
	s.rebuildRound()
	return nil
}

// rebuildRound: outside an offering nothing lies offered; in its first
// round nothing was offered when it began, so whoever offers now laid in
// it; later rounds began with offerings a version 1 save did not keep, and
// the AI then searches from the turn at hand (RoundStart declines).
func (s *State) rebuildRound() {
	c := &s.c
	s.recordRound()
	t := s.top()
	switch {
	case t == nil || t.K != tkOffer:
	case c.Round <= 1:
		c.Before, c.BeforeN = [MaxPlayers][4]int8{}, [MaxPlayers]int8{}
		for seat := range s.n() {
			if c.OfferN[seat] > 0 {
				c.Relaid |= bit(seat)
			}
		}
	default: // who revised in the round before is not known either: anyone may have
		c.Unrecorded, c.Prev = t.A > 0, 1<<uint(s.n())-1
	}
}
