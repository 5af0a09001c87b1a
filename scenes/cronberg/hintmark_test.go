package cronberg

import (
	"testing"

	"embers/rules"
	cb "embers/rules/cronberg"
	"embers/scenes/kit"
	"embers/scenes/play"
	"embers/scenes/play/playtest"
	"embers/scenes/ui"
)

// A refusal under the mouse reaches the play scene as its reason and its
// section, so the "why not" card can link to the rules reference.
func TestWhyNotSplitsTheSection(t *testing.T) {
	b := &Board{}
	b.Pick.Why = kit.Reason(&ruleRefusal)
	why, rule := b.WhyNot()
	if why != "Triangle c6 is already built over" || rule != "3.2" {
		t.Fatalf("WhyNot() = %q, %q", why, rule)
	}
	b.Pick.Why = ""
	if why, rule := b.WhyNot(); why != "" || rule != "" {
		t.Fatalf("nothing refused, yet WhyNot() = %q, %q", why, rule)
	}
}

// A hint stays on the board until it is cleared.
func TestHintMarkShowsAndClears(t *testing.T) {
	b := &Board{}
	m := cb.LayMove(0, cb.TriangleNeighbours(0)[0])
	b.ShowHint(m)
	if !b.Hint.On || b.Hint.Move != m {
		t.Fatalf("hint after ShowHint: %+v", b.Hint)
	}
	b.ClearHint()
	if b.Hint.On {
		t.Fatal("the hint stays after ClearHint")
	}
}

var ruleRefusal = rules.IllegalMove{Move: "lay c6 c7", Reason: "triangle c6 is already built over", Rule: "3.2"}

// On the board, a taken crossing under the mouse gives the play scene the
// rules' reason and its section; the picture shows the "why not" card with
// its link to the rules reference.
func TestWhyNotOnTheBoard(t *testing.T) {
	playtest.SlowTest(t)
	s, err := playtest.Session("cronberg", []string{"", "easy", "easy"}, 5, 9)
	if err != nil {
		t.Fatal(err)
	}
	if !personTo(t, s, "token", 60) {
		t.Fatal("the person never had a turn with a token to place")
	}
	app := playtest.NewApp()
	sc := play.NewWith(app, s, play.Options{Instant: true, NoAI: true})
	defer sc.Close()
	app.Step(sc, ui.Input{})
	st := s.Match.State.(*cb.State)
	for x := range cb.NumCrossings {
		if st.TokenAt(x) == rules.NoSeat {
			continue
		}
		p := crossingAt(x)
		app.Step(sc, ui.Input{MouseX: p.X, MouseY: p.Y, MouseMoved: true})
		app.Step(sc, ui.Input{MouseX: p.X, MouseY: p.Y, Click: true})
		why, rule := sc.Board().(*Board).WhyNot()
		if why == "" || rule != "3.1" {
			t.Fatalf("a click on taken crossing %s: WhyNot() = %q, %q; want a reason and section 3.1", cb.CrossingName(x), why, rule)
		}
		playtest.Shoot(t, sc, "board-why-not-cronberg.png")
		return
	}
	t.Fatal("no token on the board to point at")
}
