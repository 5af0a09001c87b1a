package fireaxe

import "embers/rules"

// Legal lists the moves of the decision at hand.
func (s *State) Legal(dst []rules.Move) []rules.Move {
	dst = dst[:0]
	switch s.Phase {
	case phOver:
		return dst
	case phRaidDie, phSettleDie, phAgeDie:
		for f := 1; f <= 6; f++ {
			dst = append(dst, Die(f))
		}
	case phRaidOn:
		dst = append(dst, mv(mvRollOn, 0, 0, 0), mv(mvStop, 0, 0, 0))
	case phCrewless:
		dst = append(dst, mv(mvFound, 0, 0, 0), mv(mvKeep, 0, 0, 0))
	case phLoss:
		dst = s.lossMoves(dst)
	case phTurn:
		dst = s.turnMoves(dst)
	}
	return dst
}

func (s *State) lossMoves(dst []rules.Move) []rules.Move {
	b := s.boat()
	if b.Crew >= 2 || b.Load() == b.Crew {
		dst = append(dst, mv(mvLoseCrew, 0, 0, 0))
	}
	for g := range NumGoods {
		if b.Goods[g] > 0 {
			dst = append(dst, mv(mvLoseGood, g, 0, 0))
		}
	}
	return dst
}

func (s *State) turnMoves(dst []rules.Move) []rules.Move { return s.turnMovesOf(dst, allKinds) }

// kindSet is a set of move kinds, a bit each: checking one move lists only
// the moves of its kind (the rollout policy's move is checked every ply).
type kindSet uint64

const allKinds = kindSet(1)<<numKinds - 1

func kind(k int) kindSet { return 1 << k }

// turnMovesOf lists the turn's moves of the kinds in want.
func (s *State) turnMovesOf(dst []rules.Move, want kindSet) []rules.Move {
	b := s.boat()
	if b.At == inWinter {
		if want&(kind(mvLoadCrew)|kind(mvLoadGood)|kind(mvLaunch)) != 0 {
			dst = s.winterMoves(dst)
		}
	} else {
		if !s.b.nodes[b.At].home && want&(kind(mvTrade)|kind(mvRaid)|kind(mvSettle)) != 0 {
			dst = s.taskMoves(dst)
		}
		if want&kind(mvSail) != 0 {
			dst = s.sailMoves(dst)
		}
		if want&kind(mvDraw) != 0 && s.canDraw() {
			dst = append(dst, mv(mvDraw, 0, 0, 0))
		}
		if want&kind(mvWinter) != 0 {
			dst = append(dst, mv(mvWinter, 0, 0, 0))
		}
	}
	if want&(kind(mvPlay)|kind(mvDiscard)) != 0 && s.runesAllowed() {
		dst = s.runeMoves(dst)
	}
	if want&kind(mvEnd) != 0 && !s.Turn.Loaded {
		dst = append(dst, mv(mvEnd, 0, 0, 0))
	}
	return dst
}

func (s *State) daysLeft() int { return DaysPerTurn + s.Turn.Extra - s.Turn.Days }

// winterMoves: loading one crewman or good a day up to the Era's limit
// (a good only with a crewman aboard, so a longboat never holds goods
// without crew), and the free launch to a home port once crew is aboard.
func (s *State) winterMoves(dst []rules.Move) []rules.Move {
	b := s.boat()
	if s.daysLeft() > 0 && b.Load() < LoadLimit[s.Era] {
		if s.Supply[s.Seat] > 0 {
			dst = append(dst, mv(mvLoadCrew, 0, 0, 0))
		}
		for g := range NumGoods {
			if b.Crew > 0 && s.Goods[g] > 0 {
				dst = append(dst, mv(mvLoadGood, g, 0, 0))
			}
		}
	}
	if b.Crew > 0 {
		for _, h := range s.b.homes {
			dst = append(dst, mv(mvLaunch, h, 0, 0))
		}
	}
	return dst
}

func (s *State) sailMoves(dst []rules.Move) []rules.Move {
	if s.daysLeft() <= 0 {
		return dst
	}
	for _, n := range s.b.nodes[s.boat().At].adj {
		if s.canEnter(n) {
			dst = append(dst, mv(mvSail, n, 0, 0))
		}
	}
	return dst
}

// canEnter: a foreign port holds one longboat at most; spaces and home
// ports any number.
func (s *State) canEnter(n int) bool {
	nd := &s.b.nodes[n]
	if !nd.port || nd.home {
		return true
	}
	for i := range s.Boats {
		if i != s.Seat && s.Boats[i].At == n {
			return false
		}
	}
	return true
}

func (s *State) canDraw() bool {
	at := s.boat().At
	return at != inWinter && s.b.nodes[at].home && s.daysLeft() > 0 &&
		len(s.Hands[s.Seat]) < HandLimit && len(s.Runes)+len(s.Discard) > 0
}

// runesAllowed: runes are played and discarded anywhere but a home port.
func (s *State) runesAllowed() bool {
	at := s.boat().At
	return len(s.Hands[s.Seat]) > 0 && (at == inWinter || !s.b.nodes[at].home)
}

func (s *State) taskMoves(dst []rules.Move) []rules.Move {
	at := s.boat().At
	if !s.b.nodes[at].port || s.port(at).Tasked {
		return dst
	}
	for g := range NumGoods {
		if s.canTrade(at, g) {
			dst = append(dst, mv(mvTrade, g, 0, 0))
		}
	}
	if s.canRaid(at) {
		dst = append(dst, mv(mvRaid, 0, 0, 0))
	}
	if s.canSettle(at) {
		for n := 1; n <= min(MaxDice, s.boat().Crew); n++ {
			dst = append(dst, mv(mvSettle, n, 0, 0))
		}
	}
	return dst
}
