package cronberg

import (
	"math"
	"math/rand/v2"

	"embers/rules"
)

var _ rules.Heuristics = (*State)(nil)

// Evaluate estimates each seat's reward on the AI's scale (rules.Reward):
// every seat's expected track position (its points so far plus what its
// tokens on the board are likely to bring), turned into a chance of winning
// by a softmax whose temperature shrinks as the pile runs down.
func (s *State) Evaluate(out []float64) {
	est := s.expectedTrack()
	rules.WinChances(est[:s.players], 3+0.35*float64(s.pileN), 0.25, 0.75, out)
}

// expectedTrack is each seat's track plus the worth of its tokens.
func (s *State) expectedTrack() [MaxSeats]float64 {
	mu := s.meanLeft()
	var est [MaxSeats]float64
	for i := range int(s.players) {
		est[i] = float64(s.Track(rules.Seat(i)))
	}
	for c := range NumCrossings {
		if s.token[c] != 0 {
			est[s.token[c]-1] += s.tokenWorth(c, mu)
		}
	}
	return est
}

// meanLeft is the mean value of the rhombi not yet laid (0 when none).
func (s *State) meanLeft() float64 {
	n, sum := 0, 0
	for _, tile := range s.pile[:s.pileN] {
		sum += rhombi[tile].Value
		n++
	}
	if s.drawn != noTile {
		sum += rhombi[s.drawn].Value
		n++
	}
	if n == 0 {
		return 0
	}
	return float64(sum) / float64(n)
}

// tokenWorth guesses what the token on c will bring: the final scoring
// when an activated park or coat of arms touches it; otherwise the values
// present plus the mean of what may still come, more with a free park or
// coat of arms beside it (they often activate), less beside a free guard
// (it may drive the token off), and nothing when an isolated plain
// triangle keeps it from ever being surrounded.
func (s *State) tokenWorth(c int, mu float64) float64 {
	parks, coat := s.finalFactors(c)
	var free, freeParks, stuck int
	freeCoat, guard := false, false
	for _, t := range crossTri[c][:crossTriN[c]] {
		if s.tile[t] != noTile {
			continue
		}
		if s.active[t] {
			if triKind[t] == Plain {
				stuck++
			}
			continue
		}
		free++
		switch triKind[t] {
		case Park:
			freeParks++
		case Coat:
			freeCoat = true
		case Guard:
			guard = true
		}
	}
	sum := float64(s.sumAt(c, coat || freeCoat))
	future := float64(free) * mu * 1.4
	if coat || freeCoat {
		future = float64(free) * 2.5
	}
	worth := sum + future
	switch {
	case parks > 0 || coat:
		worth *= float64(int(1) << parks)
		if freeParks > 0 {
			worth *= 1 + 0.5*float64(freeParks)
		}
	case stuck > 0:
		if freeParks == 0 && !freeCoat {
			return 0
		}
		worth *= 0.6 * (1 + float64(freeParks))
	case freeParks > 0 || freeCoat:
		worth *= 1 + 0.4*float64(freeParks)
	}
	if guard {
		worth *= 0.5
	}
	return worth
}

// RolloutMove picks a quick, sensible move for a playout: while laying,
// the placement whose corners help the mover's tokens and hurt the
// others' most (now and then any placement); otherwise a token on the
// most promising crossing when one looks good, else a draw.
func (s *State) RolloutMove(rng *rand.Rand, buf []rules.Move) rules.Move {
	if s.phase == phaseLay {
		return s.rolloutLay(rng, buf)
	}
	if rng.IntN(12) == 0 {
		buf = s.Legal(buf)
		return buf[rng.IntN(len(buf))]
	}
	canDraw := s.canDraw()
	if s.hand[s.toMove] > 0 {
		mu := s.meanLeft()
		best, bestWorth := -1, math.Inf(-1)
		for c := range NumCrossings {
			if !s.tokenSpot(c) {
				continue
			}
			w := s.spotWorth(c, mu) + rng.Float64()
			if w > bestWorth {
				best, bestWorth = c, w
			}
		}
		if best >= 0 && (!canDraw || bestWorth > 2.5 || rng.IntN(4) == 0) {
			return TokenMove(best)
		}
	}
	if canDraw {
		return DrawMove()
	}
	return PassMove()
}

// spotWorth is what a token placed on c now is guessed to bring.
func (s *State) spotWorth(c int, mu float64) float64 {
	s.token[c] = int8(s.toMove) + 1
	w := s.tokenWorth(c, mu)
	s.token[c] = 0
	return w
}

// rolloutLay scores every free pair by the corner values it sends to
// tokens: the mover's count for it, the others' against it.
func (s *State) rolloutLay(rng *rand.Rand, buf []rules.Move) rules.Move {
	buf = s.Legal(buf)
	if rng.IntN(8) == 0 {
		return buf[rng.IntN(len(buf))]
	}
	best, bestGain := buf[0], math.Inf(-1)
	for _, m := range buf {
		_, t, u := decodeMove(m)
		g := s.layGain(t, u) + rng.Float64()*0.5
		if g > bestGain {
			best, bestGain = m, g
		}
	}
	return best
}

// layGain is the mover's gain from the drawn tile's corners on t and u.
func (s *State) layGain(t, u int) float64 {
	r := rhombi[s.drawn]
	gain := 0.0
	add := func(c int, v int) {
		o := s.token[c]
		if o == 0 {
			return
		}
		if rules.Seat(o-1) == s.toMove {
			gain += float64(v)
		} else {
			gain -= float64(v) / float64(s.players-1)
		}
	}
	for _, c := range triCorner[t] {
		if cornerIndex(u, int(c)) >= 0 {
			add(int(c), r.Blunt())
		} else {
			add(int(c), r.Sharp())
		}
	}
	add(farCorner(u, t), r.Sharp())
	return gain
}
