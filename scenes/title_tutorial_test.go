package scenes

import (
	"testing"

	"embers/scenes/tutorial"
	"embers/scenes/ui"
)

// click moves the mouse onto b and clicks it.
func clickOn(t *testing.T, a *App, b *ui.Button) {
	t.Helper()
	x, y := b.X+b.W/2, b.Y+b.H/2
	for _, in := range []ui.Input{{MouseX: x, MouseY: y, MouseMoved: true}, {MouseX: x, MouseY: y, Click: true}} {
		if err := a.Step(in); err != nil {
			t.Fatal(err)
		}
	}
}

// chooseGame answers the chooser the Tutorial entry opens when several
// games have a tutorial: the first game, which has the focus.
func chooseGame(t *testing.T, a *App) {
	t.Helper()
	if d, ok := a.Top().(*ui.Dialog); ok && d.Title == "Which game would you like to learn?" {
		a.Step(ui.Input{Confirm: true})
		settle(t, a)
	}
}

// Title → Tutorial → a step on → Leave → Tutorial again offers to continue.
func TestTitleOpensTheTutorialAndComesBack(t *testing.T) {
	a, _ := testApp(t)
	settle(t, a)
	title := a.Top().(*Title)
	tut := title.form.Items[2].(*ui.Button)
	if tut.Disabled {
		t.Fatalf("the Tutorial entry is disabled: %s", tut.Reason)
	}
	clickOn(t, a, tut)
	settle(t, a)
	chooseGame(t, a)
	ts, ok := a.Top().(*tutorial.Scene)
	if !ok {
		t.Fatalf("Tutorial opened %T", a.Top())
	}
	clickOn(t, a, ts.Button("Next"))
	clickOn(t, a, ts.Button("Next"))
	if ts.Step() != 2 {
		t.Fatalf("two Nexts reached step %d", ts.Step()+1)
	}
	clickOn(t, a, ts.Button("Leave"))
	settle(t, a)
	if _, ok := a.Top().(*Title); !ok {
		t.Fatalf("Leave opened %T", a.Top())
	}
	clickOn(t, a, a.Top().(*Title).form.Items[2].(*ui.Button))
	settle(t, a)
	chooseGame(t, a)
	d, ok := a.Top().(*ui.Dialog)
	if !ok {
		t.Fatalf("coming back shows %T, want the offer to continue", a.Top())
	}
	a.Step(ui.Input{Confirm: true}) // Continue, the first choice, has the focus
	settle(t, a)
	ts = a.Top().(*tutorial.Scene)
	if ts.Step() != 2 {
		t.Fatalf("continued at step %d, want 3 (dialog %q)", ts.Step()+1, d.Title)
	}
	ts.Close()
}
