package boardtest

import (
	"testing"

	"embers/game"
	"embers/scenes/play"
	"embers/scenes/play/playtest"
	"embers/scenes/ui"
)

// Still opens the play scene at rest on a game of gameID played moves
// moves ahead (instant animations, no AI thinking), the mouse resting in
// the panel.
func Still(t testing.TB, gameID string, levels []string, seed uint64, moves int) (*playtest.App, *play.Scene, *game.Session) {
	t.Helper()
	s, err := playtest.Session(gameID, levels, seed, moves)
	if err != nil {
		t.Fatal(err)
	}
	app := playtest.NewApp()
	sc := play.NewWith(app, s, play.Options{Instant: true, NoAI: true})
	for range 3 {
		if err := app.Step(sc, ui.Input{MouseX: 1000, MouseY: 700}); err != nil {
			t.Fatal(err)
		}
	}
	return app, sc, s
}
