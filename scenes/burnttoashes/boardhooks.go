package burnttoashes

import (
	"strings"

	"embers/rules"
	ba "embers/rules/burnttoashes"
	"embers/scenes/ui"
)

// The hooks the shared board suite (scenes/play/boardtest) reads: where a
// place lies, what the keyboard's focus names, the open chooser's options
// and the keys of the buttons.

// PlacePoint is where place p lies on screen: its rectangle's middle on
// the board, or its button's.
func (b *Board) PlacePoint(p rules.Place) (x, y float64, ok bool) {
	if r, ok := placeRect(p); ok {
		x, y = r.Centre()
		return x, y, true
	}
	if r, ok := buttonRect(p); ok {
		x, y = r.Centre()
		return x, y, true
	}
	return 0, 0, false
}

// Shortcut is the key of a button place.
func (b *Board) Shortcut(p rules.Place) (ui.Input, bool) {
	for _, k := range buttonKeys {
		if k.place == p && k.keys != "" {
			return ui.Input{Runes: []rune(strings.ToLower(k.keys[:1])), AnyKey: true}, true
		}
	}
	return ui.Input{}, false
}

// Models is the part of the model the animations drive (coats landing on
// the provinces claimed, provinces burning, the dragon's wounds), shown
// and as the view gives it; the rest is read from the view when the board
// settles (the notes' "left" list: every field event-driven).
func (b *Board) Models(view rules.State) (shown, fromView any) {
	return animatedOf(b.m.Look), animatedOf(modelOf(view.(*ba.State)).Look)
}

// animated are the fields the board's animations keep.
type animated struct {
	Owner [ba.Provinces]int
	Lost  [ba.Provinces]bool
	Hits  int
}

func animatedOf(l ba.Look) animated { return animated{l.Owner, l.Lost, l.Hits} }

// FocusLeadsTo tells whether the order chooser's focused tile is the one
// m lays next, the tiles above it already chosen as m lays them.
func (b *Board) FocusLeadsTo(m rules.Move) bool {
	mn := b.Pick.Menu
	if mn == nil || !b.order.on || len(mn.Opts) == 0 {
		return false
	}
	return b.orderLeads(mn.Opts[b.Focus.Option%len(mn.Opts)].Move, m)
}
