package tutorial

import (
	"strings"
	"testing"

	gt "embers/game/tutorial"
	"embers/rules"
	_ "embers/scenes/catalog" // every game's rules, and its board once it has one
	"embers/scenes/play"
	"embers/scenes/play/playtest"
	"embers/scenes/ui"
)

// aimer is a board a test can click through (trekronor.Board.Aim).
type aimer interface {
	Aim(m rules.Move) (x, y float64, ok bool)
}

func open(t *testing.T, step int) (*Scene, *playtest.App) {
	t.Helper()
	return openGame(t, "trekronor", step)
}

func openGame(t *testing.T, gameID string, step int) (*Scene, *playtest.App) {
	t.Helper()
	app := playtest.NewApp()
	tut := New(app, Options{GameID: gameID, Step: step, Instant: true, ProgressDir: t.TempDir()})
	if tut.err != nil {
		t.Fatal(tut.err)
	}
	return tut, app
}

// clickAt moves the mouse to a point, then clicks there.
func clickAt(app *playtest.App, tut *Scene, x, y float64) {
	app.Step(tut, ui.Input{MouseX: x, MouseY: y, MouseMoved: true})
	app.Step(tut, ui.Input{MouseX: x, MouseY: y, Click: true})
}

func clickButton(t *testing.T, app *playtest.App, tut *Scene, b *ui.Button) {
	t.Helper()
	tut.card.layout(tut)
	if b.Disabled {
		t.Fatalf("step %d: button %s is disabled: %s", tut.step+1, b.Label, b.Reason)
	}
	clickAt(app, tut, b.X+b.W/2, b.Y+b.H/2)
}

// settle runs ticks until nothing animates and the watched moves are played.
func settle(app *playtest.App, tut *Scene) {
	for i := 0; i < 400 && (tut.play.Animating() || (tut.cur().Kind() == gt.Watch && !tut.done)); i++ {
		app.Step(tut, ui.Input{})
	}
}

// playByMouse clicks move text on the board until it is played (a hall
// opens a chooser first).
func playByMouse(t *testing.T, app *playtest.App, tut *Scene, text string) {
	t.Helper()
	s := tut.play.Session()
	m, err := s.Match.State.ParseMove(text)
	if err != nil {
		t.Fatal(err)
	}
	n := len(s.Match.History)
	b := tut.play.Board().(aimer)
	for range 4 {
		app.Step(tut, ui.Input{}) // the learner's turn opens on the board
		x, y, ok := b.Aim(m)
		if !ok {
			t.Fatalf("step %d: cannot aim at %s", tut.step+1, text)
		}
		clickAt(app, tut, x, y)
		if len(tut.play.Session().Match.History) > n {
			break
		}
	}
	h := tut.play.Session().Match.History
	if len(h) != n+1 || h[n].Move != m {
		t.Fatalf("step %d: clicking for %q played %v (correction %q)", tut.step+1, text, tut.play.Session().Match.Notations()[n:], tut.correction)
	}
}

// TestTutorialWithTheMouse goes through every step of every playable
// game's tutorial, from the first to the guided game, only by clicking: the
// board for the moves, the card's Next. A game whose board is still to come
// has its script checked against its rules only (scenes/catalog's tests).
func TestTutorialWithTheMouse(t *testing.T) {
	for _, id := range Available() {
		t.Run(id, func(t *testing.T) { tutorialWithTheMouse(t, id) })
	}
}

func tutorialWithTheMouse(t *testing.T, gameID string) {
	tut, app := openGame(t, gameID, 0)
	for tut.step < tut.Steps()-1 {
		i := tut.step
		step := tut.cur()
		tut.card.layout(tut)
		if !tut.card.fits() {
			t.Errorf("step %d %s: the narration does not fit its card", i+1, step.ID)
		}
		switch step.Kind() {
		case gt.Move:
			if !tut.card.next.Disabled {
				t.Errorf("step %d: Next is open before the move is made", i+1)
			}
			playByMouse(t, app, tut, step.Expect[0])
			settle(app, tut)
		case gt.Watch:
			n := len(tut.play.Session().Match.History)
			settle(app, tut)
			if got := len(tut.play.Session().Match.History) - n; got != len(step.Watch) {
				t.Fatalf("step %d: %d of %d watched moves played", i+1, got, len(step.Watch))
			}
		}
		if !tut.done && step.Kind() != gt.Read {
			t.Fatalf("step %d %s: not done after its moves", i+1, step.ID)
		}
		tut.card.layout(tut)
		if !tut.card.fits() {
			t.Errorf("step %d %s: the text after the move does not fit its card", i+1, step.ID)
		}
		clickButton(t, app, tut, tut.card.next)
		if tut.step != i+1 {
			t.Fatalf("Next on step %d went to step %d", i+1, tut.step+1)
		}
	}
	clickButton(t, app, tut, tut.card.next) // "Play now"
	ps, ok := app.Gone.(*play.Scene)
	if !ok {
		t.Fatalf("the last step opened %T, want the guided game", app.Gone)
	}
	defer ps.Close()
	s := ps.Session()
	if !s.Options.Training || s.Humans() != 1 || !s.IsHuman(0) || s.Match.Seats[1].Level != "easy" {
		t.Fatalf("guided game: training %v, %d people, seats %+v", s.Options.Training, s.Humans(), s.Match.Seats)
	}
	for i, seat := range s.Match.Seats { // a real game: the tutorial's characters stay behind
		if want := ui.SeatColourTitle(seat.Colour); seat.Name != want {
			t.Errorf("guided game's seat %d is called %q, drawn %s", i, seat.Name, want)
		}
	}
}

// A wrong move is corrected gently and not played; the right one then is.
func TestWrongMovesAreCorrected(t *testing.T) {
	tut, app := open(t, 0)
	i := tut.script.Index("place")
	tut.goTo(app, i)
	s := tut.play.Session()
	n := len(s.Match.History)
	b := tut.play.Board().(aimer)
	try := func(text string) {
		m, _ := s.Match.State.ParseMove(text)
		app.Step(tut, ui.Input{})
		x, y, _ := b.Aim(m)
		clickAt(app, tut, x, y)
	}
	try("place c0") // touches neither a well nor a servant: the board explains it itself, as in a game
	if len(s.Match.History) != n {
		t.Fatalf("an illegal move was played")
	}
	try("place a1") // legal, but not this step's
	if len(s.Match.History) != n || !strings.Contains(tut.correction, "allowed, but this step asks you to") {
		t.Fatalf("a legal other move: played %d, correction %q", len(s.Match.History)-n, tut.correction)
	}
	tut.card.layout(tut)
	if tut.card.lines[0].ink != correctInk {
		t.Error("the correction is not what the card shows first")
	}
	playByMouse(t, app, tut, "place b0")
	if tut.correction != "" {
		t.Errorf("the correction stays after the right move: %q", tut.correction)
	}
}

// Back, Replay step and continuing steps rebuild the right position.
func TestBackAndReplay(t *testing.T) {
	tut, app := open(t, 0)
	douse := tut.script.Index("douse")
	tut.goTo(app, douse)
	playByMouse(t, app, tut, "douse A1 sw")
	settle(app, tut)
	clickButton(t, app, tut, tut.card.replay)
	if tut.step != douse || tut.done || len(tut.play.Session().Match.History) != 8 {
		t.Fatalf("replay: step %d done %v history %d", tut.step+1, tut.done, len(tut.play.Session().Match.History))
	}
	clickButton(t, app, tut, tut.card.back)
	if tut.err != nil {
		t.Fatal(tut.err)
	}
	if tut.step != douse-1 || tut.cur().Kind() != gt.Watch {
		t.Fatalf("back went to step %d", tut.step+1)
	}
	settle(app, tut)
	clickButton(t, app, tut, tut.card.next)
	if tut.step != douse || len(tut.play.Session().Match.History) != 8 {
		t.Fatalf("the step after a watch continues from it: step %d, history %d", tut.step+1, len(tut.play.Session().Match.History))
	}
}

// Leaving remembers the step; coming back offers to continue there.
func TestComeBackToTheStepReached(t *testing.T) {
	dir := t.TempDir()
	app := playtest.NewApp()
	tut := New(app, Options{GameID: "trekronor", Step: 4, Instant: true, ProgressDir: dir})
	tut.Close()
	if got := gt.ProgressIn(dir).Step("trekronor"); got != tut.script.Steps[4].ID {
		t.Fatalf("remembered %q", got)
	}
	again := New(app, Options{GameID: "trekronor", Step: -1, Instant: true, ProgressDir: dir})
	defer again.Close()
	if again.step != 0 || !again.offer {
		t.Fatalf("coming back: step %d, offer %v", again.step+1, again.offer)
	}
	app.Step(again, ui.Input{})
	if _, ok := app.Pushed.(*ui.Dialog); !ok {
		t.Fatalf("no dialog offered to continue: %T", app.Pushed)
	}
}

// The seats wear the script's names and colours.
func TestSeatsAreDressed(t *testing.T) {
	tut, _ := open(t, 0)
	defer tut.Close()
	seats := tut.play.Session().Match.Seats
	for i, want := range tut.script.Seats {
		if seats[i].Name != want.Name || ui.SeatColourTitle(seats[i].Colour) != want.Colour {
			t.Errorf("seat %d is %s in %s, want %s in %s", i, seats[i].Name, ui.SeatColourTitle(seats[i].Colour), want.Name, want.Colour)
		}
	}
}

// An undo from the pause menu takes the step back to its start.
func TestUndoReplaysTheStep(t *testing.T) {
	tut, app := open(t, 0)
	defer tut.Close()
	douse := tut.script.Index("douse")
	tut.goTo(app, douse)
	playByMouse(t, app, tut, "douse A1 sw")
	settle(app, tut)
	if !tut.done {
		t.Fatal("the douse did not finish the step")
	}
	if err := tut.play.Session().Match.Undo(); err != nil {
		t.Fatal(err)
	}
	app.Step(tut, ui.Input{})
	if tut.done || tut.step != douse || len(tut.play.Session().Match.History) != tut.start {
		t.Fatalf("after an undo: done %v, step %d, history %d (start %d)", tut.done, tut.step+1, len(tut.play.Session().Match.History), tut.start)
	}
}
