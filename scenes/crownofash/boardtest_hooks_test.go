package crownofash

import (
	"embers/rules"
)

// The hooks the shared board suite (scenes/play/boardtest) reads: where a
// place lies, the chooser's options and where the keyboard's focus is.

// PlacePoint is where place p lies on screen now: the middle of its first
// shape.
func (b *Board) PlacePoint(p rules.Place) (x, y float64, ok bool) {
	sh := b.Shapes(p)
	if len(sh) == 0 {
		return 0, 0, false
	}
	x, y = sh[0].Centre()
	return x, y, true
}

// ChoicePoint is where the open chooser offers move m.
func (b *Board) ChoicePoint(m rules.Move) (x, y float64, ok bool) {
	if mn := b.Pick.Menu; mn != nil {
		for i, o := range mn.Opts {
			if o.Move == m && o.Why == "" {
				r := mn.OptRect(i)
				return r.X + r.W/2, r.Y + r.H/2, true
			}
		}
	}
	return 0, 0, false
}

// ChoiceFocus is the move the open chooser's focus is on.
func (b *Board) ChoiceFocus() (rules.Move, bool) {
	if mn := b.Pick.Menu; mn != nil && b.Focus.On {
		return mn.Opts[b.Focus.Option%len(mn.Opts)].Move, true
	}
	return 0, false
}

// FocusedPlaces is what Enter would pick now: the focused place.
func (b *Board) FocusedPlaces() []rules.Place {
	if !b.Focus.On {
		return nil
	}
	return []rules.Place{b.Focus.Place}
}
