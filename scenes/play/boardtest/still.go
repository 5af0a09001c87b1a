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
	return stillWith(t, gameID, "", levels, seed, moves)
}

// stillWith is Still with the game's options chosen (Options.Variant).
func stillWith(t testing.TB, gameID, variant string, levels []string, seed uint64, moves int) (*playtest.App, *play.Scene, *game.Session) {
	t.Helper()
	s, err := playtest.SessionWith(gameID, variant, levels, seed, moves)
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

// PlayingEvent looks through games of gameID (levels; seeds 1 to seeds)
// for a move whose events include one of kind, opens the play scene on
// it at slow speed without the computer thinking, and plays that move: its
// animations are about to run. ok is false when no game met one.
func PlayingEvent(t testing.TB, gameID string, levels []string, kind string, seeds int) (*playtest.App, *play.Scene, bool) {
	t.Helper()
	return PlayingEventWith(t, gameID, "", levels, kind, seeds)
}

// PlayingEventWith is PlayingEvent in games with the options variant
// chosen (Options.Variant: "deck=medium").
func PlayingEventWith(t testing.TB, gameID, variant string, levels []string, kind string, seeds int) (*playtest.App, *play.Scene, bool) {
	t.Helper()
	for seed := 1; seed <= seeds; seed++ {
		s, err := playtest.SessionWith(gameID, variant, levels, uint64(seed), 0)
		if err != nil {
			t.Fatal(err)
		}
		m, found := playtest.MoveWith(t, s, kind, 400)
		if !found {
			continue
		}
		app := playtest.NewApp()
		app.Cfg.Display.AnimationSpeed = "slow"
		sc := play.NewWith(app, s, play.Options{NoAI: true})
		if err := sc.Play(app, m); err != nil {
			t.Fatal(err)
		}
		return app, sc, true
	}
	return nil, nil, false
}
