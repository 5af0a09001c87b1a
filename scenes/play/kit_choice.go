package play

import "embers/rules"

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
