package games_test

import (
	"os"
	"strconv"
	"testing"

	"embers/rules/games"
	"embers/rules/rulestest"

	_ "embers/scenes/catalog" // every game Embers ships
)

// harnessGames is how many random games the shared harness plays per game
// module: 10,000 by default, 300 with -short, or EMBERS_HARNESS_GAMES.
func harnessGames(t *testing.T) int {
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
	return 10000
}

// TestHarness runs the shared random-play harness against every registered
// game: every state of every game checked, all player counts and variants.
func TestHarness(t *testing.T) {
	n := harnessGames(t)
	for _, g := range games.All() {
		g := g
		t.Run(g.Info().ID, func(t *testing.T) {
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

func TestLookup(t *testing.T) {
	if _, err := games.Lookup("nosuchgame"); err == nil {
		t.Fatal("Lookup of an unknown id succeeded")
	}
	if _, err := games.Lookup("burnttoashes"); err == nil && len(games.All()) < 5 {
		t.Fatal("Lookup of a game that is not built succeeded")
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
