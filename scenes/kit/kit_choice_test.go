package kit

import "testing"

// TestChoicePointAndFocus: an open chooser's legal option is found at its
// row's middle, a refused one is not, and the keys' focus names its move.
func TestChoicePointAndFocus(t *testing.T) {
	var k Kit
	if _, _, ok := k.ChoicePoint(7); ok {
		t.Fatal("no chooser is open, yet a choice has a point")
	}
	k.Pick.Menu = NewChooser("Fight with", 100, 100, []Option{{Label: "one", Move: 7}, {Label: "two", Move: 8, Why: "too weak"}, {Label: "three", Move: 9}}, "", Rect{W: 1280, H: 720})
	x, y, ok := k.ChoicePoint(9)
	if r := k.Pick.Menu.OptRect(2); !ok || !r.Contains(x, y) || k.Pick.Menu.At(x, y) != 2 {
		t.Errorf("move 9 lies at (%v, %v) ok %v, want inside the third row %+v", x, y, ok, r)
	}
	if _, _, ok := k.ChoicePoint(8); ok {
		t.Error("a refused option is offered as a point to click")
	}
	if _, ok := k.ChoiceFocus(); ok {
		t.Error("the keys do not lead, yet the chooser has a focus")
	}
	k.Focus.On, k.Focus.Option = true, 4 // wraps round the three options
	if m, ok := k.ChoiceFocus(); !ok || m != 8 {
		t.Errorf("the focus names move %v (ok %v), want 8", m, ok)
	}
}
