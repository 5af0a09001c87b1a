package testgames

import (
	"testing"

	"embers/rules"
	"embers/rules/rulestest"
)

// TestSharedHarness runs the project's random-play harness over each game.
func TestSharedHarness(t *testing.T) {
	for _, g := range []rules.Game{TicTacToe, Bids, Firebreak, Brigade, Standoff} {
		rep := rulestest.Run(g, rulestest.Options{Games: 120, Seed: 1, Workers: 1})
		for _, f := range rep.Failures {
			t.Error(f)
		}
		if rep.Games != 120 {
			t.Errorf("%s: harness played %d games, want 120", g.Info().ID, rep.Games)
		}
	}
}
