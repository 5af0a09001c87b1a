package crownofash

// Odds is what a lord about to lay a combat card can know of the battle:
// both sides' strength before the cards (the fighters, their kind bonus
// and the citadel position's modifier), and its chance to win with each
// card in its hand (players-ask: "your chance with each card").
type Odds struct {
	Mine, Theirs int               // the strengths before the cards
	Hand         uint8             // bit c: card c is in the lord's hand
	Win          [NumCards]float64 // the chance to win with card c (0 for a card not in hand)
	TheirCards   uint8             // bit c: the other side may play card c (0: it plays none)
}

// CardOdds is the odds of the lord to lay a combat card now; ok is false
// when no one lays one. It reads only what that lord knows, so it gives
// the same on the lord's own view as on the whole state: the other side's
// card is taken as any card but the top of its discards, each equally
// likely (mayPlay); a die card rolls 1-6 each
// equally likely; the defender wins ties (rulebook, "Combat Outcome").
func (s *State) CardOdds() (o Odds, ok bool) {
	if s.Phase != phCardAtt && s.Phase != phCardDef {
		return o, false
	}
	f := s.Fight
	att, def := s.bases()
	attacking := s.Phase == phCardAtt
	me, them := f.Att, f.Def
	o.Mine, o.Theirs = att, def
	if !attacking {
		me, them = f.Def, f.Att
		o.Mine, o.Theirs = def, att
	}
	o.Hand = s.Cards[me].In
	if them != kingLord {
		o.TheirCards = s.mayPlay(them)
	}
	for c := range NumCards {
		if o.Hand&(1<<c) != 0 {
			o.Win[c] = winChance(o.Mine, o.Theirs, c, o.TheirCards, attacking)
		}
	}
	return o, true
}

// mayPlay is the cards lord l may lay, as the other side knows them: any
// card but the one on top of its discards (those under it lie hidden, and
// a card laid face down is not yet shown), each as likely. Its hand is
// hidden from the other side even where the whole state is read.
func (s *State) mayPlay(l int8) uint8 {
	h := s.Cards[l]
	all := uint8(1<<NumCards - 1)
	if top := h.DiscN - 1; top >= 0 && h.Disc[top] >= 0 && h.Disc[top] < NumCards {
		all &^= 1 << h.Disc[top]
	}
	return all
}

// winChance is the chance that a side of strength mine, laying card c,
// beats a side of strength theirs laying any card of theirCards (none when
// empty), each as likely; attacking says whether mine attacks (the
// defender wins ties).
func winChance(mine, theirs, c int, theirCards uint8, attacking bool) float64 {
	beats := func(a, b int) bool {
		if attacking {
			return a > b
		}
		return a >= b
	}
	mineVals := cardValues(c)
	var theirVals [][]int
	for d := range NumCards {
		if theirCards&(1<<d) != 0 {
			theirVals = append(theirVals, cardValues(d))
		}
	}
	if len(theirVals) == 0 {
		theirVals = [][]int{{0}}
	}
	var p float64
	for _, tv := range theirVals {
		wins := 0
		for _, m := range mineVals {
			for _, t := range tv {
				if beats(mine+m, theirs+t) {
					wins++
				}
			}
		}
		p += float64(wins) / float64(len(mineVals)*len(tv))
	}
	return p / float64(len(theirVals))
}

// cardValues is what card c may add, each as likely: its value, or the
// die card's six faces.
func cardValues(c int) []int {
	if combatCards[c].Die {
		return []int{1, 2, 3, 4, 5, 6}
	}
	return []int{combatCards[c].Value}
}
