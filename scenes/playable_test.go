package scenes

import (
	"testing"

	"embers/game"
	"embers/rules/games"
)

// TestNewGameOffersCronberg: Cronberg has rules and a board, so its card
// can be picked and its game starts on its own board.
func TestNewGameOffersCronberg(t *testing.T) {
	a, _ := testApp(t)
	settle(t, a)
	n := newNewGame(a)
	found := false
	for _, w := range n.form.Items {
		if c, ok := w.(*gameCard); ok && c.plan.ID == "cronberg" {
			found = true
			if !c.Enabled() {
				t.Fatal("Cronberg cannot be picked in the new-game scene")
			}
		}
	}
	if !found {
		t.Fatal("no Cronberg card")
	}
	for i, p := range n.plan {
		if p.ID == "cronberg" {
			n.pick(i)
		}
	}
	n.players = 2
	n.start()
	if n.problem != "" {
		t.Fatal(n.problem)
	}
	settle(t, a)
	sc, ok := a.Top().(interface{ Session() *game.Session })
	if !ok {
		t.Fatalf("Start opened %T, want the board", a.Top())
	}
	defer sc.Session().Cancel()
	if id := sc.Session().Match.Game.Info().ID; id != "cronberg" {
		t.Fatalf("the board opened for %s", id)
	}
}

// TestGamesWithoutABoardAreComingLater: a game with rules but no board
// shows as coming later.
func TestGamesWithoutABoardAreComingLater(t *testing.T) {
	plan := []games.Planned{{ID: "nosuchboard", Name: "No Board", Game: games.All()[0]}}
	if p := playable(plan); p[0].Game != nil {
		t.Fatal("a game without a board can be picked")
	}
}
