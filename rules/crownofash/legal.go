package crownofash

import (
	"math/bits"

	"embers/rules"
)

func (s *State) Legal(dst []rules.Move) []rules.Move {
	dst = dst[:0]
	switch s.Phase {
	case phPlace:
		return s.placements(dst)
	case phDefend:
		t := s.Todo[0]
		dst = append(dst, Defend(0))
		groups(s.Hand[t.Lord]|s.Def[t.Where], 2, func(g uint64) { dst = append(dst, Defend(g)) })
	case phWild:
		for k := range Kinds {
			dst = append(dst, Take(k))
		}
	case phResurrect:
		dst = eachFighter(dst, s.Grave[s.Todo[0].Lord], mvResurrect)
	case phCasualty:
		dst = eachFighter(dst, s.Def[s.Todo[0].Where], mvCasualty)
	case phCardAtt, phCardDef:
		for c := range NumCards {
			if s.Cards[s.ToMove()].In&(1<<c) != 0 {
				dst = append(dst, Card(c))
			}
		}
	case phRaise:
		dst = append(dst, Pass())
		for _, id := range s.Display {
			if id != none {
				if _, ok := s.cost(s.current(), int(id)); ok {
					dst = append(dst, Raise(int(id)))
				}
			}
		}
	case phOrder:
		for l := range s.Seats {
			if !s.picked(l) {
				dst = append(dst, First(int(l)))
			}
		}
	default:
		var out [max(6, Regions, NumActions, NumCards, 4)]rules.Outcome // the most a chance event has
		for _, o := range s.Outcomes(out[:0]) {
			dst = append(dst, o.Move)
		}
	}
	return dst
}

func eachFighter(dst []rules.Move, pool uint64, kind int) []rules.Move {
	for p := pool; p != 0; p &= p - 1 {
		dst = append(dst, mk(kind, bits.TrailingZeros64(p), 0, 0))
	}
	return dst
}

// placements are the worker spaces the lord to move may take.
func (s *State) placements(dst []rules.Move) []rules.Move {
	l := s.current()
	dst = s.peaceful(dst, l, 1)
	s.forTargets(l, func(most, _ int, t target) {
		groups(s.Hand[l], most, func(g uint64) { dst = append(dst, t.move(g)) })
	})
	return dst
}

// peaceful are the placements without a battle: gold, the refresh space
// (with at least minDisc cards discarded), every gather and every build.
func (s *State) peaceful(dst []rules.Move, l int8, minDisc int8) []rules.Move {
	dst = append(dst, GoldSpace())
	if !s.Refresh[l] && s.Cards[l].DiscN >= minDisc {
		dst = append(dst, Refresh())
	}
	for r := range Regions {
		if s.Top[r] != none && s.freeGather(r) >= 0 {
			dst = append(dst, Gather(r))
		}
	}
	for _, t := range s.Row {
		if t == none || tiles[t].CostG > int(s.Res[l][Gold]) {
			continue
		}
		for r := range Regions {
			if s.Ctrl[r] == none || s.Ctrl[r] == l {
				dst = append(dst, Build(int(t), r))
			}
		}
	}
	return dst
}

// target is a region to attack or a position of the citadel to storm.
type target struct {
	storm bool
	at    int
}

// move is the attack on t with group g.
func (t target) move(g uint64) rules.Move {
	if t.storm {
		return Storm(t.at, g)
	}
	return Battle(t.at, g)
}

// forTargets calls fn for every region and citadel position lord l may
// attack now, with the most fighters it takes, the defence before cards
// (the position's modifier taken off) and the target. (A value, not a
// function that makes the move: a random playout lists the targets at
// every placement, and the closures were most of its allocations.)
func (s *State) forTargets(l int8, fn func(most, def int, t target)) {
	if s.Hand[l] == 0 {
		return
	}
	for r := range Regions {
		if s.Ctrl[r] != none && s.Ctrl[r] != l && s.freeCombat(r) >= 0 {
			fn(2, Strength(s.Def[r]), target{at: r})
		}
	}
	if s.Ctrl[citadel] == l {
		return
	}
	def := kingAttack
	if !s.King {
		def = Strength(s.Def[citadel])
	}
	for p := range Positions {
		if s.positionOpen(p) {
			fn(3, def-positions[p].Modifier, target{storm: true, at: p})
		}
	}
}

// freeGather is the first vacant gather space of region r, or -1.
func (s *State) freeGather(r int) int {
	for i := range s.spaces() {
		if s.GatherBy[r][i] == none {
			return i
		}
	}
	return none
}

// freeCombat is the first vacant combat space of region r, or -1.
func (s *State) freeCombat(r int) int {
	for i := range s.spaces() {
		if s.CombatBy[r][i] == none {
			return i
		}
	}
	return none
}

// positionOpen: a flank takes one attack a round, the front any number.
func (s *State) positionOpen(p int) bool { return !positions[p].Once || s.Flank[p] == none }

func (s *State) picked(l int8) bool {
	for _, p := range s.Picks[:s.PickN] {
		if p == l {
			return true
		}
	}
	return false
}

// refuse says why m is not legal here, or nil when it is.
func (s *State) refuse(m rules.Move) *rules.IllegalMove {
	no := func(reason, rule string) *rules.IllegalMove {
		return &rules.IllegalMove{Move: s.FormatMove(m), Reason: reason, Rule: rule}
	}
	if s.Phase == phOver {
		return no("the game is over", "end")
	}
	if s.Mask {
		return no("this is a seat's view with hidden cards; determinize it before playing on it", "view")
	}
	kind, a, b, g := unpack(m)
	want := phaseMoves[s.Phase]
	if kind <= 0 || kind >= numMoveKinds || want&(1<<kind) == 0 {
		return no(phaseAsk[s.Phase], phaseRule[s.Phase])
	}
	if m != mk(kind, a, b, g) || g>>NumFighters != 0 {
		return no("this move is not written in Crown of Ash's form", "notation")
	}
	var buf [64]rules.Move
	if s.Phase == phPlace || kind == mvDefend {
		return s.refuseRich(m, kind, a, b, g, no)
	}
	for _, x := range s.Legal(buf[:0]) {
		if x == m {
			return nil
		}
	}
	return no(s.whyNot(kind, a), phaseRule[s.Phase])
}
