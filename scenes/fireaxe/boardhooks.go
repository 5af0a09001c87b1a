package fireaxe

import (
	"embers/rules"
	"embers/scenes/ui"
)

// The hooks the shared board suite (scenes/play/boardtest) reads: where a
// place lies, where the keyboard's focus is and the keys for the buttons.

// PlacePoint is where place p lies on screen: the middle of its shape.
func (b *Board) PlacePoint(p rules.Place) (x, y float64, ok bool) { return b.PlaceCentre(p) }

// Shortcut is the key that presses a button at once.
func (b *Board) Shortcut(p rules.Place) (ui.Input, bool) {
	if k, ok := buttonKeys[p]; ok {
		return ui.Input{Runes: []rune{rune(k[0])}, AnyKey: true}, true
	}
	return ui.Input{}, false
}
