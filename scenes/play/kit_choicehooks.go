package play

import "embers/rules"

// The open chooser as the shared board suite reads it (boardtest's
// Chooser and ChoiceFocuser), the same for every board with the kit's
// chooser.

// ChoicePoint is where the open chooser offers m (a legal option only);
// ok is false while no chooser is open or it does not offer m.
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

// ChoiceFocus is the option the keyboard's focus is on in the open
// chooser; ok is false while none is open or the keys do not lead.
func (k *Kit) ChoiceFocus() (rules.Move, bool) {
	if mn := k.Pick.Menu; mn != nil && k.Focus.On {
		return mn.Opts[k.Focus.Option%len(mn.Opts)].Move, true
	}
	return 0, false
}
