package testgames

import (
	"fmt"

	"embers/rules"
)

// All lists the test games.
func All() []rules.Game { return []rules.Game{TicTacToe, Bids, Firebreak, Brigade, Standoff} }

// Lookup finds a test game by id, with the shape of games.Lookup.
func Lookup(id string) (rules.Game, error) {
	for _, g := range All() {
		if g.Info().ID == id {
			return g, nil
		}
	}
	return nil, fmt.Errorf("no test game %q", id)
}
