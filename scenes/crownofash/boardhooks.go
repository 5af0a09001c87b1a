package crownofash

import (
	"embers/rules"
	ca "embers/rules/crownofash"
)

// The hooks the shared board suite (scenes/play/boardtest) reads: where a
// place lies and where the keyboard's focus is (the chooser's options are
// the kit's ChoicePoint and ChoiceFocus).

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

// Models is the model drawn and the one view gives, to compare once a
// move's animations have settled, with the end as the kit shows it.
func (b *Board) Models(view rules.State) (shown, fromView any) {
	r := view.Result()
	got := endModel{b.m, rules.Result{Over: b.Result.Over, Scores: b.Result.Scores, Winners: b.Result.Winners}}
	return got, endModel{modelOf(view.(*ca.State)), rules.Result{Over: r.Over, Scores: r.Scores, Winners: r.Winners}}
}

// endModel is the board's model with the end as the kit shows it.
type endModel struct {
	model
	Result rules.Result
}

// ChoiceFocus is the kit's, and open too while the focus is on a part of
// the chooser that is no option: a fighter's toggle, the confirmation of
// a set not yet chosen (FocusLeadsTo says where Enter leads there).
func (b *Board) ChoiceFocus() (rules.Move, bool) {
	if m, ok := b.Kit.ChoiceFocus(); ok {
		return m, true
	}
	return 0, b.Pick.Menu != nil && b.Focus.On
}

// FocusLeadsTo tells whether the chooser's focused row is the part that
// leads most directly towards m (a fighter to toggle on, or off).
func (b *Board) FocusLeadsTo(m rules.Move) bool {
	mn := b.Pick.Menu
	if mn == nil || !b.Focus.On {
		return false
	}
	r, rows := mn.Keys(b.Focus.Option, 0)
	x, y, ok := mn.Aim(m)
	return rows > 0 && ok && r.Contains(x, y)
}
