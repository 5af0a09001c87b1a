package cronberg

import (
	"testing"

	cb "embers/rules/cronberg"
	"embers/scenes/kit"
	"embers/scenes/play"
	"embers/scenes/play/playtest"
	"embers/scenes/ui"
)

var arrows = []struct {
	in     ui.Input
	dx, dy float64
}{{ui.Input{Left: true}, -1, 0}, {ui.Input{Right: true}, 1, 0}, {ui.Input{Up: true}, 0, -1}, {ui.Input{Down: true}, 0, 1}}

// TestArrowsReachEverything: from every crossing the arrows reach every
// other crossing, and from every triangle every triangle.
func TestArrowsReachEverything(t *testing.T) {
	for _, c := range []struct {
		what string
		n    int
		at   func(int) pt
	}{{"crossing", cb.NumCrossings, crossingAt}, {"triangle", cb.NumTriangles, triCentre}} {
		for a := range c.n {
			seen := map[int]bool{a: true}
			queue := []int{a}
			for len(queue) > 0 {
				p := queue[0]
				queue = queue[1:]
				for _, k := range arrows {
					if q := kit.NearestInDirection(c.at(p), k.dx, k.dy, c.n, c.at, p); !seen[q] {
						seen[q] = true
						queue = append(queue, q)
					}
				}
			}
			if len(seen) != c.n {
				t.Fatalf("from %s %d the arrows reach %d of %d", c.what, a, len(seen), c.n)
			}
		}
	}
}

// TestKeysDrawAndPass: D draws a building when the rules allow it; P,
// when passing is not allowed, plays nothing and says why.
func TestKeysDrawAndPass(t *testing.T) {
	s, err := playtest.Session("cronberg", []string{"", "easy"}, 2, 0)
	if err != nil {
		t.Fatal(err)
	}
	app := playtest.NewApp()
	sc := play.NewWith(app, s, play.Options{Instant: true, NoAI: true})
	defer sc.Close()
	b := sc.Board().(*Board)
	app.Step(sc, ui.Input{})
	app.Step(sc, ui.Input{Runes: []rune{'p'}})
	if len(s.Match.History) != 0 {
		t.Fatalf("P passed at the start: %v", s.Match.Notations())
	}
	if b.Pick.Why == "" {
		t.Error("P refused without a reason")
	}
	app.Step(sc, ui.Input{Runes: []rune{'d'}})
	if n := s.Match.Notations(); len(n) != 1 || n[0] != "draw" {
		t.Fatalf("D played %v", n)
	}
}
