package trekronor

import "math"

// The castle's chance of surviving is estimated by a logistic model over a
// few features of the position. The weights were fitted by measurement
// (TestFitSurvival, run with EMBERS_FIT=1) on positions from playout-policy
// games labelled with whether the castle was saved; see docs/rules/trekronor.md.
const nFeatures = 8

// survivalWeights pairs with features: bias, fire on board, ash used, pile
// size, fullest hall, fire within reach, distance to the nearest fire,
// players. (Buckets at the wells were left out on purpose: they correlate
// with survival only because dousing happens where fire is high, and a model
// that learnt it would teach the AI not to douse.)
var survivalWeights = [nFeatures]float64{4.854, -26.788, -26.320, -1.256, -8.625, 0.179, -4.105, 1.254}

// features describes the position for the survival model, each roughly in [0,1].
func (s *State) features() [nFeatures]float64 {
	var nw network
	nw.build(s, -1, -1, -1)
	linked := nw.connected()
	fire, reach, fullest := 0, 0, 0
	for h := range NumHalls {
		f := s.hallFire(h)
		fire += f
		fullest = max(fullest, f)
		if linked&(1<<h) != 0 {
			reach += f
		}
	}
	fire += s.fire.count()
	reach += s.fire.and(nw.linkedSq.grown()).count()
	return [nFeatures]float64{
		1,
		float64(fire) / TotalFire,
		float64(TotalAsh-int(s.ashSupply)) / TotalAsh,
		float64(s.pileN) / maxPile,
		float64(fullest) / 4,
		float64(reach) / TotalFire,
		float64(s.nearestFire(&nw)) / 10,
		float64(s.players) / MaxSeats,
	}
}

// nearestFire is how many more servants a well-linked chain (or a fresh one
// at a well) needs to reach a burning door or a square next to corridor
// fire: 0 when one already does, 10 when nothing burns or nothing can.
func (s *State) nearestFire(nw *network) int {
	var dist [NumSquares]int8
	s.fireDistances(&dist)
	best := 10
	for sq := range NumSquares {
		d := int(dist[sq])
		if d < 0 || d+1 >= best {
			continue
		}
		if s.owner(sq) >= 0 {
			if nw.linkedSq.has(sq) {
				best = d
			}
			continue
		}
		if wellNext[sq] != 0 {
			best = d + 1
		}
	}
	return best
}

// survival is the estimated chance that the castle is saved.
func (s *State) survival() float64 {
	x := s.features()
	z := 0.0
	for i, w := range survivalWeights {
		z += w * x[i]
	}
	return 1 / (1 + math.Exp(-z))
}
