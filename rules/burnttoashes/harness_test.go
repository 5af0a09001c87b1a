package burnttoashes

import (
	"testing"

	"embers/rules/rulestest"
)

// A short run of the shared harness at every player count and variant
// (rules/games runs the long one).
func TestHarnessShort(t *testing.T) {
	n := 48
	if testing.Short() {
		n = 16
	}
	rep := rulestest.Run(Game, rulestest.Options{Games: n, Seed: 7, Workers: 1})
	for _, f := range rep.Failures {
		t.Error(f)
	}
	t.Logf("%d games, %d moves, endings %v", rep.Games, rep.Plies, rep.Over)
}
