package crownofash

import (
	"math/rand/v2"

	"embers/rules"
)

var (
	_ rules.Heuristics   = (*State)(nil)
	_ rules.Pruner       = (*State)(nil)
	_ rules.Chancer      = (*State)(nil)
	_ rules.Simultaneous = (*State)(nil)
	_ rules.SearchTuner  = game{}
	_ rules.Explainer    = (*State)(nil)
)

// Evaluate estimates each seat's reward on the AI's scale: every lord's
// expected final VP (VP now, the rounds of income still to come from its
// structures and the citadel, its resources at their end-game rate, the
// Fate card's numerals so far) turned into a chance of finishing first by
// a softmax that sharpens as the game runs out. The AI deck is one of the
// lords: a seat it is likely to beat scores low.
func (s *State) Evaluate(out []float64) {
	var est [MaxLords]float64
	if s.Fight.On {
		s.battleEstimates(&est)
	} else {
		for l := range s.Lords {
			est[l] = s.expectedVP(l)
		}
	}
	left := float64(int(Rounds-s.Round)*int(s.turns()) + int(s.turns()-s.Turn))
	var w [MaxLords]float64
	rules.WinChances(est[:s.Lords], 2+0.12*left, 0.1, 0.85, w[:s.Lords])
	copy(out, w[:min(len(out), int(s.Seats))])
}

// expectedVP is lord l's VP at the end if the board stayed as it is.
func (s *State) expectedVP(l int8) float64 {
	rounds := int(Rounds - s.Round + 1) // this round's scoring is still to come
	vp := float64(s.VP[l]) + float64(rounds*s.structureVP(l))
	if s.Ctrl[citadel] == l {
		for r := s.Round; r <= Rounds; r++ {
			vp += 0.6 * float64(citadelVP[min(1, int(s.Lords)/3)][r-1]) // it is often lost again
		}
	}
	if !s.isAI(l) {
		vp += float64(ResourceVP(s.Res[l]))
		// resources still buy fighters and tiles: worth a little more now
		spare := 0
		for _, n := range s.Res[l] {
			spare += int(n)
		}
		vp += 0.15 * float64(spare)
		if f := s.Fate[l]; f >= 0 && int(f) < NumFates {
			vp += float64(s.fateVP(l, false))
		}
	}
	for p := s.owned(l); p != 0; p &= p - 1 {
		vp += 0.25 * float64(fighters[lowBit(p)].Attack) // fighters win battles still to come
	}
	return vp
}

// RolloutMove plays a quick, sensible move: build or attack when it pays,
// gather, take gold; raise the dearest fighter one can pay; defend with
// the strongest group; combat cards at random.
func (s *State) RolloutMove(rng *rand.Rand, buf []rules.Move) rules.Move {
	if s.ToMove() == rules.Chance {
		return rules.SampleOutcome(s.Outcomes(nil), rng)
	}
	switch s.Phase {
	case phDefend:
		t := s.Todo[0]
		return Defend(strongest(s.Hand[t.Lord]|s.Def[t.Where], 2))
	case phRaise:
		if best := s.dearestRaise(); best >= 0 && rng.IntN(5) != 0 {
			return Raise(best)
		}
	case phCasualty:
		return Casualty(weakest(s.Def[s.Todo[0].Where]))
	case phPlace:
		if m, ok := s.goodPlacement(rng); ok {
			return m
		}
	}
	buf = s.Legal(buf)
	return buf[rng.IntN(len(buf))]
}

// dearestRaise is the affordable displayed fighter of the highest attack.
func (s *State) dearestRaise() int {
	best := none
	for _, id := range s.Display {
		if id == none {
			continue
		}
		if _, ok := s.cost(s.current(), int(id)); ok && (best < 0 || fighters[id].Attack > fighters[best].Attack) {
			best = int(id)
		}
	}
	return best
}

// goodPlacement picks a placement a player would consider, cheaply: a
// build, an attack its strongest group should win before cards, a
// gather, or gold.
func (s *State) goodPlacement(rng *rand.Rand) (rules.Move, bool) {
	l := s.current()
	var c [24]rules.Move
	cands := append(c[:0], GoldSpace())
	for _, t := range s.Row {
		if t != none && tiles[t].CostG <= int(s.Res[l][Gold]) {
			r := rng.IntN(Regions)
			if s.Ctrl[r] == none || s.Ctrl[r] == l {
				cands = append(cands, Build(int(t), r), Build(int(t), r))
			}
		}
	}
	for r := range Regions {
		if s.Top[r] != none && s.freeGather(r) >= 0 {
			cands = append(cands, Gather(r))
		}
	}
	if hand := s.Hand[l]; hand != 0 {
		two := strongest(hand, 2)
		v := Strength(two)
		for r := range Regions {
			if o := s.Ctrl[r]; o != none && o != l && s.freeCombat(r) >= 0 && v > Strength(s.Def[r])+1 {
				cands = append(cands, Battle(r, two), Battle(r, two))
			}
		}
		if s.Ctrl[citadel] != l && s.positionOpen(0) {
			three := strongest(hand, 3)
			def := kingAttack
			if !s.King {
				def = Strength(s.Def[citadel])
			}
			if Strength(three)+1 > def+1 {
				cands = append(cands, Storm(0, three))
			}
		}
	}
	return cands[rng.IntN(len(cands))], true
}

// Candidates names the moves worth a search: every placement but the
// battles, of which only the strongest group against each target and the
// smallest group that beats its defence before cards; defending with the
// strongest group, none, or as it is.
func (s *State) Candidates(dst []rules.Move) []rules.Move {
	switch s.Phase {
	case phPlace:
		return s.placementCandidates(dst[:0])
	case phDefend:
		t := s.Todo[0]
		dst = append(dst[:0], Defend(strongest(s.Hand[t.Lord]|s.Def[t.Where], 2)))
		for _, g := range []uint64{0, s.Def[t.Where]} {
			if m := Defend(g); m != dst[0] && m != dst[len(dst)-1] {
				dst = append(dst, m)
			}
		}
		return dst
	}
	return s.Legal(dst)
}

func (s *State) placementCandidates(dst []rules.Move) []rules.Move {
	l := s.current()
	dst = s.peaceful(dst, l, 2)
	s.forTargets(l, func(most, def int, t target) {
		dst = s.attackCandidates(dst, s.Hand[l], most, def, t)
	})
	return dst
}

// attackCandidates adds the strongest group and the smallest group that
// beats def before the cards.
func (s *State) attackCandidates(dst []rules.Move, hand uint64, most, def int, t target) []rules.Move {
	best := strongest(hand, most)
	if Strength(best)+4 <= def { // not even the 4 card would carry it
		return dst
	}
	dst = append(dst, t.move(best))
	cheap, cheapV := uint64(0), 1<<30
	groups(hand, most, func(g uint64) {
		if v := Strength(g); v > def && v < cheapV {
			cheap, cheapV = g, v
		}
	})
	if cheap != 0 && cheap != best {
		dst = append(dst, t.move(cheap))
	}
	return dst
}

// Search: Crown of Ash's turns are short but a round is long; the hard
// level searches more.
func (game) Search(level rules.Level, setup rules.Setup) rules.SearchSettings {
	s := rules.SearchSettings{RolloutDepth: 30}
	if level == rules.LevelHard {
		s.Iterations = 1500
	}
	return s
}
