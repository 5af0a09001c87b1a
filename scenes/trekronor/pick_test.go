package trekronor

import (
	"path/filepath"
	"testing"

	"embers/game"
	"embers/rules"
	tk "embers/rules/trekronor"
	"embers/scenes/play"
	"embers/scenes/play/playtest"
	"embers/scenes/ui"
)

// With a servant picked up, a click on a square where a servant could be
// placed but this one cannot go is refused (the move it meant), not taken
// as a placement; a click on one of its lit squares moves it.
func TestPickedServantClicksAreItsMoves(t *testing.T) {
	for moves := 20; moves <= 60; moves += 4 {
		app, sc, s := open(t, []string{"", "easy", "easy"}, moves, play.Options{Instant: true})
		b := sc.Board().(*Board)
		app.Step(sc, at(0))
		mv, q, ok := refusedPlacement(s)
		if !ok {
			continue
		}
		from, n := partsOf(mv).a, len(s.Match.History)
		app.Step(sc, click(from))
		app.Step(sc, click(q))
		if len(s.Match.History) != n || b.from() != from || b.Pick.Why == "" {
			t.Fatalf("servant on %s picked up, click on %s: played %v, holding %d, why %q; want a refusal, the servant still held",
				tk.SquareName(from), tk.SquareName(q), s.Match.Notations()[n:], b.from(), b.Pick.Why)
		}
		app.Step(sc, click(partsOf(mv).b))
		if h := s.Match.History; len(h) != n+1 || h[n].Move != mv {
			t.Fatalf("a click on %s after %s did not play %v: %v", tk.SquareName(partsOf(mv).b), tk.SquareName(from), mv, s.Match.Notations()[n:])
		}
		return
	}
	t.Fatal("no position with a servant to move and a square it cannot reach but a new servant could")
}

// refusedPlacement is a legal servant's move and a square a servant may
// be placed on that this servant cannot go to.
func refusedPlacement(s *game.Session) (mv rules.Move, q int, ok bool) {
	legal := s.Match.State.Legal(nil)
	for _, mv := range legal {
		for _, m := range legal {
			d, q := partsOf(mv), partsOf(m).a
			if d.kind != tk.ActMove || partsOf(m).kind != tk.ActPlace {
				continue
			}
			if _, err := s.Match.State.Clone().Apply(tk.MoveMove(d.a, q)); err != nil {
				return mv, q, true
			}
		}
	}
	return 0, 0, false
}

// The keyboard's focus starts on a lit square (not mid-castle) and the
// castle rings it in the kit's white focus line.
func TestKeyFocusStartsOnALitSquareAndShows(t *testing.T) {
	app, sc, _ := open(t, []string{"", "easy", "easy"}, 0, play.Options{Instant: true})
	b := sc.Board().(*Board)
	app.Step(sc, ui.Input{})
	app.Step(sc, ui.Input{Down: true, Next: true, AnyKey: true})
	sq := b.keys.square
	if !b.Focus.On || !b.pick.Lit(tk.SquarePlace(sq)) {
		t.Fatalf("after an arrow key the focus is on %s (on %v), lit %v; want a lit square", tk.SquareName(sq), b.Focus.On, b.pick.Lit(tk.SquarePlace(sq)))
	}
	img := playtest.Picture(sc)
	if dir := playtest.ShotDir(t); dir != "" {
		if err := playtest.WritePNG(filepath.Join(dir, "trekronor-key-focus.png"), img); err != nil {
			t.Fatal(err)
		}
	}
	r := squareRect(sq)
	if c := img.RGBAAt(int(r.X+r.W/2), int(r.Y)); c.R < 200 || c.G < 200 || c.B < 200 {
		t.Errorf("the top edge of the focused square %s is %v, want the focus ring's white", tk.SquareName(sq), c)
	}
}
