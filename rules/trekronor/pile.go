package trekronor

import "embers/rules"

// pileSide is the side of the spread pile as a mask of values (letterMask
// or numberMask), or 0 for an empty pile. On a full state every marker on
// the pile is on one side (a pile holding both has spread).
func (s *State) pileSide() uint8 {
	if s.pileN == 0 || s.pile[0].Value >= numValues {
		return 0
	}
	if s.pile[0].Value >= 3 {
		return numberMask
	}
	return letterMask
}

// turnsToBreak counts the spread markers still to come, the mover's next
// one first, before one must break the pile: a seat whose hand holds none
// of the pile's side has to lay the other side. It is the player count
// when no seat of the coming round is forced (or the pile is empty), so a
// pile that stays on its side for a round counts as safe for now.
func (s *State) turnsToBreak() int {
	side := s.pileSide()
	if side == 0 {
		return int(s.players)
	}
	for k := range int(s.players) {
		seat := (s.toMove + rules.Seat(k)) % rules.Seat(s.players)
		if hand, ok := s.spreadHand(seat); ok && hand&side == 0 {
			return k
		}
	}
	return int(s.players)
}

// believedSide is the side of the pile as seat knows it: the side of any
// marker on it that seat has seen, letters when it has seen none (the AI's
// convention, pileConvention), 0 for an empty pile.
func (s *State) believedSide(seat rules.Seat) uint8 {
	if s.pileN == 0 {
		return 0
	}
	for _, e := range s.pile[:s.pileN] {
		if s.knows(seat, e) && e.Value < numValues {
			if e.Value >= 3 {
				return numberMask
			}
			return letterMask
		}
	}
	return letterMask
}
