package burnttoashes

import (
	"math/rand/v2"

	"embers/rules"
)

// The rollout policy's buying, ordering, stopping and offering: how a
// playout's rulers use what they know. The policy is what the search's
// playouts play and the first move its widening tries, so a playout that
// plays badly values every position badly. Played alone against the dragon
// from setup, co-op, it wins most games at every count
// (TestRolloutPolicyAgainstTheDragon; the figures in docs/ai.md).

// buyPolicy spends the buy turn's gold, which is lost at its end anyway:
// the top tile of a stack the ruler knows to hold something useful on top
// (a knight, power, a treasure, or gear where a knight stands), else a
// blind top tile, never a known dragon attack or gear with nowhere useful
// to go; with 1 gold, a look at a stack not yet known (put in order best
// first, it makes next year's buys known ones).
func (s *State) buyPolicy(seat int, legal []rules.Move, rng *rand.Rand) (rules.Move, bool) {
	var goodRoom, blindRoom, lookRoom [Provinces]rules.Move
	good, blind, looks := goodRoom[:0], blindRoom[:0], lookRoom[:0]
	for _, m := range legal {
		kind, p, _, _ := split(m)
		known := s.c.Known[p]&bit(seat) != 0
		switch {
		case kind == mvBuy && !known:
			blind = append(blind, m)
		case kind == mvBuy && s.usefulTop(p):
			good = append(good, m)
		case kind == mvLook && !known:
			looks = append(looks, m)
		}
	}
	for _, moves := range [][]rules.Move{good, blind, looks} {
		if len(moves) > 0 {
			return moves[rng.IntN(len(moves))], true
		}
	}
	return mv(mvEnd, 0, 0, 0), true
}

// usefulTop: the top tile of p's stack is worth its 2 gold.
func (s *State) usefulTop(p int) bool {
	switch s.c.Stack[p][s.c.StackN[p]-1] {
	case Knight, Power, Treasure:
		return true
	case Sword, Shield:
		return s.has(p, gKnight)
	}
	return false
}

// bestOrder puts a stack in order best first (knights, power, treasure,
// swords, shields, dragon attacks last), so its owner buys them in that
// order.
func bestOrder(legal []rules.Move) rules.Move {
	best, bestKey := legal[0], -1
	for _, m := range legal {
		if k, _, _, _ := split(m); k != mvOrder {
			continue
		}
		_, tiles := orderOf(m)
		key := 0
		for _, t := range tiles {
			key = key*10 + tileRank[t]
		}
		if bestKey < 0 || key < bestKey {
			best, bestKey = m, key
		}
	}
	return best
}

// stopOrGoOn stops a fight on a shield when the fight's odds say a draw is
// worth more than going on (fightOutlook, with the fighter free to stop,
// gives a sure draw exactly then).
func (s *State) stopOrGoOn() rules.Move {
	if s.fightOutlook() == (fightOdds{draw: 1}) {
		return mv(mvStop, 0, 0, 0)
	}
	return mv(mvOn, 0, 0, 0)
}

// knightInFront: the first province the dragon would strike on the pawn's
// path (its first one not burnt) has a knight. The dragon is hit only by
// knights it attacks, so the policy then lets every attack come (holding
// the tile off instead won far fewer games: docs/ai.md).
func (s *State) knightInFront() bool {
	for q := range PathLen {
		if p := int(s.c.Pawn)*PathLen + q; !s.c.Lost[p] {
			return s.has(p, gKnight)
		}
	}
	return false
}
