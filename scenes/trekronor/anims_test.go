package trekronor

import (
	"strings"
	"testing"

	"embers/scenes/play"
	"embers/scenes/play/boardtest"
	"embers/scenes/play/playtest"
	"embers/scenes/ui"
)

// TestPicturesOfEvents shows single events half-way through their
// animation, to look at.
func TestPicturesOfEvents(t *testing.T) {
	playtest.SlowTest(t)
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
		app, sc, found := boardtest.PlayingEvent(t, "trekronor", []string{"", "easy", "easy", "easy"}, c.kind, 39)
		if !found {
			t.Logf("no %s met", c.kind)
			continue
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
		playtest.Shoot(t, sc, "anim-"+c.name+".png")
		sc.Close()
	}
}

func lastLogHas(sc *play.Scene, s string) bool {
	l := sc.Log()
	return len(l) > 0 && strings.Contains(l[len(l)-1], s)
}
