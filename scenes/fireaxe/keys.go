package fireaxe

import (
	fx "embers/rules/fireaxe"
	"embers/scenes/ui"
)

// keyboard turns arrow keys and Enter into the pointer input the board
// already understands: the arrows step the focus to the nearest place in
// their direction among those usable now (lit: a space or port to sail
// to, a home port to launch from, the cargo to load), else among all a
// person points at; Enter acts as a click there; the buttons have their
// letters. Moving the mouse hands control back to it. (Stepping among
// every place of the map, a person at the Wintering box had to wander
// through dozens of ports to reach a lit home port.)
func (b *Board) keyboard(in *ui.Input) *ui.Input {
	return b.Keyboard(in, false, func(dx, dy float64, first bool) (float64, float64) {
		places := b.pointable()
		if lit := b.LitPlaces(places); len(lit) > 0 {
			places = lit
		}
		fallback := fx.WinteringPlace
		if len(places) > 0 {
			fallback = places[0]
		}
		return b.FocusPlaces(in.MouseX, in.MouseY, places, fallback, dx, dy, first)
	})
}
