package scenes

import (
	"testing"

	"embers/game"
	"embers/scenes/ui"
)

// press runs one tick with the given keys.
func press(t *testing.T, a *App, in ui.Input) {
	t.Helper()
	in.MouseX, in.MouseY = -100, -100
	if err := a.Step(in); err != nil {
		t.Fatal(err)
	}
}

// TestKeyboardFromTitleToBoardAndBack walks the program with the keyboard
// only: title → new game → start → the board → Esc (pause) → quit to the
// title, which then offers to continue.
func TestKeyboardFromTitleToBoardAndBack(t *testing.T) {
	a, _ := testApp(t)
	settle(t, a)
	press(t, a, ui.Input{Confirm: true}) // New game has the focus (nothing to continue)
	settle(t, a)
	ng, ok := a.Top().(*NewGame)
	if !ok {
		t.Fatalf("Enter on the title opened %T, want the new-game screen", a.Top())
	}
	ng.seed = "11"
	press(t, a, ui.Input{Confirm: true}) // Start has the focus
	settle(t, a)
	board, ok := a.Top().(interface{ Session() *game.Session })
	if !ok {
		t.Fatalf("Start opened %T, want the board", a.Top())
	}
	defer board.Session().Cancel()
	press(t, a, ui.Input{Back: true, AnyKey: true})
	p, ok := a.Top().(*Pause)
	if !ok {
		t.Fatalf("Esc on the board opened %T, want the pause menu", a.Top())
	}
	press(t, a, ui.Input{Back: true, AnyKey: true})
	if a.Top() == ui.Scene(p) {
		t.Fatal("Esc did not close the pause menu")
	}
	press(t, a, ui.Input{Back: true, AnyKey: true})
	p = a.Top().(*Pause)
	p.form.SetFocus(p.form.Items[4]) // Quit to title
	press(t, a, ui.Input{Confirm: true})
	settle(t, a)
	title, ok := a.Top().(*Title)
	if !ok {
		t.Fatalf("Quit to title opened %T", a.Top())
	}
	if !title.form.Items[0].Enabled() || title.form.Focused() != title.form.Items[0] {
		t.Fatal("after leaving a game the title should offer Continue, focused")
	}
}
