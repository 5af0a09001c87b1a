package play

import "embers/rules"

// Where the open chooser's choices are, for tests that play a board by
// mouse or by keys (the board suite's Chooser and ChoiceFocuser): every
// board on the kit answers both the same way.

// ChoicePoint is the middle of the open chooser's option for legal move
// m; ok is false while no chooser is open or it does not offer m.
func (k *Kit) ChoicePoint(m rules.Move) (x, y float64, ok bool) {
	if mn := k.Pick.Menu; mn != nil {
		for i, o := range mn.Opts {
			if o.Move == m && o.Why == "" {
				x, y = mn.OptRect(i).Centre()
				return x, y, true
			}
		}
	}
	return 0, 0, false
}

// ChoiceFocus is the move the open chooser's focus is on, while the keys
// lead; ok is false otherwise.
func (k *Kit) ChoiceFocus() (rules.Move, bool) {
	if mn := k.Pick.Menu; mn != nil && k.Focus.On && len(mn.Opts) > 0 {
		return mn.Opts[k.Focus.Option%len(mn.Opts)].Move, true
	}
	return 0, false
}
