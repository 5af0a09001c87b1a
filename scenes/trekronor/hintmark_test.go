package trekronor

import (
	"strings"
	"testing"
	"time"

	"embers/rules"
	"embers/scenes/play"
	"embers/scenes/play/playtest"
	"embers/scenes/ui"
)

// The board gives its explanation of a refused target to the panel split
// into the rules' reason and its section, for the "why not" card's link.
func TestWhyNotGivesReasonAndSection(t *testing.T) {
	app, sc, _ := open(t, []string{"", "easy", "easy"}, 0, play.Options{})
	b := sc.Board().(*Board)
	app.Step(sc, click(43)) // d4: nobody stands next to it yet
	reason, rule := b.WhyNot()
	if rule != "5.1" || reason == "" || strings.Contains(reason, "(rule") {
		t.Fatalf("WhyNot = %q, %q; want the reason alone and section 5.1", reason, rule)
	}
	app.Step(sc, at(43))
	if r, _ := b.WhyNot(); r != reason {
		t.Errorf("hovering the same square explains %q", r)
	}
	playtest.Shoot(t, sc, "board-why-not.png")
}

// waitHint asks for a hint and ticks the scene until it is shown.
func waitHint(t *testing.T, app ui.App, step func(ui.Input), sc *play.Scene) {
	t.Helper()
	sc.AskHint(app)
	deadline := time.Now().Add(30 * time.Second)
	for {
		step(ui.Input{MouseX: 1000, MouseY: 700})
		if _, ok := sc.Hint(); ok {
			return
		}
		if time.Now().After(deadline) {
			t.Fatal("no hint after 30 s")
		}
		time.Sleep(5 * time.Millisecond)
	}
}

// A hint is marked on the castle where its move acts, and the mark goes
// when the position changes. The picture shows a hint and the recap of the
// computer's moves.
func TestHintMarkedOnTheBoard(t *testing.T) {
	app, sc, s := open(t, []string{"", "hard", "hard", "hard"}, 12, play.Options{NoAI: true})
	step := func(in ui.Input) {
		if err := app.Step(sc, in); err != nil {
			t.Fatal(err)
		}
	}
	step(ui.Input{MouseX: 1000, MouseY: 700})
	if s.ToMove() != 0 {
		t.Fatalf("%s is to move, want the person", s.Name(s.ToMove()))
	}
	waitHint(t, app, step, sc)
	h, _ := sc.Hint()
	b := sc.Board().(*Board)
	if !b.Hint.On || partsOf(b.Hint.Move) != partsOf(h.Move) {
		t.Fatalf("the board marks %+v, the hint is %s", b.Hint, h.Notation)
	}
	playtest.Shoot(t, sc, "board-hint-recap.png")
	if err := sc.Play(app, h.Move); err != nil {
		t.Fatal(err)
	}
	sc.Drain()
	step(ui.Input{MouseX: 1000, MouseY: 700})
	if s.ToMove() == rules.Seat(0) && b.Hint.On {
		t.Error("the hint's mark stays after the move")
	}
}
