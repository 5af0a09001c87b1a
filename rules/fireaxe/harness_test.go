package fireaxe

import (
	"testing"

	"embers/rules/rulestest"
)

// The shared harness on the hand-built map, at every player count and with
// the advanced runes (the real map's run is in rules/games).
func TestHarnessOnTestAtlas(t *testing.T) {
	n := 40
	if testing.Short() {
		n = 10
	}
	rep := rulestest.Run(On(testAtlas()), rulestest.Options{Games: n, Seed: 1, Workers: 1})
	for _, f := range rep.Failures {
		t.Error(f)
	}
	t.Logf("%d games, %d moves, endings %v", rep.Games, rep.Plies, rep.Over)
}
