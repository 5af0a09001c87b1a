package cronberg

import (
	"math/rand/v2"
	"testing"
	"time"

	"embers/rules"
	cb "embers/rules/cronberg"
	"embers/scenes/play"
	"embers/scenes/play/playtest"
	"embers/scenes/ui"
)

var arrows = []struct {
	in     ui.Input
	dx, dy float64
}{{ui.Input{Left: true}, -1, 0}, {ui.Input{Right: true}, 1, 0}, {ui.Input{Up: true}, 0, -1}, {ui.Input{Down: true}, 0, 1}}

// arrowTowards is the first arrow key of a shortest way from cur to goal,
// as the board moves the focus; ok is false when goal cannot be reached.
func arrowTowards(cur, goal int, n int, at func(int) pt) (ui.Input, bool) {
	first := map[int]int{cur: -1} // each place reached: the arrow it was first reached by
	queue := []int{cur}
	for len(queue) > 0 {
		p := queue[0]
		queue = queue[1:]
		if p == goal {
			break
		}
		for i, a := range arrows {
			q := play.NearestInDirection(at(p), a.dx, a.dy, n, at, p)
			if _, seen := first[q]; seen {
				continue
			}
			first[q] = first[p]
			if p == cur {
				first[q] = i
			}
			queue = append(queue, q)
		}
	}
	i, ok := first[goal]
	if !ok || i < 0 {
		return ui.Input{}, false
	}
	return arrows[i].in, true
}

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
					if q := play.NearestInDirection(c.at(p), k.dx, k.dy, c.n, c.at, p); !seen[q] {
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

// keysFor plays m with the keyboard alone: D or P, or arrows to the
// crossing (the triangle, then Tab to the side) and Enter.
func keysFor(t *testing.T, app *playtest.App, sc *play.Scene, b *Board, m rules.Move) {
	t.Helper()
	kind, a, c, _ := cb.MoveParts(m)
	press := func(in ui.Input) { app.Step(sc, in) }
	switch kind {
	case "draw":
		press(ui.Input{Runes: []rune{'d'}})
		return
	case "pass":
		press(ui.Input{Runes: []rune{'p'}})
		return
	}
	press(ui.Input{Down: true}) // the focus shows
	if kind == "token" {
		for i := 0; b.keys.crossing != a; i++ {
			if i > 40 {
				t.Fatalf("the arrows do not reach crossing %s (stuck at %s)", cb.CrossingName(a), cb.CrossingName(b.keys.crossing))
			}
			key, _ := arrowTowards(b.keys.crossing, a, cb.NumCrossings, crossingAt)
			press(key)
		}
	} else {
		for i := 0; b.keys.tri != a; i++ {
			if i > 40 {
				t.Fatalf("the arrows do not reach triangle %s", cb.TriangleName(a))
			}
			key, _ := arrowTowards(b.keys.tri, a, cb.NumTriangles, triCentre)
			press(key)
		}
		for i := 0; cb.TriangleNeighbours(a)[b.keys.side] != c; i++ {
			if i > 4 {
				t.Fatalf("Tab does not turn the tile on %s to %s", cb.TriangleName(a), cb.TriangleName(c))
			}
			press(ui.Input{Tab: true, Next: true})
		}
	}
	press(ui.Input{Confirm: true})
}

// TestWholeGameWithTheKeyboard plays a person's seat to the end with the
// keyboard alone, against the computer.
func TestWholeGameWithTheKeyboard(t *testing.T) {
	for _, seed := range []uint64{2, 9} {
		s, err := playtest.Session("cronberg", []string{"", "easy", "easy"}, seed, 0)
		if err != nil {
			t.Fatal(err)
		}
		app := playtest.NewApp()
		app.Cfg.AI.ThinkMsCap = 5
		sc := play.NewWith(app, s, play.Options{Instant: true})
		b := sc.Board().(*Board)
		rng := rand.New(rand.NewPCG(seed, 3))
		kinds := map[string]int{}
		deadline := time.Now().Add(60 * time.Second)
		for s.ToMove() != rules.NoSeat && time.Now().Before(deadline) {
			if !s.IsHuman(s.ToMove()) || sc.Animating() {
				app.Step(sc, ui.Input{})
				time.Sleep(100 * time.Microsecond)
				continue
			}
			legal := s.Match.State.Legal(nil)
			m := legal[rng.IntN(len(legal))]
			n := len(s.Match.History)
			app.Step(sc, ui.Input{})
			keysFor(t, app, sc, b, m)
			if h := s.Match.History; len(h) != n+1 || h[n].Move != m {
				t.Fatalf("seed %d: the keys for %q played %v", seed, s.Match.State.FormatMove(m), s.Match.Notations()[n:])
			}
			k, _, _, _ := cb.MoveParts(m)
			kinds[k]++
		}
		sc.Close()
		if s.ToMove() != rules.NoSeat {
			t.Fatalf("seed %d: the game did not end in time", seed)
		}
		if kinds["token"] == 0 || kinds["lay"] == 0 {
			t.Errorf("seed %d: the person's moves by kind %v", seed, kinds)
		}
		t.Logf("seed %d: the person's moves by kind %v", seed, kinds)
	}
}
