package cronberg

import (
	"strings"
	"testing"

	"embers/game"
	"embers/rules"
	cb "embers/rules/cronberg"
	"embers/scenes/play"
	"embers/scenes/play/playtest"
	"embers/scenes/ui"
)

// personTo plays ahead until seat 0 (a person) is to move with a move of
// kind among its legal ones.
func personTo(t *testing.T, s *game.Session, kind string, limit int) bool {
	t.Helper()
	for range limit {
		if s.ToMove() == 0 {
			for _, m := range s.Match.State.Legal(nil) {
				if k, _, _, _ := cb.MoveParts(m); k == kind {
					return true
				}
			}
		}
		if s.ToMove() == rules.NoSeat {
			return false
		}
		if err := playtest.PlayAhead(s, 1, 11); err != nil {
			t.Fatal(err)
		}
	}
	return false
}

// TestPicturesOfATurn shows a person's turn: the lit crossings with a
// refusal explained, then the drawn tile shown where it would lie.
func TestPicturesOfATurn(t *testing.T) {
	playtest.SlowTest(t)
	s, err := playtest.Session("cronberg", []string{"", "easy", "easy"}, 5, 9)
	if err != nil {
		t.Fatal(err)
	}
	if !personTo(t, s, "draw", 60) {
		t.Fatal("the person never had a turn")
	}
	app := playtest.NewApp()
	sc := play.NewWith(app, s, play.Options{Instant: true, NoAI: true})
	defer sc.Close()
	app.Step(sc, ui.Input{})
	refused := -1 // a crossing the person may not take
	st := s.Match.State.(*cb.State)
	for x := range cb.NumCrossings {
		if st.TokenAt(x) != rules.NoSeat {
			refused = x
			break
		}
	}
	if refused >= 0 {
		p := crossingAt(refused)
		app.Step(sc, ui.Input{MouseX: p.X, MouseY: p.Y, Click: true}) // a refusal is explained on a click
		b := sc.Board().(*Board)
		if b.Pick.Why == "" {
			t.Errorf("clicking crossing %s (taken) explains nothing", cb.CrossingName(refused))
		}
		playtest.Shoot(t, sc, "board-turn-token.png")
	}
	b := sc.Board().(*Board)
	for x := range cb.NumCrossings { // a lit crossing with a tile beside it
		if b.pick.Lit(cb.CrossingPlace(x)) && strings.Contains(b.ClickHint(cb.TokenMove(x)), "so far") {
			p := crossingAt(x)
			app.Step(sc, ui.Input{MouseX: p.X, MouseY: p.Y, MouseMoved: true})
			if !strings.Contains(b.Pick.Hint, "so far") {
				t.Errorf("pointing at lit crossing %s says %q", cb.CrossingName(x), b.Pick.Hint)
			}
			playtest.Shoot(t, sc, "board-turn-hover.png")
			break
		}
	}
	app.Step(sc, ui.Input{MouseX: pileSpot.X, MouseY: pileSpot.Y, Click: true})
	if !s.Match.State.(*cb.State).Laying() {
		t.Fatal("clicking the pile did not draw a building")
	}
	for range 3 {
		app.Step(sc, ui.Input{})
	}
	tri := -1
	for i := range cb.NumTriangles {
		if b.pick.layOn(i) {
			tri = i
			break
		}
	}
	if tri < 0 {
		t.Fatal("no triangle lit for the drawn tile")
	}
	m := triCentre(tri)
	app.Step(sc, ui.Input{MouseX: m.X, MouseY: m.Y, MouseMoved: true})
	if b.pick.pair[0] < 0 {
		t.Errorf("pointing at lit triangle %s shows no tile", cb.TriangleName(tri))
	}
	playtest.Shoot(t, sc, "board-turn-lay.png")
	app.Step(sc, ui.Input{Down: true}) // the keyboard takes over
	app.Step(sc, ui.Input{Right: true})
	app.Step(sc, ui.Input{Tab: true, Next: true})
	if !b.Focus.On || b.pick.pair[0] != b.keys.tri {
		t.Errorf("the keyboard's triangle %d shows no tile (pair %v)", b.keys.tri, b.pick.pair)
	}
	playtest.Shoot(t, sc, "board-turn-keys.png")
}
