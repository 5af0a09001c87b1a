package burnttoashes

import "sync"

// A fight under way is judged by how it can still end: the knight's
// chance to win, draw (stopping on a shield) and fall, from the cards left
// in the fight's deck and those shown, for the knight's gear. Without it a
// one-ply look sees a power spent and nothing gained, and never spends one.

// fightOdds are the chances of a fight's three endings.
type fightOdds struct{ win, draw, fall float64 }

// drawWorth is what a draw is worth against a win (1) and a fall (0) when
// a fighter with a shield decides whether to stop: the knight lives, the
// dragon takes no hit (the evaluation's weights of a knight and a hit).
const drawWorth = 0.4

// outlook is everything a fight's odds depend on.
type outlook struct {
	deck, shown            [cardKinds]int8
	sword, shield, mayStop bool
}

// outlooks remembers the odds of the fights met. The search judges the
// same few fight positions thousands of times a decision, and a
// position's odds never change; searches run side by side, hence the
// lock. The positions a game can reach are few, so the cap is a mere
// safety net.
var outlooks = struct {
	sync.RWMutex
	m map[outlook]fightOdds
}{m: map[outlook]fightOdds{}}

const outlooksCap = 1 << 16

// fightOutlook is the fight's odds from here, the fighter stopping on a
// shield when that is worth more than going on, and spending no power.
func (s *State) fightOutlook() fightOdds {
	c := &s.c
	p := int(c.FightP)
	t := s.top()
	key := outlook{deck: c.Deck, shown: c.Shown4, sword: s.armed(p, gSword), shield: s.armed(p, gShield),
		mayStop: t != nil && t.K == tkCombat && t.B == combatStop}
	outlooks.RLock()
	o, ok := outlooks.m[key]
	outlooks.RUnlock()
	if ok {
		return o
	}
	o = key.odds()
	outlooks.Lock()
	if len(outlooks.m) >= outlooksCap {
		clear(outlooks.m)
	}
	outlooks.m[key] = o
	outlooks.Unlock()
	return o
}

// odds works the fight out card by card.
func (f outlook) odds() fightOdds {
	sword, shield := f.sword, f.shield
	memo := map[[2][cardKinds]int8]fightOdds{}
	var from func(deck, shown [cardKinds]int8, mayStop bool) fightOdds
	from = func(deck, shown [cardKinds]int8, mayStop bool) fightOdds {
		switch {
		case shown[CardDragon] >= 3:
			return fightOdds{fall: 1}
		case shown[CardKnight] >= 3 || sword && shown[CardSword] >= 3:
			return fightOdds{win: 1}
		}
		key := [2][cardKinds]int8{deck, shown}
		if mayStop {
			key[0][CardShield] |= 64
		}
		if o, ok := memo[key]; ok {
			return o
		}
		total := 0
		for _, n := range deck {
			total += int(n)
		}
		var o fightOdds
		if total == 0 {
			o = fightOdds{draw: 1} // never reached with 36 cards; safe
		}
		for k, n := range deck {
			if n == 0 {
				continue
			}
			d, sh := deck, shown
			d[k]--
			sh[k]++
			next := from(d, sh, k == CardShield && sh[CardShield] >= 3 && shield)
			w := float64(n) / float64(total)
			o.win += w * next.win
			o.draw += w * next.draw
			o.fall += w * next.fall
		}
		if mayStop && drawWorth > o.win+drawWorth*o.draw {
			o = fightOdds{draw: 1}
		}
		memo[key] = o
		return o
	}
	return from(f.deck, f.shown, f.mayStop)
}

// fighting reports whether a fight's cards are being turned now.
func (s *State) fighting() bool {
	if s.c.FightP < 0 {
		return false
	}
	for _, t := range s.c.Agenda[:s.c.AgendaN] {
		if t.K == tkCombat {
			return true
		}
	}
	return false
}
