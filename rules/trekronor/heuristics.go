package trekronor

import (
	"math"
	"math/rand/v2"

	"embers/rules"
)

var _ rules.Heuristics = (*State)(nil)

// Evaluate estimates each seat's reward on the AI's scale: the chance that
// the castle survives (from how much of the fire and ash supply is left)
// times a share of the win judged from the markers as the halls now stand,
// with each hall's fire counted as ash still to come.
func (s *State) Evaluate(out []float64) {
	if r := s.Result(); r.Over {
		for i := range out {
			out[i] = rules.Reward(r, rules.Seat(i))
		}
		return
	}
	fire, ash := float64(s.fireSupply)/TotalFire, float64(s.ashSupply)/TotalAsh
	survive := math.Min(1.6*fire, 1.6*ash+0.1)
	survive = math.Max(0.02, math.Min(0.95, survive))
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
	for seat := range min(len(out), int(s.players)) {
		win := weight[seat] / sum
		out[seat] = survive * (0.1 + 0.85*win)
	}
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

// RolloutMove picks a quick, sensible move for a playout: it keeps the
// spread pile one-sided when it can, puts out fire when it can, sometimes
// lays a marker, and otherwise grows a well-linked chain toward the
// nearest door of a burning hall.
func (s *State) RolloutMove(rng *rand.Rand, buf []rules.Move) rules.Move {
	buf = s.Legal(buf)
	if s.phase == phaseSpread {
		return s.rolloutSpread(rng, buf)
	}
	var douse, marker rules.Move
	var n1, n2 int
	for _, m := range buf {
		switch moveKind(m & 0xff) {
		case mvDouse:
			n1++
			if rng.IntN(n1) == 0 {
				douse = m
			}
		case mvSave, mvSteal:
			n2++
			if rng.IntN(n2) == 0 {
				marker = m
			}
		}
	}
	switch {
	case n1 > 0 && rng.IntN(10) < 9:
		return douse
	case n2 > 0 && rng.IntN(10) < 3:
		return marker
	case rng.IntN(10) < 8:
		if m, ok := s.towardFire(rng, buf); ok {
			return m
		}
	}
	return buf[rng.IntN(len(buf))]
}

// rolloutSpread mostly plays a marker of the pile's side, delaying the spread.
func (s *State) rolloutSpread(rng *rand.Rand, buf []rules.Move) rules.Move {
	if s.pileN > 0 && rng.IntN(10) < 8 {
		side := s.pile[0].Value / 3
		n, pick := 0, buf[0]
		for _, m := range buf {
			if _, v, _, _ := decodeMove(m); moveKind(m&0xff) == mvSpread && uint8(v)/3 == side {
				n++
				if rng.IntN(n) == 0 {
					pick = m
				}
			}
		}
		if n > 0 {
			return pick
		}
	}
	return buf[rng.IntN(len(buf))]
}

// towardFire picks the placement that extends a well-linked chain (or
// starts at a well) and comes closest to a door of a burning hall or a
// burning corridor square.
func (s *State) towardFire(rng *rand.Rand, buf []rules.Move) (rules.Move, bool) {
	var dist [NumSquares]int8
	s.fireDistances(&dist)
	var nw network
	nw.build(s, s.toMove, -1, -1)
	best, bestD, n := rules.Move(0), int8(127), 0
	for _, m := range buf {
		k, sq, _, _ := decodeMove(m)
		if k != mvPlace || dist[sq] < 0 {
			continue
		}
		linked := wellNext[sq] != 0
		for _, nb := range neighbours(sq) {
			if c := nw.chain[nb]; c >= 0 && nw.wells[c] != 0 {
				linked = true
			}
		}
		if !linked {
			continue
		}
		switch d := dist[sq]; {
		case d < bestD:
			best, bestD, n = m, d, 1
		case d == bestD:
			n++
			if rng.IntN(n) == 0 {
				best = m
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
		if !open || s.fire[sq] {
			continue
		}
		goal := entranceOf[sq]&burning != 0
		for _, nb := range neighbours(sq) {
			goal = goal || s.fire[nb]
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
			if dist[nb] < 0 && (a == Courtyard || a == Corridor) && !s.fire[nb] {
				dist[nb] = dist[sq] + 1
				queue[tail] = nb
				tail++
			}
		}
	}
}
