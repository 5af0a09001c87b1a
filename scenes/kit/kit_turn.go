package kit

import (
	"embers/rules"
	"embers/scenes/ui"
)

// BeginTurn starts a frame of the person's input on turn t at the (maybe
// keyboard steered) pointer in, as Pick.Begin does, and on a new turn
// sorts its legal moves afresh into the board's Targets by the places the
// rules name for them. It reports whether the turn is new.
func (k *Kit) BeginTurn(t *Turn, in *ui.Input) (fresh bool) {
	fresh = k.Pick.Begin(t, in)
	if fresh && k.Targets != nil && k.Placer != nil {
		*k.Targets = NewTargets(t.Legal, k.Placer)
	}
	return fresh
}

// ChoiceInput is the kit's answer to a person backing out of a choice or
// using the open chooser, for a board with the kit's picker: a right
// click, Back or Backspace puts back the places chosen and closes the
// chooser; an open chooser takes the pointer. used is false when neither
// happened, and the board reads the input itself.
func (k *Kit) ChoiceInput(in *ui.Input) (m rules.Move, ok, used bool) {
	p := &k.Pick
	if in.RightClick || in.Back || in.Backspace {
		if k.Targets != nil {
			k.Targets.Choose()
		}
		p.Clear()
		return 0, false, true
	}
	if p.Menu != nil {
		m, ok = p.Menu.Input(p, in.Click)
		return m, ok, true
	}
	return 0, false, false
}
