package trekronor

import (
	"math/rand/v2"

	"embers/rules"
)

// RolloutMove picks a quick, sensible move for a playout without listing
// every legal move, as a player who wants the castle saved and the win for
// themselves. The last fire on the board it puts out at once when that wins
// alone, or when the pile must break with its marker or the next seat's (the
// castle first); otherwise it lays a save first where it can, and else puts
// the fire out when level, or half the time when behind. Other fire it puts
// out when it can (the fullest hall first); it lays a save where a hall will
// keep its possessions or a steal where one is burning down, and otherwise
// grows a well-linked chain toward the nearest door of a burning hall (or,
// with an empty hand, moves an idle servant there); one move in twenty is
// any legal move. Its spread marker follows rolloutSpread.
func (s *State) RolloutMove(rng *rand.Rand, buf []rules.Move) rules.Move {
	if s.phase == phaseSpread {
		return s.rolloutSpread(rng)
	}
	if rng.IntN(20) == 0 {
		buf = s.Legal(buf)
		return buf[rng.IntN(len(buf))]
	}
	var nw network
	nw.build(s, s.toMove, -1, -1)
	douses := s.appendDouses(buf[:0], &nw, s.burningHalls())
	if len(douses) > 0 && s.fireOnBoard() == 1 {
		douse := douses[rng.IntN(len(douses))]
		lead := s.leadNow()
		if lead > 0 {
			return douse // the castle saved and the win alone
		}
		if s.turnsToBreak() <= 1 && int(s.pileN) >= int(s.players) {
			return douse // the pile must break now: save the castle first
		}
		if m, ok := s.worthyMarker(rng, buf, &nw); ok {
			return m
		}
		if lead == 0 || rng.IntN(2) == 0 {
			return douse // a share of the win, or the castle for all
		}
	} else if len(douses) > 0 && rng.IntN(10) < 8 {
		return s.fullestDouse(rng, douses)
	}
	if m, ok := s.worthyMarker(rng, buf, &nw); ok && rng.IntN(10) < 6 {
		return m
	}
	if m, ok := s.towardFire(rng, &nw); ok {
		return m
	}
	if m, ok := s.shiftTowardFire(rng, &nw); ok && s.hand[s.toMove] == 0 {
		return m
	}
	buf = s.Legal(buf)
	return buf[rng.IntN(len(buf))]
}

// leadNow is the mover's score, were the castle saved now, minus the best
// other seat's.
func (s *State) leadNow() int {
	now, _ := s.standings()
	best := -1 << 30
	for seat := range int(s.players) {
		if seat != int(s.toMove) {
			best = max(best, now[seat])
		}
	}
	return now[s.toMove] - best
}

// worthyMarker picks a marker likely to pay: a save in a hall with at most
// 1 ash (+2 while it holds), first where no other seat can answer it
// (answerable), else a steal in a hall whose fire will bring it to 3 ash (2
// ash and 2 fire), at random among the best kind.
func (s *State) worthyMarker(rng *rand.Rand, buf []rules.Move, nw *network) (rules.Move, bool) {
	best, bestRank, n := rules.Move(0), 0, 0
	answered := uint16(0xffff)
	for _, m := range s.appendMarkers(buf[:0], nw) {
		k, h, _, _ := decodeMove(m)
		fire, ash := s.hallTokens(h)
		rank := 0
		if k == mvSave && ash <= 1 && answered == 0xffff {
			answered = s.answerable(nw, s.toMove)
		}
		switch {
		case k == mvSave && ash <= 1 && answered&(1<<h) == 0:
			rank = 3
		case k == mvSave && ash <= 1:
			rank = 2
		case k == mvSteal && ash == 2 && fire == 2:
			rank = 1
		}
		switch {
		case rank == 0 || rank < bestRank:
		case rank > bestRank:
			best, bestRank, n = m, rank, 1
		default:
			n++
			if rng.IntN(n) == 0 {
				best = m
			}
		}
	}
	return best, n > 0
}

// fullestDouse picks a douse of the target holding the most fire (a corridor
// fire counts as one), at random among equals.
func (s *State) fullestDouse(rng *rand.Rand, douses []rules.Move) rules.Move {
	best, bestFire, n := douses[0], -1, 0
	for _, m := range douses {
		_, a, _, _ := decodeMove(m)
		f := 1
		if a >= hallTarget {
			f = s.hallFire(a - hallTarget)
		}
		switch {
		case f > bestFire:
			best, bestFire, n = m, f, 1
		case f == bestFire:
			n++
			if rng.IntN(n) == 0 {
				best = m
			}
		}
	}
	return best
}

// keepOne is how many times in ten a playout keeps the side of a pile of one
// marker at a table that keeps its piles (smallSpreads false); the other
// times it lays any marker, so a small spread of one fire (which brings the
// buckets back) comes now and then.
const keepOne = 8

// breakAt is the pile the AI seats break (their convention for the spread
// pile, small spreads): a letter on an empty pile, and the next seat breaks
// it with a number at once, so the
// fire spreads one token at a time, every second turn, into the hall the
// breaking seat aims at. A table that keeps the pile on one side rushes:
// the chain reaches the wind hall before the letters run out, and the
// first seat able to put its fire out, or the seat after the last letter,
// does so for a tie that every hard seat can force. With small spreads the
// fire burns in several halls, chains reach different halls, and a seat can
// lay a save that no other seat can answer (the figures are in
// docs/rules/trekronor-tables.md, "Small spreads").
const breakAt = 1

// rolloutSpread plays a spread marker as the AI's seats do (breakAt):
// mostly a letter on an empty pile (pileConvention), the other side on a
// pile of one, and the pile's own side on a longer pile while the seat holds
// one, as the seat knows the side (one that has not looked at the pile since
// it was started takes it to be letters). A seat that breaks a pile aims the
// spread at the line whose halls burn least (coolestBreak). Small spreads
// are expected only once some seat has broken a pile of one and while no
// other seat keeps one (a table of AI seats starts them: the search's
// candidates break the first pile of one); until then a pile of one is kept
// 8 times in 10, as at a table of greedy seats or people who keep their
// piles. In a search's playouts (guesser) an empty pile gets a number 2
// times in 10 even at a small-spreads table: the seat weighs the rush's
// clock, though its table seldom plays it (docs/rules/trekronor-tables.md,
// "Play styles and the search's playouts").
func (s *State) rolloutSpread(rng *rand.Rand) rules.Move {
	hand, _ := s.spreadHand(s.toMove)
	if hand == 0 {
		return PassMove
	}
	side := s.believedSide(s.toMove)
	want := uint8(allValues)
	small := s.smallSpreads(s.toMove) && s.brokeOne != 0 // small spreads once a seat has broken a pile
	switch {
	case side == 0 && ((small && s.guesser == 0) || rng.IntN(10) < 8):
		want = letterMask
	case side != 0 && small && s.pileN == breakAt && hand&^side != 0:
		return SpreadMove(s.coolestBreak(hand &^ side)) // breakAt
	case side != 0 && (s.pileN > 1 || rng.IntN(10) < keepOne):
		want = side
	}
	if side != 0 && hand&want&side == 0 {
		return SpreadMove(s.coolestBreak(hand &^ side))
	}
	if hand&want == 0 {
		want = allValues
	}
	n, pick := 0, 0
	for v := range numValues {
		if hand&want&(1<<v) != 0 {
			n++
			if rng.IntN(n) == 0 {
				pick = v
			}
		}
	}
	return SpreadMove(pick)
}

// coolestBreak picks, among values (all on the side the pile is not), the
// marker whose spread puts the fewest fire into halls that already burn: a
// letter meets each number on the pile in its column, a number each letter
// in its row.
func (s *State) coolestBreak(values uint8) int {
	var nw network
	nw.build(s, -1, -1, -1)
	linked := nw.connected()
	var count [numValues]int
	for _, e := range s.pile[:s.pileN] {
		count[e.Value]++
	}
	best, bestHeat := -1, 1<<30
	for v := range numValues {
		if values&(1<<v) == 0 {
			continue
		}
		heat := 0
		for o := range 3 {
			var h, n int
			if v < 3 { // a letter: column v, rows from the numbers
				h, n = v*3+o, count[3+o]
			} else { // a number: row v-3, columns from the letters
				h, n = o*3+v-3, count[o]
			}
			heat += n * (1 + s.hallFire(h))
			if linked&(1<<h) == 0 {
				heat += 2 * n // no linked chain reaches it
			}
		}
		if heat < bestHeat {
			best, bestHeat = v, heat
		}
	}
	return best
}

// answerable is the halls where a seat other than seat has a servant in a
// chain that touches a well and reaches the hall: where it can lay a marker
// of its own with its next action, so a save of seat's there can be matched
// before seat moves again. (A seat whose chain is further away needs a turn
// to join one first.)
func (s *State) answerable(nw *network, seat rules.Seat) uint16 {
	others := nw.occ.andNot(s.servants[seat])
	var m uint16
	for c := range nw.n {
		if nw.wells[c] != 0 && nw.sq[c].meets(others) {
			m |= nw.halls[c]
		}
	}
	return m
}

var _ rules.SearchTuner = game{}

// hardRolloutDepth is how many plies hard's playouts follow RolloutMove
// at three players before Evaluate scores them (the AI's default is 24,
// medium's 16). Among seats that break their piles of one the games run
// long and are decided by a point or two, and a long playout of the
// rollout policy blurs what a marker is worth more than the survival
// model's estimate does; among greedy seats (the rush) the depth changes
// little. The depths measured, and the commands: docs/rules/trekronor.md,
// "Hard's playouts are short at three players", and
// docs/rules/trekronor-tables.md, "Hard among medium seats". Four and
// five players keep the default.
const hardRolloutDepth = 8

// Search tunes the AI's search for Tre Kronor (rules.SearchTuner): hard at
// three players plays out hardRolloutDepth plies; every other level and
// count keeps the AI's own settings.
func (game) Search(level rules.Level, setup rules.Setup) rules.SearchSettings {
	if level == rules.LevelHard && setup.Players == 3 {
		return rules.SearchSettings{RolloutDepth: hardRolloutDepth}
	}
	return rules.SearchSettings{}
}
