package trekronor

import (
	"fmt"
	"math/rand/v2"

	"embers/rules"
)

type game struct{}

// Game is the Tre Kronor Infernum module.
var Game rules.Game = game{}

func (game) Info() rules.Info {
	return rules.Info{ID: "trekronor", Name: "Tre Kronor Infernum", MinPlayers: 3, MaxPlayers: 5, Secrets: true}
}

// New sets up a game (rule 3): servants, markers, the first fire in B2 on a
// square chosen by the seed, buckets on the wells, and a random first player.
func (game) New(setup rules.Setup) (rules.State, error) {
	if setup.Players < 3 || setup.Players > 5 {
		return nil, fmt.Errorf("trekronor: %d players asked for; choose 3, 4 or 5", setup.Players)
	}
	if setup.Variant != "" {
		return nil, fmt.Errorf("trekronor: there are no variants (asked for %q); leave the variant empty", setup.Variant)
	}
	if setup.Scores != ([rules.SetupSeats]int{}) {
		return nil, fmt.Errorf("trekronor: each game stands alone, so there are no scores to carry over; leave Setup.Scores empty")
	}
	s := newState(setup.Players, setup.Seed)
	rng := rand.New(rand.NewPCG(setup.Seed, setup.Seed^0x7472656b726f6e6f))
	wind := 4 // hall B2
	c := &s.cells[wind][rng.IntN(hallSlots)]
	c.Fire, c.Ash = true, true
	s.hallFireN[wind], s.hallAshN[wind] = 1, 1
	s.fireSupply--
	s.ashSupply--
	s.first = rules.Seat(rng.IntN(setup.Players))
	s.toMove = s.first
	return s, nil
}

// newState is an empty castle: everything in hand and supply, buckets home.
func newState(players int, seed uint64) *State {
	s := &State{players: int8(players), seed: seed, viewer: rules.NoSeat}
	for i := range players {
		s.hand[i] = servantsEach[players]
	}
	s.fireSupply, s.ashSupply = TotalFire, TotalAsh
	for w := range s.bucket {
		s.bucket[w] = true
	}
	return s
}
