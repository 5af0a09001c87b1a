package trekronor

import (
	"testing"

	"embers/game"
	"embers/rules"
	"embers/scenes/play"
	"embers/scenes/play/playtest"
	"embers/scenes/ui"
)

// moveWith plays ahead until the seat to move has a move whose events
// include kind, and returns it.
func moveWith(t *testing.T, s *game.Session, kind string) (rules.Move, bool) {
	t.Helper()
	for range 400 {
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

// TestPicturesOfEvents shows single events half-way through their
// animation, to look at.
func TestPicturesOfEvents(t *testing.T) {
	slowTest(t)
	for _, c := range []struct {
		kind, name string
		ticks      int
	}{
		{"fire.doused", "douse", 34},
		{"fire.doused", "douse-steam", 70},
		{"marker.placed", "marker", 25},
		{"servant.home", "home", 0},
		{"servant.moved", "move", 18},
	} {
		var s *game.Session
		var m rules.Move
		found := false
		for seed := uint64(1); seed < 40 && !found; seed++ {
			var err error
			s, err = playtest.Session("trekronor", []string{"", "easy", "easy", "easy"}, seed, 0)
			if err != nil {
				t.Fatal(err)
			}
			m, found = moveWith(t, s, c.kind)
		}
		if !found {
			t.Logf("no %s met", c.kind)
			continue
		}
		app := playtest.NewApp()
		app.Cfg.Display.AnimationSpeed = "slow"
		sc := play.NewWith(app, s, play.Options{NoAI: true})
		if err := sc.Play(app, m); err != nil {
			t.Fatal(err)
		}
		if c.kind == "servant.home" { // wait for the fire to burst out first
			for i := 0; i < 2000 && !lastLogHas(sc, "back to hand"); i++ {
				app.Step(sc, ui.Input{})
			}
			c.ticks = 20
		}
		for range c.ticks {
			app.Step(sc, ui.Input{})
		}
		shoot(t, sc, "anim-"+c.name+".png")
		sc.Close()
	}
}

func lastLogHas(sc *play.Scene, s string) bool {
	l := sc.Log()
	return len(l) > 0 && contains(l[len(l)-1], s)
}

func contains(s, sub string) bool {
	for i := 0; i+len(sub) <= len(s); i++ {
		if s[i:i+len(sub)] == sub {
			return true
		}
	}
	return false
}
