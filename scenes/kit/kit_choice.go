package kit

import (
	"slices"

	"embers/rules"
	"embers/scenes/ui"
)

// Where the open chooser's choices are, for tests that play a board by
// mouse or by keys (the board suite's Chooser and ChoiceFocuser): every
// board on the kit answers both the same way.

// ChoicePoint is where a click goes next in the open chooser on the way
// to legal move m (the option itself, or the stepper, toggle or page turn
// towards it); ok is false while no chooser is open or it does not offer m.
func (k *Kit) ChoicePoint(m rules.Move) (x, y float64, ok bool) {
	if mn := k.Pick.Menu; mn != nil {
		return mn.Aim(m)
	}
	return 0, 0, false
}

// ChoiceFocus is the move the open chooser's focus is on, while the keys
// lead (a refused option's too); ok is false otherwise, or when the focus
// is on a part that is no option (a toggle, a page turn).
func (k *Kit) ChoiceFocus() (rules.Move, bool) {
	mn := k.Pick.Menu
	if mn == nil || !k.Focus.On {
		return 0, false
	}
	r, rows := mn.Keys(k.Focus.Option, 0)
	if rows == 0 {
		return 0, false
	}
	for _, c := range mn.controls() {
		switch {
		case c.rect != r:
		case c.play:
			return c.moves[0], true
		case c.opt >= 0:
			return mn.Opts[c.opt].Move, true
		}
	}
	return 0, false
}

// ChoiceKey is the key that takes the open chooser's keyboard focus a step
// towards legal move m: Enter where the focused part plays m or leads to
// it (a step of a longer choice, a page turn), Left or Right on a stepper
// whose − or + leads to m, else Down to the next row; ok is false while no
// chooser is open or nothing in it leads to m.
func (k *Kit) ChoiceKey(m rules.Move) (in ui.Input, ok bool) {
	mn := k.Pick.Menu
	if mn == nil {
		return ui.Input{}, false
	}
	if _, _, leads := mn.Aim(m); !leads {
		return ui.Input{}, false
	}
	down := ui.Input{Down: true, Next: true, AnyKey: true}
	if !k.Focus.On {
		return down, true // the first key hands the chooser to the keys
	}
	at := func(dx float64) (control, bool) {
		r, rows := mn.Keys(k.Focus.Option, dx)
		if rows == 0 {
			return control{}, false
		}
		for _, c := range mn.controls() {
			if c.rect == r {
				return c, true
			}
		}
		return control{}, false
	}
	c, found := at(0)
	switch {
	case !found:
		return down, true
	case slices.Contains(c.moves, m):
		return ui.Input{Confirm: true, AnyKey: true}, true
	}
	if minus, ok := at(-1); ok && minus.rect != c.rect && slices.Contains(minus.moves, m) {
		return ui.Input{Left: true, Prev: true, AnyKey: true}, true
	}
	if plus, ok := at(1); ok && plus.rect != c.rect && slices.Contains(plus.moves, m) {
		return ui.Input{Right: true, Next: true, AnyKey: true}, true
	}
	return down, true
}
