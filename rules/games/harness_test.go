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
// default. A game's count is sized by how long its games are, so that each
// game's share stays within a few minutes of CI's two cores (Tre Kronor and
// Cronberg: about 5 minutes each at 10,000, run side by side). A game not
// listed plays defaultHarnessGames; list it once its length is measured
// (docs/adding-a-game.md, "Tests").
var harnessCounts = map[string]int{
	"trekronor":    10000,
	"cronberg":     10000,
	"crownofash":   5000, // 200 games: 6.0 s against Cronberg's 4.9 s, back to back on the quiet machine
	"burnttoashes": 5000, // 200 games: 25 s of CPU (Cronberg's 8 s): about 5 minutes on two cores
	"fireaxe":      5000, // 200 games: 23-25 s of CPU against Cronberg's 7-12 s (2.4x), at load 8-15: 1.2 times Cronberg's share
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
	if len(games.Plan()) != 5 {
		t.Fatalf("Plan lists %d games, want the five", len(games.Plan()))
	}
}
