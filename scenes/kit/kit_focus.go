package kit

import "embers/rules"

// FocusPlaces is the kit's keyboard over a board's places (its squares,
// its crossings), for a board's Keyboard aim: the first key puts the
// focus (Focus.Place) on the lit place under the pointer (x, y), else on
// the first lit one, else on fallback, and only shows it there (a key that
// also stepped would leave the lit place at once); the arrows (dx, dy)
// then step it to the nearest place in their direction. It gives the
// focused place's middle, where Enter clicks.
func (k *Kit) FocusPlaces(x, y float64, places []rules.Place, fallback rules.Place, dx, dy float64, first bool) (float64, float64) {
	f := &k.Focus
	if first {
		f.Place = k.FocusStart(x, y, places, fallback)
	} else {
		f.Place = k.FocusStep(f.Place, dx, dy, places)
	}
	x, y, _ = k.PlaceCentre(f.Place)
	return x, y
}

// FocusedPlaces is what Enter would pick now: the place the keyboard's
// focus shows, none while it is hidden or a chooser is open (Enter then
// picks in the chooser). The board suite (scenes/play/boardtest) steers
// the keyboard by it; a board whose focus can stand on several places at
// once (a rhombus, a spread marker) answers it itself.
func (k *Kit) FocusedPlaces() []rules.Place {
	if !k.Focus.On || k.Pick.Menu != nil {
		return nil
	}
	return []rules.Place{k.Focus.Place}
}
