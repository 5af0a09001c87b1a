package trekronor

import "math"

// The castle's chance of surviving is estimated by a logistic model over a
// few features of the position. The weights were fitted by measurement
// (TestFitSurvival, run with EMBERS_FIT=1) on positions from playout-policy
// games labelled with whether the castle was saved; see docs/rules/trekronor.md.
const nFeatures = 8

// survivalWeights pairs with features: bias, fire on board, ash used, pile
// size, fullest hall, fire within reach, distance to the nearest fire,
// players. Fire counts the charge about to go off too: a pile the mover's
// marker must break this turn lands as that many fires. (Buckets at the wells were left out on purpose: they correlate
// with survival only because dousing happens where fire is high, and a model
// that learnt it would teach the AI not to douse.)
var survivalWeights = [nFeatures]float64{4.875, -29.474, -29.354, -1.506, -5.281, 6.667, -4.297, 1.506}

// smallWeights is the same model fitted on positions of tables seen playing
// small spreads (tableBreaks): the playout policy's games at a table where
// nobody keeps a pile of one. The model fitted on tables that keep their
// piles says 0.00 once small spreads have put fire in a few halls, so a
// search could not rank its moves there (docs/rules/trekronor-tables.md).
var smallWeights = [nFeatures]float64{-1.230, -9.500, -0.507, -1.579, 0.169, 6.057, 0.274, 3.522}

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
	fire += s.fire.count() + s.chargeNow()
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

// chargeNow is the number of fires the spread pile is about to land: all
// of it when the mover, with its action done, holds none of the pile's side
// (its marker must break the pile), else none.
func (s *State) chargeNow() int {
	if s.phase != phaseSpread || s.pileN == 0 || s.turnsToBreak() > 0 {
		return 0
	}
	return int(s.pileN)
}

// survival is the estimated chance that the castle is saved, by the model
// of the table's convention: smallWeights at a table seen playing small
// spreads (tableBreaks), survivalWeights at one that keeps its piles.
func (s *State) survival() float64 {
	if s.tableBreaks() {
		return survivalOf(smallWeights, s.features())
	}
	return survivalOf(survivalWeights, s.features())
}

// survivalOf is the logistic model's estimate from features x.
func survivalOf(w, x [nFeatures]float64) float64 {
	z := 0.0
	for i := range w {
		z += w[i] * x[i]
	}
	return 1 / (1 + math.Exp(-z))
}
