package cronberg

import (
	"testing"

	cb "embers/rules/cronberg"
	"embers/scenes/kit"
	"embers/scenes/play/boardtest"
	"embers/scenes/play/playtest"
	"embers/scenes/ui"
)

// telling reports whether an animation shows much: a final scoring with
// several values and a multiplier (any other animation will do).
func telling(a *kit.Anim) bool {
	f, ok := a.Data.(cb.FinalScore)
	return !ok || len(f.Values) > 1 && f.Multiplier > 1
}

// TestPicturesOfEvents shows single events part-way through their
// animation, to look at.
func TestPicturesOfEvents(t *testing.T) {
	playtest.SlowTest(t)
	for _, c := range []struct {
		kind, name string
		at         float64 // how far through the animation
	}{
		{cb.EvTileDrawn, "draw", 0.5},
		{cb.EvTileLaid, "lay", 0.8},
		{cb.EvTokenScored, "scored", 0.3},
		{cb.EvTokenScored, "scored-fly", 0.6},
		{cb.EvGuard, "guard", 0.6},
		{cb.EvActivated, "park", 0.5},
		{cb.EvFinalScored, "final", 0.3},
		{cb.EvFinalScored, "final-fly", 0.6},
		{cb.EvPassed, "pass", 0.5},
		{cb.EvGameOver, "over", 0.8},
	} {
		app, sc, found := boardtest.PlayingEvent(t, "cronberg", []string{"", "easy", "easy", "easy"}, c.kind, 19)
		if !found {
			t.Errorf("no %s met", c.kind)
			continue
		}
		b := sc.Board().(*Board)
		for i := 0; i < 6000 && (b.Anim == nil || b.Anim.Kind != c.kind || !telling(b.Anim)); i++ {
			app.Step(sc, ui.Input{})
		}
		if b.Anim == nil {
			t.Errorf("%s: the animation was not seen", c.kind)
			continue
		}
		for b.Anim != nil && b.Anim.F() < c.at {
			app.Step(sc, ui.Input{})
		}
		playtest.Shoot(t, sc, "anim-"+c.name+".png")
		sc.Close()
	}
}
