package burnttoashes

import (
	"math/rand/v2"

	"embers/rules"
)

// What each seat may see: its own gold and followers, the stacks it has
// looked at since their last reordering, the dragon tiles it has scouted;
// never the set-aside gold card, the follower deck's order or the
// generator.

func (s *State) known(seat rules.Seat) bool { return seat >= 0 && int(seat) < s.n() }

func (s *State) View(seat rules.Seat) rules.State {
	v := *s
	c := &v.c
	for p := range Provinces {
		if !s.known(seat) || c.Known[p]&bit(int(seat)) == 0 {
			c.Stack[p] = [stackMax]Tile{}
		}
	}
	for o := range s.n() {
		if rules.Seat(o) != seat {
			c.Hand[o], c.Offer[o], c.FHand[o] = [4]int8{}, [4]int8{}, [Kinds]int8{}
			c.Before[o] = [4]int8{}
		}
	}
	c.AsideV = 0
	gathered := s.layingOut()
	for i := range Paths {
		if gathered || !c.Shown[i] && (!s.known(seat) || c.Seen[i]&bit(int(seat)) == 0) {
			c.Slot[i] = 0
		}
	}
	c.FDeck = [FollowerN]int8{}
	c.Viewer = int8(seat)
	v.rng, v.picked = rand.PCG{}, 0
	return &v
}

// Observe hides a face-down choice from the other seats: the value of a
// gold card laid or taken back, the cards the Farmer gives, the order a
// stack is put in.
func (s *State) Observe(m rules.Move, seat rules.Seat) rules.Move {
	if seat == s.ToMove() {
		return m
	}
	kind, a, b, _ := split(m)
	switch kind {
	case mvOffer:
		return mv(kind, hiddenSum, 0, s.offerCards(int(s.ToMove()), a, b))
	case mvFarmer:
		return mv(kind, a, hidden, 0)
	case mvOrder:
		return orderCode.Pack(mvOrder, a, 0, 0)
	}
	_ = b
	return m
}

// Determinize deals again everything seat cannot know, consistent with
// what it can, and reseeds the generator.
func (s *State) Determinize(seat rules.Seat, rng *rand.Rand) rules.State {
	d := *s
	me := -1
	if s.known(seat) && (s.c.Viewer == fullState || s.c.Viewer == int8(seat)) {
		me = int(seat)
	}
	d.dealGold(me, rng)
	d.dealTiles(me, rng)
	d.dealDragon(me, rng)
	d.dealFollowers(me, rng)
	d.c.Viewer = fullState
	d.rng, d.picked = *rand.NewPCG(rng.Uint64(), rng.Uint64()), 0
	return &d
}

func shuffled[T any](pool []T, rng *rand.Rand) []T {
	rng.Shuffle(len(pool), func(i, j int) { pool[i], pool[j] = pool[j], pool[i] })
	return pool
}

// dealGold: the hands and offerings of the others and the set-aside card.
func (s *State) dealGold(me int, rng *rand.Rand) {
	c := &s.c
	if c.Year == 0 {
		return
	}
	left := goldDeck
	for v := range 4 {
		left[v] -= int(c.Discard[v])
		if me >= 0 {
			left[v] -= int(c.Hand[me][v] + c.Offer[me][v])
		}
	}
	var pool []int8
	for v, n := range left {
		for range n {
			pool = append(pool, int8(v))
		}
	}
	pool = shuffled(pool, rng)
	take := func() int8 { v := pool[0]; pool = pool[1:]; return v }
	for o := range s.n() {
		if o == me {
			continue
		}
		c.Hand[o], c.Offer[o] = [4]int8{}, [4]int8{}
		for range c.HandN[o] {
			c.Hand[o][take()]++
		}
		for range c.OfferN[o] {
			c.Offer[o][take()]++
		}
		s.dealBefore(o, rng)
	}
	if c.AsideN > 0 {
		c.AsideV = take()
	}
}

// tileTotals is every tile of the game by kind, the knights and powers
// laid on the stacks at setup included.
func (s *State) tileTotals() [tileKinds]int {
	t := baseTiles
	if s.c.Coop {
		t = coopTiles
	}
	t[Knight] += Provinces
	t[Power] += Paths
	return t
}

// tileRoom holds every tile of the game: 3 a province, a knight on
// each and the paths' powers.
const tileRoom = 4*Provinces + Paths

// dealTiles: every stack seat has not looked at.
func (s *State) dealTiles(me int, rng *rand.Rand) {
	c := &s.c
	left := s.tileTotals()
	for k := range tileKinds {
		left[k] -= int(c.Out[k])
	}
	for p := range Provinces {
		if me >= 0 && c.Known[p]&bit(me) != 0 {
			for _, t := range c.Stack[p][:c.StackN[p]] {
				left[t]--
			}
		}
	}
	var room [tileRoom]Tile // on the stack: the search deals once an iteration
	pool := room[:0]
	for k, n := range left {
		for range n {
			pool = append(pool, Tile(k))
		}
	}
	pool = shuffled(pool, rng)
	for p := range Provinces {
		if me >= 0 && c.Known[p]&bit(me) != 0 {
			continue
		}
		for i := range c.StackN[p] {
			c.Stack[p][i], pool = pool[0], pool[1:]
		}
	}
}

// dealDragon: the face-down dragon tiles seat has not scouted, each
// colour among its own values.
func (s *State) dealDragon(me int, rng *rand.Rand) {
	c := &s.c
	if c.Year == 0 || c.Pawn < 0 && s.allShown() {
		return
	}
	var room [2][Paths]int8
	free := [2][]int8{room[0][:0], room[1][:0]}
	hiddenSlot := func(i int) bool { return !c.Shown[i] && (me < 0 || c.Seen[i]&bit(me) == 0) }
	for _, v := range tileValues(int(c.Year)) {
		used := false
		for i := range Paths {
			if c.Slot[i] == v && !hiddenSlot(i) {
				used = true
			}
		}
		if !used {
			col := 0
			if v >= 5 {
				col = 1
			}
			free[col] = append(free[col], v)
		}
	}
	for col := range free {
		free[col] = shuffled(free[col], rng)
	}
	for i := range Paths {
		if hiddenSlot(i) {
			col := 0
			if c.Red[i] {
				col = 1
			}
			c.Slot[i], free[col] = free[col][0], free[col][1:]
		}
	}
}

// layingOut: the year's tiles are gathered, shuffled and about to be laid
// face down; the regent goes by their colours, never their numbers
// ("Ereignisphase"), so last year's values no longer stand on the spaces.
func (s *State) layingOut() bool {
	t := s.top()
	return t != nil && t.K == tkLayout
}

func (s *State) allShown() bool {
	for _, sh := range s.c.Shown {
		if !sh {
			return false
		}
	}
	return true
}

// dealFollowers: the others' hands and the deck.
func (s *State) dealFollowers(me int, rng *rand.Rand) {
	c := &s.c
	var room [FollowerN]int8
	pool := room[:0]
	for k := range Kinds {
		n := s.unaccounted(k)
		if me >= 0 {
			n -= int(c.FHand[me][k])
		}
		for range n {
			pool = append(pool, int8(k))
		}
	}
	pool = shuffled(pool, rng)
	for o := range s.n() {
		if o == me {
			continue
		}
		c.FHand[o] = [Kinds]int8{}
		for range c.FHandN[o] {
			c.FHand[o][pool[0]]++
			pool = pool[1:]
		}
	}
	c.FDeck = [FollowerN]int8{}
	copy(c.FDeck[:c.FDeckN], pool)
}

// offerCards is how many cards an offering of n gold and blanks takes.
func (s *State) offerCards(seat, n, blanks int) int {
	var avail [4]int
	for v := range 4 {
		avail[v] = int(s.c.Hand[seat][v] + s.c.Offer[seat][v])
	}
	cards, _ := fewest(avail, n)
	return blanks + int(cards[1]+cards[2]+cards[3])
}
