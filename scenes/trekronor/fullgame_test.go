package trekronor

import (
	"math/rand/v2"
	"testing"
	"time"

	"embers/rules"
	tk "embers/rules/trekronor"
	"embers/scenes/play"
	"embers/scenes/play/playtest"
	"embers/scenes/ui"
)

// clicksFor turns a legal move of the person into the clicks that choose it
// on the board; it returns false when a click did not lead where expected.
func clicksFor(t *testing.T, app *playtest.App, sc *play.Scene, b *Board, m rules.Move) {
	t.Helper()
	d := partsOf(m)
	step := func(in ui.Input) {
		app.Step(sc, ui.Input{MouseX: in.MouseX, MouseY: in.MouseY, MouseMoved: true})
		app.Step(sc, in)
	}
	button := func(r play.Rect) ui.Input {
		return ui.Input{MouseX: r.X + r.W/2, MouseY: r.Y + r.H/2, Click: true}
	}
	switch d.kind {
	case tk.ActPlace:
		step(click(d.a))
	case tk.ActMove:
		step(click(d.a))
		step(click(d.b))
	case tk.ActSpread:
		step(button(valueButton(d.value)))
	case tk.ActPass:
		step(button(passButton()))
	case tk.ActDouse, tk.ActSave, tk.ActSteal:
		if d.hall >= 0 {
			x, y := hallCentre(d.hall)
			step(ui.Input{MouseX: x, MouseY: y, Click: true})
		} else {
			step(click(d.a))
		}
		if b.Pick.Menu == nil {
			return // a lone douse is played at once
		}
		for i, o := range b.Pick.Menu.Opts {
			if o.Move == m {
				step(button(b.Pick.Menu.OptRect(i)))
				return
			}
		}
		t.Fatalf("the chooser for %s does not offer it: %+v", rulesOnly.FormatMove(m), b.Pick.Menu.Opts)
	}
}

// TestWholeGameWithTheMouse plays a person's seat from the first move to the
// end only by clicking on the board (every kind of move it meets), against
// AI seats thinking in their goroutine.
func TestWholeGameWithTheMouse(t *testing.T) {
	wholeGames(t, []string{"", "easy", "easy"}, []uint64{3, 21, 5, 8, 13, 17})
}

// TestWholeHotSeatGameWithTheMouse: two people and the computer, the
// screen handed over (by a click) before each person's turn.
func TestWholeHotSeatGameWithTheMouse(t *testing.T) {
	wholeGames(t, []string{"", "easy", ""}, []uint64{4, 9})
}

func wholeGames(t *testing.T, levels []string, seeds []uint64) {
	for _, seed := range seeds {
		s, err := playtest.Session("trekronor", levels, seed, 0)
		if err != nil {
			t.Fatal(err)
		}
		app := playtest.NewApp()
		sc := play.NewWith(app, s, play.Options{Instant: true})
		defer sc.Close()
		app.Cfg.AI.ThinkMsCap = 5
		b := sc.Board().(*Board)
		rng := rand.New(rand.NewPCG(seed, 1))
		kinds := map[tk.Action]int{}
		handoffs := 0
		deadline := time.Now().Add(60 * time.Second)
		for s.ToMove() != rules.NoSeat && time.Now().Before(deadline) {
			if sc.HandoffShown() && !sc.Animating() {
				if sc.Viewer() == s.ToMove() {
					t.Fatal("the handoff is up while the next person's view is shown")
				}
				app.Step(sc, ui.Input{Click: true})
				handoffs++
				if sc.Viewer() != s.ToMove() {
					t.Fatalf("after the handoff the screen shows seat %d, not %d", sc.Viewer(), s.ToMove())
				}
				continue
			}
			if !s.IsHuman(s.ToMove()) || sc.Animating() {
				app.Step(sc, ui.Input{})
				time.Sleep(100 * time.Microsecond)
				continue
			}
			legal := s.Match.State.Legal(nil)
			m := legal[rng.IntN(len(legal))]
			var rich []rules.Move // douses and markers, so every chooser is met
			for _, l := range legal {
				if k := partsOf(l).kind; k == tk.ActDouse || k == tk.ActSave || k == tk.ActSteal {
					rich = append(rich, l)
				}
			}
			if len(rich) > 0 && rng.IntN(4) > 0 {
				m = rich[rng.IntN(len(rich))]
			}
			n := len(s.Match.History)
			app.Step(sc, ui.Input{}) // the turn opens on the board
			clicksFor(t, app, sc, b, m)
			h := s.Match.History
			if len(h) != n+1 || h[n].Move != m {
				t.Fatalf("seed %d: clicking for %q played %v", seed, rulesOnly.FormatMove(m), s.Match.Notations()[n:])
			}
			kinds[partsOf(m).kind]++
		}
		if s.ToMove() != rules.NoSeat {
			t.Fatalf("seed %d: the game did not end in time", seed)
		}
		t.Logf("seed %d: %d moves, the people's by kind %v, %d handoffs", seed, len(s.Match.History), kinds, handoffs)
		if s.Humans() > 1 && handoffs < 2 {
			t.Errorf("seed %d: only %d handoffs between two people", seed, handoffs)
		}
		_ = tk.Game
	}
}
