package crownofash

// A battle in progress is judged by both of its endings: the evaluation of
// a position in the middle of a combat weighs the board after the attacker
// wins and after the defender wins by the attacker's chance, and adds each
// side's expected card reward. Without it a one-ply look sees only the
// attackers leaving the hand and the card spent, and never starts a battle.

// cardOdds is a side's possible card bonuses: weight by value 0-6.
type cardOdds [7]float64

// sideCards is what lord l's card in the battle may be: card c when it is
// known, else each card it could be, equally likely (the cards in hand
// while none is laid; the cards neither in hand nor discarded while a laid
// card is face down in this view). The King, and a region no lord holds,
// play none: card 0 adds nothing.
func (s *State) sideCards(l, c int8) (cards [NumCards]float64) {
	switch {
	case l == kingLord || l < 0:
		cards[0] = 1
		return cards
	case c >= 0 && int(c) < NumCards:
		cards[c] = 1
		return cards
	}
	h := s.Cards[l]
	could := uint8(h.In)
	if c == hiddenCard {
		could = 1<<NumCards - 1
		could &^= h.In
		for i := range h.DiscN {
			could &^= 1 << h.Disc[i]
		}
	}
	n := 0
	for k := range NumCards {
		if could&(1<<k) != 0 {
			n++
		}
	}
	for k := range NumCards {
		if could&(1<<k) != 0 {
			cards[k] = 1 / float64(n)
		}
	}
	return cards
}

// bonus is the distribution of what card k adds (cardValues, each as
// likely), or the die's roll once it is known.
func bonus(k int, die int8) (o cardOdds) {
	if combatCards[k].Die && die > 0 {
		o[die] = 1
		return o
	}
	vals := cardValues(k)
	for _, v := range vals {
		o[v] += 1 / float64(len(vals))
	}
	return o
}

// itemsVP is what a reward's items are worth on the evaluation's scale.
func itemsVP(items []int) float64 {
	v := 0.0
	for _, it := range items {
		switch it {
		case itemVP:
			v++
		case Gold:
			v += 0.65
		default:
			v += 0.5
		}
	}
	return v
}

// battleOutlook is the battle's chance for the attacker and each side's
// expected card reward in VP.
func (s *State) battleOutlook() (win, attReward, defReward float64) {
	f := s.Fight
	attBase, defBase := s.bases()
	ac, dc := s.sideCards(f.Att, f.AttCard), s.sideCards(f.Def, f.DefCard)
	noCard := f.Def == kingLord || f.Def < 0
	for a := range NumCards {
		ab := bonus(a, f.AttDie)
		for d := range NumCards {
			w := ac[a] * dc[d]
			if w == 0 {
				continue
			}
			db := bonus(d, f.DefDie)
			p := 0.0 // the attacker wins: strictly more
			for x, px := range ab {
				for y, py := range db {
					if attBase+x > defBase+y {
						p += px * py
					}
				}
			}
			win += w * p
			attReward += w * (p*itemsVP(combatCards[a].Win) + (1-p)*itemsVP(combatCards[a].Lose))
			if !noCard {
				defReward += w * ((1-p)*itemsVP(combatCards[d].Win) + p*itemsVP(combatCards[d].Lose))
			}
		}
	}
	return win, attReward, defReward
}

// battleEstimates fills est with each lord's expected final VP while a
// battle is under way: the two endings weighed by the attacker's chance.
func (s *State) battleEstimates(est *[MaxLords]float64) {
	f := s.Fight
	win, attR, defR := s.battleOutlook()
	won, lost := *s, *s
	won.toGrave(f.Def, won.Def[f.Where])
	won.Def[f.Where], won.Table = won.Table, 0
	won.Ctrl[f.Where] = f.Att
	if f.Def == kingLord {
		won.King = false
	}
	lost.toGrave(f.Att, lost.Table)
	lost.Table = 0
	won.Fight.On, lost.Fight.On = false, false
	for l := range s.Lords {
		est[l] = win*won.expectedVP(l) + (1-win)*lost.expectedVP(l)
	}
	if f.Att >= 0 {
		est[f.Att] += attR
	}
	if f.Def >= 0 {
		est[f.Def] += defR
	}
}
