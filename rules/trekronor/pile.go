package trekronor

import (
	"math/bits"

	"embers/rules"
)

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

// noteAnswer records how seat answered another seat's pile of one: broke
// it (a small spread) or kept its side. Everyone sees whether the pile
// spread, so this is public.
func (s *State) noteAnswer(seat rules.Seat, broke bool) {
	bit := uint8(1) << seat
	s.brokeOne &^= bit
	s.keptOne &^= bit
	if broke {
		s.brokeOne |= bit
	} else {
		s.keptOne |= bit
	}
}

// smallSpreads reports whether seat follows the small-spreads convention
// now (breakAt): it breaks a pile of one at once, as long as no other seat
// is seen keeping one, so at a table of AI seats the first seat to meet a
// pile of one breaks it and the others follow, while at a table whose
// seats keep their piles (letters first, the greedy seats, many people) a
// seat keeps its pile too once it has seen one of them do so.
func (s *State) smallSpreads(seat rules.Seat) bool {
	return s.keptOne&^(1<<seat) == 0
}

// tableBreaks reports whether the table is seen playing small spreads: two
// seats or more last broke a pile of one and none kept one. (Two, so that
// no seat's own break, weighed one move ahead by greedy, switches the
// survival model it is judged by.)
func (s *State) tableBreaks() bool {
	return bits.OnesCount8(s.brokeOne) >= 2 && s.keptOne == 0
}
