package games_test

import (
	"os"
	"strconv"
	"testing"

	"embers/rules/games"
	"embers/rules/rulestest"

	_ "embers/scenes/catalog" // every game Embers ships
)

// harnessCounts is how many random games the harness plays of each game by
// default: each game gets the same share of CI's two cores, about four
// minutes of one core, sized by what a game costs. Measured on the 2-core
// machine at load 30, 200 games each (EMBERS_HARNESS_GAMES=200
// /usr/bin/time ./games.test -test.run TestHarness/<id>, the test binary
// built with go test -c): Tre
// Kronor 5.8 s, Cronberg 6.7 s, Crown of Ash 9.3 s, Fire & Axe 21.8 s,
// Burnt to Ashes 25.4 s, so 240 s of CPU buys about 8,200 / 7,200 / 5,100
// / 2,200 / 1,900 games. (Before, 10,000 / 10,000 / 5,000 / 5,000 / 5,000
// took 2,040 s of CPU, 17 minutes of both cores, most of CI's run; now
// about 1,200.) A game not listed plays defaultHarnessGames; list it once
// its cost is measured (docs/adding-a-game.md, "Tests").
var harnessCounts = map[string]int{
	"trekronor":    8200,
	"cronberg":     7200,
	"crownofash":   5100,
	"fireaxe":      600, // fewer under its option ending=sagas: docs/speed.md, "CI"
	"burnttoashes": 1900,
}

const defaultHarnessGames = 2000

// harnessGames is how many random games the shared harness plays of the
// game with this id: its count above, 300 with -short, or
// EMBERS_HARNESS_GAMES for every game.
func harnessGames(t *testing.T, id string) int {
	if v := os.Getenv("EMBERS_HARNESS_GAMES"); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil || n < 1 {
			t.Fatalf("EMBERS_HARNESS_GAMES=%q: want a positive whole number", v)
		}
		return n
	}
	if testing.Short() {
		return 300
	}
	if n, ok := harnessCounts[id]; ok {
		return n
	}
	return defaultHarnessGames
}

// TestHarness runs the shared random-play harness against every registered
// game: every state of every game checked, all player counts and variants.
// The games run side by side (one core each), as the harness of one game
// is a single goroutine.
func TestHarness(t *testing.T) {
	for _, g := range games.All() {
		g := g
		id := g.Info().ID
		t.Run(id, func(t *testing.T) {
			t.Parallel()
			n := harnessGames(t, id)
			rep := rulestest.Run(g, rulestest.Options{Games: n, Seed: 1})
			for _, f := range rep.Failures {
				t.Error(f)
			}
			t.Logf("%d games, %d moves, endings %v", rep.Games, rep.Plies, rep.Over)
			if rep.Games != n {
				t.Errorf("played %d games, want %d", rep.Games, n)
			}
		})
	}
}

// Every count listed is for a game that is registered: a renamed game
// would otherwise fall back to the default without anyone noticing.
func TestHarnessCountsNameRegisteredGames(t *testing.T) {
	for id, n := range harnessCounts {
		if _, err := games.Lookup(id); err != nil || n < 1 {
			t.Errorf("harnessCounts[%q] = %d: not a registered game, or not a positive count", id, n)
		}
	}
}

func TestLookup(t *testing.T) {
	if _, err := games.Lookup("nosuchgame"); err == nil {
		t.Fatal("Lookup of an unknown id succeeded")
	}
	for _, p := range games.Plan() { // whichever games are still to come
		if _, err := games.Lookup(p.ID); p.Game == nil && err == nil {
			t.Fatalf("Lookup of %q, which is not built, succeeded", p.ID)
		}
	}
	for _, g := range games.All() {
		got, err := games.Lookup(g.Info().ID)
		if err != nil || got.Info().ID != g.Info().ID {
			t.Fatalf("games.Lookup(%q) = %v, %v", g.Info().ID, got, err)
		}
	}
	planned := map[string]bool{}
	for _, p := range games.Plan() {
		if planned[p.ID] {
			t.Fatalf("Plan lists %q twice", p.ID)
		}
		planned[p.ID] = true
	}
	for _, g := range games.All() {
		if !planned[g.Info().ID] {
			t.Fatalf("%q is built but not on the plan (the new-game menu)", g.Info().ID)
		}
	}
	if len(games.All()) == 0 {
		t.Fatal("no game is built")
	}
}
