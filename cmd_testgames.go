package main

import (
	"embers/rules"
	"embers/rules/games"
	"embers/rules/testgames"
)

// headlessLookup finds a game for the commands without a window (sim,
// rules, shot): a built game, else one of the test games (tictactoe, bids,
// firebreak, brigade), so the contract's parts can be played, measured and
// pictured without a real game. The window offers only the built games;
// an unknown id gets the built games' error, which lists them.
func headlessLookup(id string) (rules.Game, error) {
	g, err := games.Lookup(id)
	if err == nil {
		return g, nil
	}
	if t, terr := testgames.Lookup(id); terr == nil {
		return t, nil
	}
	return nil, err
}
