package testgames

import (
	"fmt"
	"math/rand/v2"

	"embers/rules"
)

// Brigade is a co-operative bucket brigade for 1-4 players against a rival
// that is not a seat: the fire. A street of five houses burns. Each turn
// chance rolls the fire die (the outcome is a move, "die 3"): a face 1-5
// threatens that house, a six is calm. Every other seat holding a card is
// asked in turn, in a reaction window, whether to play a shield (the house
// is spared) or pass; if nobody shields, the house burns hotter, and a house
// that was burning already throws sparks to the next one. Then the seat
// whose turn it is douses a house (fire -1), throws a water card (fire out)
// or draws a card (a hand holds two). Hands are secret; their sizes are not.
// Three burnt houses and the fire wins: everyone loses. After four rounds
// (at least eight turns) the team scores 3 - fire for each house standing,
// and that score is every seat's reward: 12 of 15 beats 6.
//
// Options: start=fierce lights all five houses at the start (the default,
// calm, lights houses 2 to 4); wind makes a six fan the fiercest house.
var Brigade rules.Game = brigadeGame{}

const (
	houses      = 5 // numbered 1..houses
	burnt       = 3 // a house at this fire level has burnt down
	fireWins    = 3 // burnt houses that make the fire win
	handLimit   = 2 // cards a seat may hold
	eachKind    = 6 // shields and water cards in the deck
	deckSize    = 2 * eachKind
	teamMax     = houses * burnt // the best team score: every house cold
	brigadeMaxN = 4
)

// Card kinds. cardHidden is a card whose kind the viewer cannot know.
const (
	cardHidden uint8 = 0
	cardShield uint8 = 1
	cardWater  uint8 = 2
)

// Brigade moves. A die outcome is moveDie+face, a house move is its base
// plus the house number.
const (
	BrigadePass   rules.Move = 1
	BrigadeShield rules.Move = 2
	BrigadeDraw   rules.Move = 3
	BrigadeWait   rules.Move = 4
	moveDie       rules.Move = 10 // die 1..6: 11..16
	moveDouse     rules.Move = 20 // douse h: 21..25
	moveWater     rules.Move = 30 // water h: 31..35
)

// Die is the move that forces the fire die to show face (1-6).
func Die(face int) rules.Move { return moveDie + rules.Move(face) }

type brigadePhase int8

const (
	phaseRoll   brigadePhase = iota // chance rolls the fire die
	phaseWindow                     // a seat may shield the threatened house
	phaseAct                        // the seat whose turn it is acts
	phaseOver
)

type brigadeGame struct{}

func (brigadeGame) Info() rules.Info {
	return rules.Info{ID: "brigade", Name: "Bucket Brigade", MinPlayers: 1, MaxPlayers: brigadeMaxN, Secrets: true,
		Options: []rules.Option{
			{ID: "start", Name: "Start", About: "how many houses burn when the game begins", Values: []rules.Choice{
				{ID: "calm", Name: "Calm", About: "houses 2, 3 and 4 smoulder"},
				{ID: "fierce", Name: "Fierce", About: "every house smoulders"}}},
			{ID: "wind", Name: "Wind", About: "a six fans the fiercest house instead of calming the fire"},
		}}
}

// brigadeOptions are a setup's choices, read once in New.
type brigadeOptions struct{ fierce, wind bool }

func (g brigadeGame) New(setup rules.Setup) (rules.State, error) {
	if setup.Players < 1 || setup.Players > brigadeMaxN {
		return nil, fmt.Errorf("bucket brigade is for 1 to %d players, not %d", brigadeMaxN, setup.Players)
	}
	o, err := rules.ParseVariant(g.Info(), setup.Variant)
	if err != nil {
		return nil, err
	}
	if setup.Scores != ([rules.SetupSeats]int{}) {
		return nil, fmt.Errorf("bucket brigade is not played as a series; leave the carried scores at zero")
	}
	s := &BrigadeState{setup: setup, opts: brigadeOptions{fierce: o.Value("start", "calm") == "fierce", wind: o.On("wind")},
		rng: newSource(setup.Seed)}
	s.fire[1], s.fire[2], s.fire[3] = 1, 1, 1
	if s.opts.fierce {
		s.fire = [houses]int8{1, 1, 1, 1, 1}
	}
	r := rand.New(&s.rng)
	for i := range deckSize {
		s.deck[i] = cardShield + uint8(i%2)
	}
	r.Shuffle(deckSize, func(i, j int) { s.deck[i], s.deck[j] = s.deck[j], s.deck[i] })
	s.deckN = deckSize
	for seat := range setup.Players {
		s.draw(seat)
	}
	return s, nil
}

// BrigadeState is a position of Bucket Brigade.
type BrigadeState struct {
	setup  rules.Setup
	opts   brigadeOptions
	fire   [houses]int8 // fire level of each house; burnt (3) stays
	turn   int          // turns begun; the seat of turn t is t mod players
	phase  brigadePhase
	target int8 // the house the fire threatens (1..5), 0 for none
	asked  int8 // in a window: the asked seat's offset after the turn's seat
	hand   [brigadeMaxN][2]int8
	handN  [brigadeMaxN]int8 // public: how many cards each seat holds
	masked [brigadeMaxN]bool // this seat's hand is unknown here
	deck   [deckSize]uint8   // the draw pile, top at deckN-1
	deckN  int8
	used   [2]int8 // shields and water cards played
	rng    rand.PCG
}

func (s *BrigadeState) Game() rules.Game   { return Brigade }
func (s *BrigadeState) Clone() rules.State { c := *s; return &c }
func (s *BrigadeState) Setup() rules.Setup { return s.setup }

// turns is the length of the game: four rounds, at least eight turns.
func (s *BrigadeState) turns() int { return max(8, 4*s.setup.Players) }

// active is the seat whose turn it is.
func (s *BrigadeState) active() int { return s.turn % s.setup.Players }

// asker is the seat asked in a window.
func (s *BrigadeState) asker() int { return (s.active() + int(s.asked)) % s.setup.Players }

func (s *BrigadeState) ToMove() rules.Seat {
	switch s.phase {
	case phaseRoll:
		return rules.Chance
	case phaseWindow:
		return rules.Seat(s.asker())
	case phaseAct:
		return rules.Seat(s.active())
	}
	return rules.NoSeat
}

func (s *BrigadeState) Legal(dst []rules.Move) []rules.Move {
	dst = dst[:0]
	switch s.phase {
	case phaseRoll:
		for face := 1; face <= 6; face++ {
			dst = append(dst, Die(face))
		}
	case phaseWindow:
		dst = append(dst, BrigadePass)
		if s.hand[s.asker()][0] > 0 {
			dst = append(dst, BrigadeShield)
		}
	case phaseAct:
		dst = s.actions(dst)
	}
	return dst
}

// actions are the moves of the seat whose turn it is.
func (s *BrigadeState) actions(dst []rules.Move) []rules.Move {
	seat := s.active()
	for h := 1; h <= houses; h++ {
		if f := s.fire[h-1]; f > 0 && f < burnt {
			dst = append(dst, moveDouse+rules.Move(h))
			if s.hand[seat][1] > 0 {
				dst = append(dst, moveWater+rules.Move(h))
			}
		}
	}
	if s.deckN > 0 && s.handN[seat] < handLimit {
		dst = append(dst, BrigadeDraw)
	}
	if len(dst) == 0 {
		dst = append(dst, BrigadeWait)
	}
	return dst
}

// burntHouses counts the houses the fire has taken.
func (s *BrigadeState) burntHouses() int {
	n := 0
	for _, f := range s.fire {
		if f >= burnt {
			n++
		}
	}
	return n
}

// draw moves the top card of the deck into seat's hand.
func (s *BrigadeState) draw(seat int) uint8 {
	s.deckN--
	c := s.deck[s.deckN]
	s.deck[s.deckN] = cardHidden
	s.hand[seat][c-1]++
	s.handN[seat]++
	return c
}

// dieFace reads a die outcome (0 when m is not one).
func dieFace(m rules.Move) int {
	if m > moveDie && m <= moveDie+6 {
		return int(m - moveDie)
	}
	return 0
}

// houseOf reads a house move: its base and house (0 when m is not one).
func houseOf(m rules.Move) (rules.Move, int) {
	for _, base := range []rules.Move{moveDouse, moveWater} {
		if m > base && m <= base+houses {
			return base, int(m - base)
		}
	}
	return 0, 0
}
