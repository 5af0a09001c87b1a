package play

import (
	"testing"

	"embers/rules"
)

// TestChoiceHooks: the open chooser's options are found where they are
// drawn, and the keyboard's focus names the option it is on.
func TestChoiceHooks(t *testing.T) {
	k, turn := pickKit()
	if _, _, ok := k.ChoicePoint(3); ok {
		t.Fatal("an option was found with no chooser open")
	}
	k.PickPlace(turn, "c1", "On c1", true) // moves 3 and 4 end there
	x, y, ok := k.ChoicePoint(4)
	if !ok || !k.Pick.Menu.OptRect(1).Contains(x, y) {
		t.Fatalf("move 4: at (%v, %v) ok %v; want the middle of the second option", x, y, ok)
	}
	if _, _, ok := k.ChoicePoint(7); ok {
		t.Error("move 7 is not offered on c1, but a point was given")
	}
	if _, ok := k.ChoiceFocus(); ok {
		t.Error("the focus named an option while the keys do not lead")
	}
	k.Focus.On, k.Focus.Option = true, 3
	if m, ok := k.ChoiceFocus(); !ok || m != rules.Move(4) {
		t.Errorf("focus on option 3 of 2 names %v, %v; want move 4 (wrapped)", m, ok)
	}
}
