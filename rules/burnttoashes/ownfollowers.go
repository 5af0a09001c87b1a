package burnttoashes

import (
	"fmt"
	"strings"

	"embers/rules"
)

// The followers a ruler plays in their own turn: in the buy phase the
// Agitator, Moneylender, Merchant, Travelling Trader and Traitor; in the
// offering the Scout and the Farmer (docs, "Followers").

func (s *State) buyFollowerLegal(dst []rules.Move, seat, gold int) []rules.Move {
	c := &s.c
	if s.holds(seat, Agitator) && c.Agit&bit(seat) == 0 {
		for k := range Kinds {
			for i, d := range c.Display {
				if k != Agitator && s.holds(seat, k) && d >= 0 {
					dst = append(dst, mv(mvAgitator, k, i, 0))
				}
			}
		}
	}
	if s.holds(seat, Lender) && c.Discard[1]+c.Discard[2]+c.Discard[3] > 0 {
		dst = append(dst, mv(mvLender, 0, 0, 0))
	}
	if s.holds(seat, Merchant) {
		dst = s.merchantLegal(dst, seat)
	}
	if s.holds(seat, Trader) {
		stacked := func(p int) bool { return c.StackN[p] > 0 }
		if gold >= 1 {
			dst = s.ownLegal(dst, mvTraderBuy, seat, stacked)
		}
		dst = s.ownLegal(dst, mvTraderLook, seat, stacked)
	}
	if s.holds(seat, Traitor) {
		dst = s.traitorLegal(dst, seat)
	}
	return dst
}

// merchantLegal: one of your stacks for another province's; two of your
// own are named once.
func (s *State) merchantLegal(dst []rules.Move, seat int) []rules.Move {
	for p := range Provinces {
		if !s.owns(seat, p) {
			continue
		}
		for q := range Provinces {
			if q == p || s.c.Lost[q] || s.c.StackN[p]+s.c.StackN[q] == 0 || (s.owns(seat, q) && q < p) {
				continue
			}
			dst = append(dst, mv(mvMerchant, p, q, 0))
		}
	}
	return dst
}

// traitorLegal: another ruler's knight, sword or shield, where you have a
// province free for it.
func (s *State) traitorLegal(dst []rules.Move, seat int) []rules.Move {
	for _, tile := range [...]Tile{Knight, Sword, Shield} {
		if !s.placeable(seat, tile) {
			continue
		}
		for q := range Provinces {
			if s.c.Owner[q] >= 0 && int(s.c.Owner[q]) != seat && s.has(q, tileGuard[tile]) {
				dst = append(dst, mv(mvTraitor, q, int(tile), 0))
			}
		}
	}
	return dst
}

func (s *State) agitator(seat, k, i int, log *rules.Recorder) {
	c := &s.c
	took := c.Display[i]
	c.FHand[seat][k]--
	c.FHand[seat][took]++
	c.Display[i] = int8(k)
	c.Agit |= bit(seat)
	c.Gained = true
	if log != nil {
		log.Add(EvAgitatorPlayed, "agitator", rules.Seat(seat), fmt.Sprintf("%s's Agitator swaps their %s for the face-up %s", who(seat), followers[k].Name, followers[took].Name),
			AgitatorPlayed{Seat: rules.Seat(seat), Slot: i, Gave: k, Took: int(took)}, dispPlace[i])
	}
}

func (s *State) lender(seat int, log *rules.Recorder) {
	c := &s.c
	s.spend(seat, Lender)
	took := 0
	for v := 3; v >= 1 && took < 2; {
		if c.Discard[v] == 0 {
			v--
			continue
		}
		c.Discard[v]--
		c.Hand[seat][v]++
		c.HandN[seat]++
		took++
		if log != nil {
			log.Add(EvLenderLent, "lender", rules.Seat(seat), fmt.Sprintf("The Moneylender lends %s a %s from the discard pile", who(seat), cardWord(v)), GoldCard{Seat: rules.Seat(seat), Value: v}, plDiscard, plGold)
		}
	}
	c.Debt[seat] += int8(took)
}

func (s *State) merchant(seat, p, q int, log *rules.Recorder) {
	c := &s.c
	s.spend(seat, Merchant)
	c.Stack[p], c.Stack[q] = c.Stack[q], c.Stack[p]
	c.StackN[p], c.StackN[q] = c.StackN[q], c.StackN[p]
	c.Known[p], c.Known[q] = c.Known[q], c.Known[p]
	if log != nil {
		log.Add(EvMerchantPlayed, "merchant", rules.Seat(seat), fmt.Sprintf("%s's Merchant swaps the stacks of %s and %s", who(seat), provinceName[p], provinceName[q]),
			MerchantPlayed{Seat: rules.Seat(seat), A: p, B: q}, pp(p), pp(q))
	}
}

func (s *State) traitor(seat, q int, tile Tile, log *rules.Recorder) {
	s.spend(seat, Traitor)
	s.c.Guard[q] &^= tileGuard[tile]
	if log != nil {
		log.Add(EvTraitorPlayed, "traitor", rules.Seat(seat), fmt.Sprintf("%s's Traitor takes the %s from %s", who(seat), tileNames[tile], provinceName[q]), TilePlaced{Seat: rules.Seat(seat), Province: q, Tile: tile}, pp(q))
	}
	s.push(task{K: tkPlace, Seat: int8(seat), A: int8(tile)})
}

// scout shows the seat every dragon tile still face down.
func (s *State) scout(seat int, log *rules.Recorder) {
	c := &s.c
	s.spend(seat, Scout)
	var seen []string
	var tiles [Paths]int
	for i := range Paths {
		if !c.Shown[i] {
			c.Seen[i] |= bit(seat)
			if log != nil {
				seen = append(seen, fmt.Sprintf("%d on %s", c.Slot[i], pathName[i]))
				tiles[i] = int(c.Slot[i])
			}
		}
	}
	if log != nil {
		log.Secret(EvScoutPlayed, "scout", rules.Seat(seat), fmt.Sprintf("%s's Scout looks at the face-down dragon tiles", who(seat)), Scouted{Seat: rules.Seat(seat)},
			fmt.Sprintf("%s's Scout sees what the face-down dragon tiles show: %s", who(seat), andList(seen)), Scouted{Seat: rules.Seat(seat), Tiles: tiles},
			spacePlace[0], spacePlace[1], spacePlace[2], spacePlace[3])
	}
}

// andList joins words as a sentence does: "a", "a and b", "a, b and c".
func andList(words []string) string {
	if n := len(words); n > 1 {
		return strings.Join(words[:n-1], ", ") + " and " + words[n-1]
	}
	return strings.Join(words, "")
}

// farmerLegal: up to two of your gold cards (by value) for as many drawn
// blind from another ruler holding gold.
func (s *State) farmerLegal(dst []rules.Move, seat int) []rules.Move {
	h := s.c.Hand[seat]
	for t := range s.n() {
		if t == seat || s.c.HandN[t] == 0 {
			continue
		}
		for a := range 4 {
			if h[a] == 0 {
				continue
			}
			dst = append(dst, mv(mvFarmer, t, a, none))
			for b := a; b < 4; b++ {
				if h[b] > 0 && (b != a || h[a] > 1) {
					dst = append(dst, mv(mvFarmer, t, a, b))
				}
			}
		}
	}
	return dst
}

func (s *State) farmer(seat, t, a, b int, log *rules.Recorder) {
	c := &s.c
	s.spend(seat, Farmer)
	give := []int{a}
	if b != none {
		give = append(give, b)
	}
	r := s.r()
	var got []int
	for range give {
		if c.HandN[t] == 0 {
			break
		}
		x := r.IntN(int(c.HandN[t]))
		for v := range 4 {
			if x -= int(c.Hand[t][v]); x < 0 {
				c.Hand[t][v]--
				c.HandN[t]--
				got = append(got, v)
				break
			}
		}
	}
	for _, v := range give {
		c.Hand[seat][v]--
		c.HandN[seat]--
		c.Hand[t][v]++
		c.HandN[t]++
	}
	for _, v := range got {
		c.Hand[seat][v]++
		c.HandN[seat]++
	}
	s.goldMoved() // the round's record may no longer fit (offerround.go)
	if log != nil {
		public := Farmed{Seat: rules.Seat(seat), With: rules.Seat(t), Cards: len(give)}
		own := public
		own.Gave, own.Got = give, got
		log.Secret(EvFarmerPlayed, "farmer", rules.Seat(seat), fmt.Sprintf("%s's Farmer swaps %s with %s", who(seat), plural(len(give), "gold card", "gold cards"), who(t)), public,
			fmt.Sprintf("%s's Farmer gives %v and draws %v from %s", who(seat), give, got, who(t)), own, plGold)
	}
}
