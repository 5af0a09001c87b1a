package crownofash

import (
	"fmt"
	"math/rand/v2"

	"embers/rules"
)

type game struct{}

// Game is the Crown of Ash module.
var Game rules.Game = game{}

// Lord names, by place at the table; the AI deck takes the next one.
var lordNames = [MaxLords]string{"Visio", "Nox", "Mors", "Fortis"}

func (game) Info() rules.Info {
	return rules.Info{ID: "crownofash", Name: "Crown of Ash", MinPlayers: 1, MaxPlayers: MaxLords, Secrets: true,
		Options: []rules.Option{
			{ID: "deck", Name: "AI deck", About: "a rival lord played by its own cards; needed alone, possible with two or three",
				Values: []rules.Choice{
					{ID: "none", Name: "None", About: "no AI deck (two to four players)"},
					{ID: "easy", Name: "Easy", About: "it starts in the citadel with a tier I fighter"},
					{ID: "medium", Name: "Medium", About: "it starts in the citadel with a tier II fighter"},
					{ID: "hard", Name: "Hard", About: "it starts in the citadel with a tier III fighter"}}},
			{ID: "clockwise", Name: "Clockwise", About: "turns always go round the table; the lowest score only picks who starts"},
		}}
}

var levels = map[string]int8{"none": 0, "easy": 1, "medium": 2, "hard": 3}

func (g game) New(setup rules.Setup) (rules.State, error) {
	o, err := rules.ParseVariant(g.Info(), setup.Variant)
	if err != nil {
		return nil, err
	}
	level := levels[o.Value("deck", "none")]
	n := setup.Players
	switch {
	case n < 1 || n > MaxLords:
		return nil, fmt.Errorf("crown of ash is for 1 to 4 players, not %d", n)
	case n == 1 && level == 0:
		return nil, fmt.Errorf("a game alone is played against the AI deck: choose deck=easy, deck=medium or deck=hard")
	case n == 4 && level > 0:
		return nil, fmt.Errorf("the AI deck joins games of 1 to 3 players; four players leave it out (deck=none)")
	case setup.Scores != [rules.SetupSeats]int{}:
		return nil, fmt.Errorf("crown of ash is not played as a series; leave the carried scores at zero")
	}
	s := &State{setup: setup, rng: *rand.NewPCG(setup.Seed, 0x63726f776e)}
	s.setUp(int8(n), level, o.On("clockwise"))
	return s, nil
}

// setUp deals the game (rulebook, "Setup"; NOTES CA9).
func (s *State) setUp(seats, level int8, clock bool) {
	c := &s.core
	c.Seats, c.Lords, c.AI, c.Level, c.Clock = seats, seats, none, level, clock
	if level > 0 {
		c.AI, c.Lords = seats, seats+1
	}
	c.Round, c.Viewer, c.Decid = 1, none, none
	c.Fight = battle{Att: none, Def: none, Where: none, Pos: none, AttCard: none, DefCard: none}
	for i := range c.Order {
		c.Order[i], c.Picks[i], c.Fate[i] = none, none, none
	}
	for r := range c.GatherBy {
		c.GatherBy[r], c.CombatBy[r], c.Top[r] = [2]int8{none, none}, [2]int8{none, none}, none
	}
	c.Flank = [2]int8{none, none}
	for i := range c.Display {
		c.Display[i] = none
	}
	for t := range c.Deck {
		for i := range c.Deck[t] {
			c.Deck[t][i] = none
		}
	}
	for i := range c.Stack {
		c.Stack[i] = none
	}
	for i := range c.Ctrl {
		c.Ctrl[i] = none
	}
	r := s.rand()
	s.dealFighters(r)
	s.dealStructures(r)
	s.dealLords(r)
	if c.AI >= 0 { // the AI deck holds the citadel with a fighter of its level's tier
		c.Ctrl[citadel] = c.AI
		c.Def[citadel] = 1 << s.drawFighter(int(level-1))
		c.AIActs = 1<<NumActions - 1
	} else {
		c.King = true
	}
	s.refillDisplay()
	c.Phase = phPlace
	s.beginTurn()
}

// dealFighters shuffles the three tier decks and hands each lord its three
// starting fighters; the colours nobody plays go back to the box.
func (s *State) dealFighters(r *rand.Rand) {
	for id := range NumRaisable {
		t := fighters[id].Tier - 1
		s.Deck[t][s.DeckN[t]] = int8(id)
		s.DeckN[t]++
	}
	for t := range Tiers {
		d := s.Deck[t][:s.DeckN[t]]
		r.Shuffle(len(d), func(i, j int) { d[i], d[j] = d[j], d[i] })
	}
	for id := NumRaisable; id < NumFighters; id++ {
		if l := int8(fighters[id].Colour - 1); l < s.Lords {
			s.Hand[l] |= 1 << id
		} else {
			s.FBox |= 1 << id
		}
	}
}

// dealStructures deals the starting tiles (two each at two lords, one each
// at three or four, the spare back in the box at three) and builds the
// stack: tier I shuffled on top of tier II shuffled; four face up.
func (s *State) dealStructures(r *rand.Rand) {
	start := r.Perm(NumStarting)
	each := 1
	if s.Lords == 2 {
		each = 2
	}
	for i, t := range start {
		l := int8(i / each)
		if l >= s.Lords {
			s.TBox |= 1 << t
			continue
		}
		reg := tiles[t].Region - 1
		s.Built[reg] |= 1 << t
		s.Top[reg], s.Ctrl[reg] = int8(t), l
		s.Def[reg] = 1 << s.weakestStarter(l) // a strength 1 starting fighter defends it
		s.Hand[l] &^= s.Def[reg]
	}
	for tier := 2; tier >= 1; tier-- { // tier II at the bottom
		from := int(s.StackN)
		for t := range NumTiles {
			if tiles[t].Tier == tier {
				s.Stack[s.StackN] = int8(t)
				s.StackN++
			}
		}
		part := s.Stack[from:s.StackN]
		r.Shuffle(len(part), func(i, j int) { part[i], part[j] = part[j], part[i] })
	}
	for i := range s.Row {
		s.Row[i] = s.drawTile()
	}
}

// weakestStarter is a strength 1 starting fighter still in lord l's hand.
func (s *State) weakestStarter(l int8) int {
	for id := NumRaisable; id < NumFighters; id++ {
		if s.Hand[l]&(1<<id) != 0 && fighters[id].Attack == 1 {
			return id
		}
	}
	return NumRaisable // unreachable with the designed starting fighters
}

// dealLords gives each seat 2 gold, a secret Fate card and its combat
// cards and minions, and orders the first round at random (the AI last).
func (s *State) dealLords(r *rand.Rand) {
	fates := r.Perm(NumFates)
	for l := range s.Lords {
		s.Minions[l] = Minions
		s.Cards[l] = cardHand{In: 1<<NumCards - 1, N: NumCards}
		if !s.isAI(l) {
			s.Res[l][Gold] = 2
			s.Fate[l] = int8(fates[l])
		}
	}
	seats := r.Perm(int(s.Seats))
	for i, l := range seats {
		s.Order[i] = int8(l)
	}
	if s.AI >= 0 {
		s.Order[s.Seats] = s.AI
	}
}
