package trekronor

import (
	"fmt"

	"embers/rules"
)

// Check verifies the invariants: every servant, fire and ash token
// accounted for, square contents possible, the pile and the markers
// consistent, and the phase and result agreeing with the board.
func (s *State) Check() error {
	if s.players < 3 || s.players > MaxSeats {
		return fmt.Errorf("trekronor: %d players; the game takes 3 to 5", s.players)
	}
	seats := rules.Seat(s.players)
	if s.toMove < 0 || s.toMove >= seats || s.first < 0 || s.first >= seats {
		return fmt.Errorf("trekronor: seat to move %d or first seat %d out of range", s.toMove, s.first)
	}
	if s.masked && (s.viewer < rules.NoSeat || s.viewer >= seats) {
		return fmt.Errorf("trekronor: view for seat %d out of range", s.viewer)
	}
	for _, f := range []func() error{s.checkServants, s.checkHalls, s.checkTokens, s.checkPile, s.checkPhase} {
		if err := f(); err != nil {
			return fmt.Errorf("trekronor: %w", err)
		}
	}
	return nil
}

func (s *State) checkServants() error {
	var count [MaxSeats]int
	if s.fire.hi&^hiSquares != 0 {
		return fmt.Errorf("fire off the board")
	}
	for fire := s.fire; !fire.empty(); {
		if sq := fire.next(); area[sq] != Corridor {
			return fmt.Errorf("fire on %s, which is not a corridor square", SquareName(sq))
		}
	}
	var seen squares
	for seat, own := range s.servants {
		if seat >= int(s.players) && !own.empty() {
			return fmt.Errorf("servant of unknown seat %d on %s", seat, SquareName(own.lowest()))
		}
		if own.hi&^hiSquares != 0 {
			return fmt.Errorf("a servant of %s off the board", colourNames[seat])
		}
		if both := own.and(seen); !both.empty() {
			return fmt.Errorf("two servants on %s", SquareName(both.lowest()))
		}
		seen = seen.or(own)
		for sqs := own; !sqs.empty(); {
			sq := sqs.next()
			if a := area[sq]; a != Courtyard && a != Corridor {
				return fmt.Errorf("servant on %s, which is not courtyard or corridor", SquareName(sq))
			}
			if s.fire.has(sq) {
				return fmt.Errorf("servant on burning square %s", SquareName(sq))
			}
			count[seat]++
		}
	}
	for seat := range int(s.players) {
		if want := int(servantsEach[s.players]); count[seat]+int(s.hand[seat]) != want {
			return fmt.Errorf("%s has %d servants on the board and %d in hand; want %d in all",
				colourNames[seat], count[seat], s.hand[seat], want)
		}
	}
	for seat := int(s.players); seat < MaxSeats; seat++ {
		if s.hand[seat] != 0 {
			return fmt.Errorf("unused seat %d holds servants", seat)
		}
	}
	return nil
}

func (s *State) checkHalls() error {
	var kinds [MaxSeats][4]int
	for h := range s.cells {
		if f, a := s.countTokens(h); f != s.hallFireN[h] || a != s.hallAshN[h] {
			return fmt.Errorf("hall %s holds %d fire and %d ash but counts %d and %d", hallID(h), f, a, s.hallFireN[h], s.hallAshN[h])
		}
		for slot, c := range s.cells[h] {
			where := "hall " + hallID(h) + " square " + string(rune('0'+slot)) // no Sprintf: Check runs at every state
			if c.N > 2 {
				return fmt.Errorf("%s holds %d markers; at most 2", where, c.N)
			}
			if c.Fire && !c.Ash {
				return fmt.Errorf("%s has fire without ash beneath", where)
			}
			for i := range c.N {
				m := c.M[i]
				if m.Owner < 0 || m.Owner >= rules.Seat(s.players) {
					return fmt.Errorf("%s holds a marker of unknown seat %d", where, m.Owner)
				}
				if m.Kind == KindNone || m.Kind > KindUnknown || (m.Kind == KindUnknown && !s.masked) {
					return fmt.Errorf("%s holds a marker of kind %d", where, m.Kind)
				}
				kinds[m.Owner][m.Kind]++
			}
			for i := c.N; i < 2; i++ {
				if c.M[i] != (Marker{}) {
					return fmt.Errorf("%s has a stale marker slot", where)
				}
			}
		}
	}
	for seat, k := range kinds {
		if k[KindSave] > 3 || k[KindSteal] > 3 || k[KindSave]+k[KindSteal]+k[KindUnknown] > 6 {
			return fmt.Errorf("seat %d has more than 3 markers of a kind on the board", seat)
		}
	}
	return nil
}

func (s *State) checkTokens() error {
	fire, ash := int(s.fireSupply)+s.fireOnBoard(), int(s.ashSupply)+s.ashOnBoard()
	if fire != TotalFire || ash != TotalAsh {
		return fmt.Errorf("%d fire and %d ash in all; the game has %d and %d", fire, ash, TotalFire, TotalAsh)
	}
	return nil
}

func (s *State) checkPile() error {
	if int(s.pileN) > maxPile {
		return fmt.Errorf("pile holds %d markers; at most %d", s.pileN, maxPile)
	}
	var used [MaxSeats]uint8
	var sides uint8
	for i, e := range s.pile[:s.pileN] {
		if e.Owner < 0 || e.Owner >= rules.Seat(s.players) {
			return fmt.Errorf("pile marker %d belongs to unknown seat %d", i, e.Owner)
		}
		if e.Known&(1<<e.Owner) == 0 || e.Known>>s.players != 0 {
			return fmt.Errorf("pile marker %d: its owner must know it and only seats in play may", i)
		}
		if e.Value == valueUnknown && s.masked {
			continue
		}
		if e.Value >= numValues {
			return fmt.Errorf("pile marker %d has value %d", i, e.Value)
		}
		if used[e.Owner]&(1<<e.Value) != 0 {
			return fmt.Errorf("%s has two %s markers on the pile", colourNames[e.Owner], valueNames[e.Value])
		}
		used[e.Owner] |= 1 << e.Value
		sides |= 1 << (e.Value / 3)
	}
	for i := int(s.pileN); i < len(s.pile); i++ {
		if s.pile[i] != (PileEntry{}) {
			return fmt.Errorf("stale pile slot %d", i)
		}
	}
	if sides == 0b11 {
		return fmt.Errorf("the pile holds letters and numbers but did not spread")
	}
	if s.brokeOne&s.keptOne != 0 || (s.brokeOne|s.keptOne)>>s.players != 0 {
		return fmt.Errorf("the answers to piles of one name a seat twice or a seat not in play")
	}
	return nil
}

func (s *State) checkPhase() error {
	over := s.phase == phaseOver
	switch {
	case s.phase > phaseOver || s.end > endNoAsh:
		return fmt.Errorf("phase %d or end %d unknown", s.phase, s.end)
	case over != (s.end != endNone):
		return fmt.Errorf("phase and end of game disagree")
	case s.end == endFireOut && s.fireOnBoard() != 0:
		return fmt.Errorf("the game ended with the fire out, but fire is on the board")
	case s.end == endHallsFull && s.hasEmptyHallSquare():
		return fmt.Errorf("the game ended with the halls full, but a hall square is empty")
	case s.end == endNoFire && s.fireSupply != 0, s.end == endNoAsh && s.ashSupply != 0:
		return fmt.Errorf("the castle burnt down for want of tokens, but the supply has some")
	case !over && s.fireOnBoard() == 0:
		return fmt.Errorf("no fire is left, so the game should be over")
	case !over && !s.hasEmptyHallSquare():
		return fmt.Errorf("no hall square is empty, so the game should be over")
	}
	if hand, ok := s.spreadHand(s.toMove); s.phase == phaseSpread && ok && hand == 0 {
		return fmt.Errorf("the mover must place a spread marker but holds none")
	}
	return nil
}
