package trekronor

import (
	"math"
	"math/rand/v2"

	"embers/rules"
)

var _ rules.Heuristics = (*State)(nil)

// Evaluate estimates each seat's reward on the AI's scale (rules.Reward):
// the chance that the castle survives (the fitted survival model) times what
// the seat can expect of a saved castle, judged from the markers as the halls
// now stand, with half of each hall's fire counted as ash still to come; the
// survival chance carries the small cost of pileConvention.
func (s *State) Evaluate(out []float64) {
	if r := s.Result(); r.Over {
		for i := range out {
			out[i] = rules.Reward(r, rules.Seat(i))
		}
		return
	}
	survive := s.survival()
	var score [MaxSeats]float64
	for h := range NumHalls {
		ash := float64(s.hallAsh(h)) + 0.5*float64(s.hallFire(h))
		for _, c := range s.cells[h] {
			for i := range c.N {
				m := c.M[i]
				score[m.Owner] += projectedPoints(m.Kind, ash)
			}
		}
	}
	var sum float64
	var weight [MaxSeats]float64
	for seat := range int(s.players) {
		weight[seat] = math.Exp(score[seat])
		sum += weight[seat]
	}
	survive *= pileConvention(s)
	for seat := range min(len(out), int(s.players)) {
		win := weight[seat] / sum
		out[seat] = survive * (0.3 + 0.7*win)
	}
}

// numberCost is what each number on the spread pile takes off the survival
// estimate: too little to change any other choice, enough to make a seat
// that cannot tell its spread markers apart lay a letter.
const numberCost = 0.995

// pileConvention is the AI's convention for the spread pile: letters first.
// The best the table can do together is keep the pile on one side while a
// chain reaches the first fire (docs/rules/trekronor.md, "How winnable the
// castle is"), but a seat lays its marker without seeing the markers laid
// since it last looked. So an AI seat lays a letter on a pile whose side it
// does not know (it fills an unseen pile with letters when it
// determinizes), greedy lays one on an empty pile too (this small cost on
// numbers; hard's search, whose imagined opponents see the pile, tells an
// empty pile's sides apart only by chance), and at a table of AI seats the
// pile mostly stays on the letters' side until they run out. A pile a seat
// knows is numbers it keeps on numbers: a spread costs far more than this.
func pileConvention(s *State) float64 {
	f := 1.0
	for _, e := range s.pile[:s.pileN] {
		if e.Value >= 3 && e.Value < numValues {
			f *= numberCost
		}
	}
	return f
}

// projectedPoints interpolates MarkerPoints for a fractional ash count.
func projectedPoints(k Kind, ash float64) float64 {
	lo := int(math.Floor(ash))
	if lo >= 4 {
		return float64(MarkerPoints(k, 4))
	}
	f := ash - float64(lo)
	return (1-f)*float64(MarkerPoints(k, lo)) + f*float64(MarkerPoints(k, lo+1))
}

// RolloutMove picks a quick, sensible move for a playout without listing
// every legal move: it puts out fire when it can (the fullest hall first),
// sometimes lays a marker, and otherwise grows a well-linked chain toward
// the nearest door of a burning hall; now and then it plays any legal move.
// Its spread marker follows spreadPolicy.
func (s *State) RolloutMove(rng *rand.Rand, buf []rules.Move) rules.Move {
	if s.phase == phaseSpread {
		return s.rolloutSpread(rng)
	}
	if rng.IntN(10) == 0 {
		buf = s.Legal(buf)
		return buf[rng.IntN(len(buf))]
	}
	var nw network
	nw.build(s, s.toMove, -1, -1)
	buf = s.appendDouses(buf[:0], &nw, s.burningHalls())
	if len(buf) > 0 && rng.IntN(10) < 9 {
		return s.fullestDouse(rng, buf)
	}
	buf = s.appendMarkers(buf[:0], &nw)
	if len(buf) > 0 && rng.IntN(10) < 3 {
		return buf[rng.IntN(len(buf))]
	}
	if m, ok := s.towardFire(rng, &nw); ok {
		return m
	}
	buf = s.Legal(buf)
	return buf[rng.IntN(len(buf))]
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

// spreadPolicy is how playouts choose spread markers. Measured over 1000
// playout-policy games at 3/4/5 players, the castle is saved in 0.2-0.5% of
// games with random markers, 1-3% with spreadEarly (always the pile's other
// side: many small spreads) and 33-43% with spreadLate (the pile's own
// side: no spread while a chain races to the first fire).
var spreadPolicy = spreadLate

const (
	spreadRandom = iota
	spreadEarly
	spreadLate
)

// rolloutSpread plays a spread marker by spreadPolicy.
func (s *State) rolloutSpread(rng *rand.Rand) rules.Move {
	hand, _ := s.spreadHand(s.toMove)
	if hand == 0 {
		return PassMove
	}
	want := uint8(allValues)
	if s.pileN == 0 && rng.IntN(10) < 8 {
		want = letterMask // pileConvention
	}
	if s.pileN > 0 && rng.IntN(10) < 8 {
		side := uint8(letterMask)
		if s.pile[0].Value >= 3 {
			side = numberMask
		}
		switch spreadPolicy {
		case spreadEarly:
			want = allValues &^ side
		case spreadLate:
			want = side
		}
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

// towardFire picks the placement that extends a well-linked chain (or
// starts at a well) and comes closest to a door of a burning hall or a
// burning corridor square.
func (s *State) towardFire(rng *rand.Rand, nw *network) (rules.Move, bool) {
	if s.hand[s.toMove] == 0 {
		return 0, false
	}
	var dist [NumSquares]int8
	s.fireDistances(&dist)
	best, bestD, n := rules.Move(0), int8(127), 0
	free := ground.andNot(nw.occ).andNot(s.fire)
	for at := free.and(nearAnyWell.or(nw.linkedSq.grown())); !at.empty(); {
		sq := at.next()
		if dist[sq] < 0 {
			continue
		}
		switch d := dist[sq]; {
		case d < bestD:
			best, bestD, n = PlaceMove(sq), d, 1
		case d == bestD:
			n++
			if rng.IntN(n) == 0 {
				best = PlaceMove(sq)
			}
		}
	}
	return best, n > 0
}

// fireDistances fills dist with the number of steps over open ground from
// each square to a door of a burning hall or a square next to corridor
// fire (-1: unreachable).
func (s *State) fireDistances(dist *[NumSquares]int8) {
	var queue [NumSquares]int8
	head, tail := 0, 0
	burning := s.burningHalls()
	for sq := range NumSquares {
		dist[sq] = -1
		open := area[sq] == Courtyard || area[sq] == Corridor
		if !open || s.fire.has(sq) {
			continue
		}
		goal := entranceOf[sq]&burning != 0
		for _, nb := range neighbours(sq) {
			goal = goal || s.fire.has(int(nb))
		}
		if goal {
			dist[sq] = 0
			queue[tail] = int8(sq)
			tail++
		}
	}
	for head < tail {
		sq := int(queue[head])
		head++
		for _, nb := range neighbours(sq) {
			a := area[nb]
			if dist[nb] < 0 && (a == Courtyard || a == Corridor) && !s.fire.has(int(nb)) {
				dist[nb] = dist[sq] + 1
				queue[tail] = nb
				tail++
			}
		}
	}
}
