package kindling

import (
	"fmt"

	"embers/rules"
)

// Game is Kindling.
var Game rules.Game = kindlingGame{}

type kindlingGame struct{}

// ID is the game's id.
const ID = "kindling"

func (kindlingGame) Info() rules.Info {
	return rules.Info{ID: ID, Name: "Kindling", MinPlayers: 2, MaxPlayers: 2}
}

// New starts a game: every log cold, seat 0 to move.
func (kindlingGame) New(setup rules.Setup) (rules.State, error) {
	if setup.Players != 2 {
		return nil, fmt.Errorf("Kindling is for 2 players, not %d", setup.Players)
	}
	if setup.Variant != "" {
		return nil, fmt.Errorf("Kindling has no options (asked for %q)", setup.Variant)
	}
	if setup.Scores != ([rules.SetupSeats]int{}) {
		return nil, fmt.Errorf("Kindling is not played as a series: it starts with no scores")
	}
	return &State{setup: setup}, nil
}
