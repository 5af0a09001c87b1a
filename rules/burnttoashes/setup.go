package burnttoashes

import (
	"fmt"
	"math/rand/v2"

	"embers/rules"
)

// Game is Burnt to Ashes.
var Game rules.Game = game{}

type game struct{}

func (game) Info() rules.Info {
	return rules.Info{ID: "burnttoashes", Name: "Burnt to Ashes", MinPlayers: 1, MaxPlayers: MaxPlayers, Secrets: true,
		Options: []rules.Option{
			{ID: "mode", Name: "Mode", About: "play as one team, or as rival rulers who can still all lose", Values: []rules.Choice{
				{ID: "coop", Name: "Together", About: "the table scores as one team against the dragon"},
				{ID: "semi", Name: "Rivals", About: "slay the dragon together; the most powerful ruler is crowned"}}},
			{ID: "start", Name: "Start help", About: "every ruler begins with a knight and a power (in co-op each costs 4 points)"},
		}}
}

// quota is how many provinces a seat claims ("Der Spielaufbau"): 24 shared
// evenly, but at five players the regent takes four and the others five.
func quota(players, seat, regent int) int {
	if players == 5 {
		if seat == regent {
			return 4
		}
		return 5
	}
	return Provinces / players
}

func (g game) New(setup rules.Setup) (rules.State, error) {
	if setup.Players < 1 || setup.Players > MaxPlayers {
		return nil, fmt.Errorf("burnt to ashes is for 1 to %d players, not %d", MaxPlayers, setup.Players)
	}
	o, err := rules.ParseVariant(g.Info(), setup.Variant)
	if err != nil {
		return nil, err
	}
	if setup.Scores != ([rules.SetupSeats]int{}) {
		return nil, fmt.Errorf("burnt to ashes is not played as a series; leave the carried scores at zero")
	}
	coop := o.Value("mode", "coop") == "coop"
	if !coop && setup.Players == 1 {
		return nil, fmt.Errorf("a ruler alone plays together against the dragon: choose mode=coop for one player")
	}
	s := &State{setup: setup, rng: *rand.NewPCG(setup.Seed, 0x6173686573)}
	s.deal(coop, o.On("start"))
	s.advance(nil)
	return s, nil
}

// deal lays out the board ("Der Spielaufbau"): the stacks, the followers,
// the dragon, and the claims to come.
func (s *State) deal(coop, startHelp bool) {
	c := &s.c
	c.Players, c.Coop, c.StartHelp, c.Year = int8(s.setup.Players), coop, startHelp, 0
	c.Pawn, c.Victor, c.Winner, c.FightP, c.Last, c.Decoy, c.Top, c.SageTo = -1, -1, -1, -1, -1, -1, -1, -1
	c.Viewer = fullState
	for p := range Provinces {
		c.Owner[p] = -1
	}
	s.buildStacks()
	s.buildFollowers()
	for seat := range s.n() {
		c.Quota[seat] = int8(quota(s.n(), seat, 0))
	}
	// claims go round from the regent's left until every province is taken
	seat := s.next(0)
	var claims []task
	for range Provinces {
		for c.Quota[seat] == 0 || countClaims(claims, seat) >= int(c.Quota[seat]) {
			seat = s.next(seat)
		}
		claims = append(claims, task{K: tkClaim, Seat: int8(seat)})
		seat = s.next(seat)
	}
	var after []task
	if startHelp {
		for i := range s.n() {
			c.Power[i] = 1
			after = append(after, task{K: tkStartKnight, Seat: int8(i)})
		}
	}
	for i := range s.n() {
		after = append(after, task{K: tkPeek, Seat: int8(i), A: 2})
	}
	after = append(after, task{K: tkSetupEnd}, task{K: tkYear})
	s.push(append(claims, after...)...)
}

func countClaims(ts []task, seat int) int {
	n := 0
	for _, t := range ts {
		if int(t.Seat) == seat {
			n++
		}
	}
	return n
}

// buildStacks shuffles the 72 tiles three to a province, tops each stack
// with a knight, and lays a power tile on top at the four path entries.
func (s *State) buildStacks() {
	counts := baseTiles
	if s.c.Coop {
		counts = coopTiles
	}
	var pool []Tile
	for k, n := range counts {
		for range n {
			pool = append(pool, Tile(k))
		}
	}
	r := s.r()
	r.Shuffle(len(pool), func(i, j int) { pool[i], pool[j] = pool[j], pool[i] })
	for p := range Provinces {
		copy(s.c.Stack[p][:3], pool[3*p:3*p+3])
		s.c.Stack[p][3] = Knight
		s.c.StackN[p] = 4
		if _, pos := pathOf(p); pos == 0 {
			s.c.Stack[p][4] = Power
			s.c.StackN[p] = 5
		}
	}
}

// buildFollowers shuffles the 30 followers (without the Farmer, Monks and
// Sage alone), deals one to each ruler (two to the regent at five) and
// lays three face up.
func (s *State) buildFollowers() {
	c := &s.c
	for k := range Kinds {
		if s.n() == 1 && soloOut(k) {
			c.FOut[k] = 2
			continue
		}
		c.FDeck[c.FDeckN], c.FDeck[c.FDeckN+1] = int8(k), int8(k)
		c.FDeckN += 2
	}
	r := s.r()
	r.Shuffle(int(c.FDeckN), func(i, j int) { c.FDeck[i], c.FDeck[j] = c.FDeck[j], c.FDeck[i] })
	for seat := range s.n() {
		s.drawFollower(seat)
		if s.n() == 5 && seat == 0 {
			s.drawFollower(seat)
		}
	}
	for i := range displaySize {
		c.Display[i] = s.popFollower()
	}
}

// soloOut: the Farmer, the Monks and the Sage need another ruler.
func soloOut(k int) bool { return k == Farmer || k == Monks || k == Sage }

func (s *State) popFollower() int8 {
	if s.c.FDeckN == 0 {
		return -1
	}
	s.c.FDeckN--
	k := s.c.FDeck[s.c.FDeckN]
	s.c.FDeck[s.c.FDeckN] = 0
	return k
}

func (s *State) drawFollower(seat int) int8 {
	k := s.popFollower()
	if k >= 0 {
		s.c.FHand[seat][k]++
		s.c.FHandN[seat]++
	}
	return k
}
