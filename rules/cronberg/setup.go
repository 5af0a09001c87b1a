package cronberg

import (
	"fmt"
	"math/rand/v2"

	"embers/rules"
)

type game struct{}

// Game is the Cronberg module.
var Game rules.Game = game{}

func (game) Info() rules.Info {
	return rules.Info{ID: "cronberg", Name: "Cronberg", MinPlayers: 2, MaxPlayers: MaxSeats}
}

// New sets up a game (rule 2): four tokens in every hand, the 28 rhombi
// shuffled face down by the seed, and the first seat to move. Setup.Scores
// carries the score track from an earlier game of a series (rule 4.3).
func (game) New(setup rules.Setup) (rules.State, error) {
	if setup.Players < 2 || setup.Players > MaxSeats {
		return nil, fmt.Errorf("cronberg: %d players asked for; choose 2, 3 or 4", setup.Players)
	}
	if setup.Variant != "" {
		return nil, fmt.Errorf("cronberg: there are no variants (asked for %q); leave the variant empty", setup.Variant)
	}
	for i := setup.Players; i < len(setup.Scores); i++ {
		if setup.Scores[i] != 0 {
			return nil, fmt.Errorf("cronberg: a carried score for seat %d, but only %d play; give scores for the playing seats only", i, setup.Players)
		}
	}
	s := newState(setup.Players, setup.Seed)
	for i := range setup.Players {
		s.carried[i] = int32(setup.Scores[i])
	}
	rng := rand.New(rand.NewPCG(setup.Seed, setup.Seed^0x63726f6e62657267))
	rng.Shuffle(NumRhombi, func(i, j int) { s.pile[i], s.pile[j] = s.pile[j], s.pile[i] })
	return s, nil
}

// newState is an empty town: tokens in hand, the pile in tile order, seat 0
// (the youngest player) to move.
func newState(players int, seed uint64) *State {
	s := &State{players: int8(players), seed: seed, viewer: rules.NoSeat, drawn: noTile}
	for i := range players {
		s.hand[i] = TokensEach
	}
	for t := range s.tile {
		s.tile[t], s.mate[t] = noTile, -1
	}
	for i := range s.pile {
		s.pile[i] = int8(i)
	}
	s.pileN = NumRhombi
	return s
}
