package cronberg

import (
	"os"
	"runtime"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"embers/game"
	"embers/rules"
	cb "embers/rules/cronberg"
	"embers/scenes/play"
	"embers/scenes/play/playtest"
	"embers/scenes/ui"
)

// allKinds are the event kinds of Cronberg; every one is animated.
var allKinds = []string{cb.EvTokenPlaced, cb.EvTileDrawn, cb.EvTileLaid, cb.EvTokenScored, cb.EvTokenReturned,
	cb.EvGuard, cb.EvActivated, cb.EvIsolated, cb.EvPileEmpty, cb.EvPassed, cb.EvFinalScored, cb.EvGameOver}

// TestEveryEventAnimates plays whole games event by event through the
// board's animations (at normal speed, tick by tick): every kind of event
// takes time on screen, is drawn at its start, middle and end where a
// display exists, and once a move's events are over the board shows
// exactly the state the rules reached.
func TestEveryEventAnimates(t *testing.T) {
	seen := map[string]int{}
	for _, c := range []struct {
		players int
		seed    uint64
	}{{4, 3}, {2, 1}, {3, 5}, {4, 9}} {
		levels := make([]string, c.players)
		for i := range levels {
			levels[i] = "easy"
		}
		s, err := playtest.Session("cronberg", levels, c.seed, 0)
		if err != nil {
			t.Fatal(err)
		}
		animateGame(t, s, c.seed, seen)
	}
	for _, k := range allKinds {
		if seen[k] == 0 {
			t.Errorf("no %s event met in four games", k)
		}
	}
	t.Logf("events animated by kind: %v", seen)
}

func animateGame(t *testing.T, s *game.Session, seed uint64, seen map[string]int) {
	t.Helper()
	b := New(s)
	b.Reset(s.Match.State.View(rules.NoSeat), rules.NoSeat)
	var img *ebiten.Image
	defer func() {
		if img != nil {
			playtest.OnUI(t, func() { img.Deallocate() })
		}
	}()
	for step := 0; s.ToMove() != rules.NoSeat; step++ {
		n := len(s.Match.History)
		if err := playtest.PlayAhead(s, 1, seed+uint64(step)); err != nil {
			t.Fatal(err)
		}
		for _, e := range s.Match.History[n].Events {
			b.Animate(e.For(rules.NoSeat), 32)
			if !b.Busy() {
				t.Fatalf("%s: no animation", e.Kind)
			}
			ticks := 0
			for b.Busy() {
				if ticks%16 == 0 && seen[e.Kind] < 3 {
					drawFrame(t, b, &img)
				}
				b.Tick()
				ticks++
			}
			seen[e.Kind]++
		}
		want := modelOf(s.Match.State.View(rules.NoSeat).(*cb.State))
		if diff := modelDiff(b.m, want); diff != "" {
			t.Fatalf("seed %d, after %q the board shows %s", seed, s.Match.Notations()[n], diff)
		}
	}
	if b.Banner() == "" {
		t.Error("the game is over and the board has no banner")
	}
}

// drawFrame draws the board and its animation once, where a display
// exists (a missing sprite or a bad shape would panic here).
func drawFrame(t *testing.T, b *Board, img **ebiten.Image) {
	if !playtestDisplay {
		return
	}
	playtest.OnUI(t, func() {
		if *img == nil {
			*img = ebiten.NewImage(ui.Width, ui.Height)
		}
		c := ui.NewCanvas(*img, 1)
		b.Draw(c, nil)
		b.DrawOver(c, nil)
	})
}

// modelDiff names the first difference between two models, or "".
func modelDiff(got, want model) string {
	switch {
	case got.token != want.token:
		return "other tokens on the crossings"
	case got.closed != want.closed:
		return "other crossings closed"
	case got.tile != want.tile || got.mate != want.mate:
		return "other tiles laid"
	case got.active != want.active:
		return "other triangles activated"
	case got.hand != want.hand:
		return "other tokens in hand"
	case got.track != want.track:
		return "other scores on the track"
	case got.pile != want.pile || got.drawn != want.drawn || got.laying != want.laying:
		return "another pile or drawn tile"
	case got.over != want.over:
		return "the game over when it is not, or not when it is"
	}
	return ""
}

// playtestDisplay tells whether the tests run beside a display (as
// playtest.Main decides), so drawing is tried only there.
var playtestDisplay = runtime.GOOS != "linux" || os.Getenv("DISPLAY") != "" || os.Getenv("WAYLAND_DISPLAY") != ""

// telling reports whether an animation shows much: a final scoring with
// several values and a multiplier (any other animation will do).
func telling(a *play.Anim) bool {
	f, ok := a.Data.(cb.FinalScore)
	return !ok || len(f.Values) > 1 && f.Multiplier > 1
}

// moveWith plays ahead until the seat to move has a move whose events
// include kind, and returns it.
func moveWith(t *testing.T, s *game.Session, kind string) (rules.Move, bool) {
	t.Helper()
	for range 300 {
		if s.ToMove() == rules.NoSeat {
			return 0, false
		}
		for _, m := range s.Match.State.Legal(nil) {
			evs, _ := s.Match.State.Clone().Apply(m)
			for _, e := range evs {
				if e.Kind == kind {
					return m, true
				}
			}
		}
		if err := playtest.PlayAhead(s, 1, 9); err != nil {
			t.Fatal(err)
		}
	}
	return 0, false
}

// TestPicturesOfEvents shows single events part-way through their
// animation, to look at.
func TestPicturesOfEvents(t *testing.T) {
	slowTest(t)
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
		var s *game.Session
		var m rules.Move
		found := false
		for seed := uint64(1); seed < 20 && !found; seed++ {
			var err error
			if s, err = playtest.Session("cronberg", []string{"", "easy", "easy", "easy"}, seed, 0); err != nil {
				t.Fatal(err)
			}
			m, found = moveWith(t, s, c.kind)
		}
		if !found {
			t.Errorf("no %s met", c.kind)
			continue
		}
		app := playtest.NewApp()
		app.Cfg.Display.AnimationSpeed = "slow"
		sc := play.NewWith(app, s, play.Options{NoAI: true})
		if err := sc.Play(app, m); err != nil {
			t.Fatal(err)
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
		shoot(t, sc, "anim-"+c.name+".png")
		sc.Close()
	}
}
