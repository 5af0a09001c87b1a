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

// pointFor is where the mouse must be to choose move m on the board (or
// its button), found by searching the board's own hit tests.
func pointFor(t *testing.T, b *Board, m rules.Move) (float64, float64) {
	t.Helper()
	kind, a, c, ok := cb.MoveParts(m)
	if !ok {
		t.Fatalf("move %d has no parts", m)
	}
	switch kind {
	case "token":
		p := crossingAt(a)
		return p.X, p.Y
	case "draw":
		return pileSpot.X, pileSpot.Y
	case "pass":
		r := passButton()
		return r.X + r.W/2, r.Y + r.H/2
	}
	// a lay: a point in triangle a, towards the edge it shares with c
	mid, _ := pairShape(a, c)
	ctr := triCentre(a)
	for _, f := range []float64{0.4, 0.55, 0.25, 0.7} {
		x, y := play.Lerp(ctr.X, mid.X, f), play.Lerp(ctr.Y, mid.Y, f)
		if insideTri(a, x, y) && !insideTri(c, x, y) {
			return x, y
		}
	}
	return ctr.X, ctr.Y
}

// clickMove plays m with the mouse: it moves there, checks what the board
// offers, and clicks.
func clickMove(t *testing.T, app *playtest.App, sc *play.Scene, b *Board, m rules.Move) {
	t.Helper()
	x, y := pointFor(t, b, m)
	app.Step(sc, ui.Input{MouseX: x, MouseY: y, MouseMoved: true})
	app.Step(sc, ui.Input{MouseX: x, MouseY: y, Click: true})
}

// TestWholeGameWithTheMouse plays a person's seat from the first move to
// the end only by pointing and clicking (tokens, the pile, the drawn tile,
// passes), against AI seats thinking in their goroutine, at 2 and 4
// players, and two people in hot seat with the screen handed over.
func TestWholeGameWithTheMouse(t *testing.T) {
	for _, c := range []struct {
		levels []string
		seeds  []uint64
	}{
		{[]string{"", "easy"}, []uint64{1, 7}},
		{[]string{"", "easy", "easy", "easy"}, []uint64{3, 12}},
		{[]string{"", "easy", ""}, []uint64{4}}, // two people in hot seat
	} {
		for _, seed := range c.seeds {
			wholeGame(t, c.levels, seed)
		}
	}
}

func wholeGame(t *testing.T, levels []string, seed uint64) {
	s, err := playtest.Session("cronberg", levels, seed, 0)
	if err != nil {
		t.Fatal(err)
	}
	app := playtest.NewApp()
	app.Cfg.AI.ThinkMsCap = 5
	sc := play.NewWith(app, s, play.Options{Instant: true})
	defer sc.Close()
	b := sc.Board().(*Board)
	rng := rand.New(rand.NewPCG(seed, 2))
	kinds := map[string]int{}
	deadline := time.Now().Add(60 * time.Second)
	handoffs := 0
	for s.ToMove() != rules.NoSeat && time.Now().Before(deadline) {
		if sc.HandoffShown() && !sc.Animating() { // hot seat: the next person takes the screen
			app.Step(sc, ui.Input{Click: true})
			handoffs++
			if sc.Viewer() != s.ToMove() {
				t.Fatalf("seed %d: after the handoff the screen shows seat %d, not %d", seed, sc.Viewer(), s.ToMove())
			}
			continue
		}
		if !s.IsHuman(s.ToMove()) || sc.Animating() {
			app.Step(sc, ui.Input{})
			time.Sleep(100 * time.Microsecond)
			continue
		}
		if sc.Viewer() != s.ToMove() {
			t.Fatalf("seed %d: seat %d is to move but the board shows seat %d", seed, s.ToMove(), sc.Viewer())
		}
		legal := s.Match.State.Legal(nil)
		m := legal[rng.IntN(len(legal))]
		if k, _, _, _ := cb.MoveParts(m); k == "token" && rng.IntN(3) == 0 {
			for _, l := range legal { // draw often enough to lay tiles too
				if k, _, _, _ := cb.MoveParts(l); k == "draw" {
					m = l
				}
			}
		}
		n := len(s.Match.History)
		app.Step(sc, ui.Input{}) // the turn opens on the board
		clickMove(t, app, sc, b, m)
		h := s.Match.History
		if len(h) != n+1 || h[n].Move != m {
			t.Fatalf("seed %d: clicking for %q played %v", seed, s.Match.State.FormatMove(m), s.Match.Notations()[n:])
		}
		k, _, _, _ := cb.MoveParts(m)
		kinds[k]++
	}
	if s.ToMove() != rules.NoSeat {
		t.Fatalf("seed %d: the game did not end in time", seed)
	}
	if kinds["token"] == 0 || kinds["lay"] == 0 {
		t.Errorf("seed %d: the person's moves by kind %v: want tokens and tiles", seed, kinds)
	}
	for i := 0; i < 100 && sc.Animating(); i++ {
		app.Step(sc, ui.Input{})
	}
	res := s.Match.State.Result()
	for seat, score := range res.Scores {
		if b.m.track[seat] != score {
			t.Errorf("seed %d: seat %d's marker shows %d, the result says %d", seed, seat, b.m.track[seat], score)
		}
	}
	if b.Banner() == "" {
		t.Errorf("seed %d: no banner at the end", seed)
	}
	if handoffs != 0 {
		t.Errorf("seed %d: Cronberg hides nothing, yet the screen was handed over %d times", seed, handoffs)
	}
	t.Logf("seed %d, %d players: %d moves, the people's by kind %v, %d handoffs, scores %v", seed, len(levels), len(s.Match.History), kinds, handoffs, res.Scores)
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
