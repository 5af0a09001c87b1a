package fireaxe

import (
	"embers/rules"
	"embers/scenes/ui"
)

// keyboard turns arrow keys and Enter into the pointer input the board
// already understands: the arrows step the focus to the nearest place in
// their direction among those a person points at (spaces, ports, the
// Wintering box, the cargo), Enter acts as a click there; the buttons have
// their letters. Moving the mouse hands control back to it.
func (b *Board) keyboard(in *ui.Input) *ui.Input {
	return b.Keyboard(in, false, func(dx, dy float64, first bool) (float64, float64) {
		places := b.pointable()
		fallback := rules.Place("wintering")
		if len(places) > 0 {
			fallback = places[0]
		}
		return b.FocusPlaces(in.MouseX, in.MouseY, places, fallback, dx, dy, first)
	})
}
