package crownofash

import (
	"math/rand/v2"

	"embers/rules"
)

// View hides what seat may not know: the order of the tier decks and the
// structure stack (the stack's tile backs show their tier), the other
// seats' Fate cards (until the game is over: they are shown to be
// scored), every other lord's combat cards in hand and under the top
// discard (the AI deck's are hidden from everyone), a combat card laid
// face down by someone else, and the generator. Fighters in hand are
// public: every one came from the open display or a starting deal.
func (s *State) View(seat rules.Seat) rules.State {
	c := *s
	c.rng = rand.PCG{}
	c.Mask, c.Viewer = true, int8(seat)
	if !rules.IsSeat(seat) {
		c.Viewer = -1
	}
	for t := range Tiers {
		for i := range c.DeckN[t] {
			c.Deck[t][i] = hiddenFtr
		}
	}
	for i := range c.StackN {
		c.Stack[i] = hiddenTile + int8(stackTier(c.Stack[i]))
	}
	for l := range c.Lords {
		if l == c.Viewer {
			continue
		}
		if c.Fate[l] >= 0 && s.Phase != phOver { // the Fate cards are shown at the end
			c.Fate[l] = hiddenFate
		}
		h := &c.Cards[l]
		h.In, h.Hidden = 0, true
		for i := 0; i < int(h.DiscN)-1; i++ {
			h.Disc[i] = hiddenCard
		}
		if s.faceDown(l) {
			if l == c.Fight.Att {
				c.Fight.AttCard = hiddenCard
			} else {
				c.Fight.DefCard = hiddenCard
			}
		}
	}
	return &c
}

// stackTier is the tier of a stack entry, hidden or not.
func stackTier(t int8) int {
	if t >= hiddenTile {
		return int(t - hiddenTile)
	}
	return tiles[t].Tier
}

// faceDown reports whether lord l's combat card lies face down, not yet
// shown.
func (s *State) faceDown(l int8) bool {
	f := s.Fight
	if !f.On || (s.Phase != phCardDef && s.Phase != phAICard) {
		return false
	}
	return (l == f.Att && f.AttCard != none) || (l == f.Def && f.DefCard != none)
}

// Determinize deals again everything seat cannot see, consistently with
// what it can: the decks' and the stack's order, the other Fate cards, the
// other lords' combat cards, and the generator.
func (s *State) Determinize(seat rules.Seat, rng *rand.Rand) rules.State {
	c := *s
	me := int8(-1)
	if rules.IsSeat(seat) && int(seat) < int(s.Seats) {
		me = int8(seat)
	}
	c.dealDecks(rng)
	c.dealStack(rng)
	c.dealFates(me, rng)
	for l := range c.Lords {
		if l != me {
			c.dealCards(l, rng)
		}
	}
	c.rng = *rand.NewPCG(rng.Uint64(), rng.Uint64())
	c.Mask, c.Viewer = false, none
	return &c
}

// seenFighters are the fighters outside the tier decks.
func (s *State) seenFighters() uint64 {
	g := s.Table | s.FBox
	for l := range s.Lords {
		g |= s.Hand[l] | s.Grave[l]
	}
	for _, d := range s.Def {
		g |= d
	}
	for _, id := range s.Display {
		if id >= 0 {
			g |= 1 << id
		}
	}
	return g
}

func (s *State) dealDecks(rng *rand.Rand) {
	seen := s.seenFighters()
	for t := range Tiers {
		var pool [8]int8
		n := 0
		for id := range NumRaisable {
			if fighters[id].Tier-1 == t && seen&(1<<id) == 0 {
				pool[n] = int8(id)
				n++
			}
		}
		rng.Shuffle(n, func(i, j int) { pool[i], pool[j] = pool[j], pool[i] })
		copy(s.Deck[t][:s.DeckN[t]], pool[:n])
	}
}

func (s *State) dealStack(rng *rand.Rand) {
	seen := s.Aside | s.TBox
	for _, t := range s.Row {
		if t >= 0 {
			seen |= 1 << t
		}
	}
	for _, b := range s.Built {
		seen |= b
	}
	for tier := 1; tier <= 2; tier++ {
		var pool [NumTiles]int8
		n := 0
		for t := range NumTiles {
			if tiles[t].Tier == tier && seen&(1<<t) == 0 {
				pool[n] = int8(t)
				n++
			}
		}
		rng.Shuffle(n, func(i, j int) { pool[i], pool[j] = pool[j], pool[i] })
		for i := range s.StackN {
			if stackTier(s.Stack[i]) == tier && n > 0 {
				n--
				s.Stack[i] = pool[n]
			}
		}
	}
}

func (s *State) dealFates(me int8, rng *rand.Rand) {
	if s.Phase == phOver { // shown to every seat at the end (View): nothing to guess
		return
	}
	var pool [NumFates]int8
	n := 0
	for f := range NumFates {
		if me < 0 || int(s.Fate[me]) != f {
			pool[n] = int8(f)
			n++
		}
	}
	rng.Shuffle(n, func(i, j int) { pool[i], pool[j] = pool[j], pool[i] })
	for l := range s.Lords {
		if l != me && s.Fate[l] != none {
			n--
			s.Fate[l] = pool[n]
		}
	}
}

// dealCards deals lord l's unseen combat cards: a face-down card in the
// battle, the hand, and the discards under the top one.
func (s *State) dealCards(l int8, rng *rand.Rand) {
	h := &s.Cards[l]
	var pool [NumCards]int8
	n := 0
	for c := range NumCards {
		if h.DiscN == 0 || int(h.Disc[h.DiscN-1]) != c {
			pool[n] = int8(c)
			n++
		}
	}
	rng.Shuffle(n, func(i, j int) { pool[i], pool[j] = pool[j], pool[i] })
	if s.faceDown(l) {
		n--
		if l == s.Fight.Att {
			s.Fight.AttCard = pool[n]
		} else {
			s.Fight.DefCard = pool[n]
		}
	}
	h.In = 0
	for range h.N {
		n--
		h.In |= 1 << pool[n]
	}
	for i := 0; i < int(h.DiscN)-1; i++ {
		n--
		h.Disc[i] = pool[n]
	}
	h.Hidden = false
}

// Observe hides a combat card laid face down from every other seat.
func (s *State) Observe(m rules.Move, seat rules.Seat) rules.Move {
	if kind, _, _, _ := unpack(m); kind == mvCard && seat != s.ToMove() {
		return Card(hiddenCard)
	}
	return m
}

// RoundStart takes the attacker's face-down card back when the defender
// is to answer it, so a search decides both as the table does
// (rules.Simultaneous).
func (s *State) RoundStart() (rules.State, bool) {
	if s.Phase != phCardDef || s.Fight.AttCard == none || s.isAI(s.Fight.Att) {
		return nil, false
	}
	c := *s
	h := &c.Cards[c.Fight.Att]
	if c.Fight.AttCard != hiddenCard {
		h.In |= 1 << c.Fight.AttCard
	}
	h.N++
	c.Fight.AttCard = none
	c.Phase = phCardAtt
	return &c, true
}
