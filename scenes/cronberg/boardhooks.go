package cronberg

import (
	"embers/rules"
	cb "embers/rules/cronberg"
	"embers/scenes/kit"
	"embers/scenes/ui"
)

// The hooks the shared board suite (scenes/play/boardtest) reads: where a
// place lies, where a tile is aimed, where the keyboard's focus is, the
// keys that stand for the pile and the pass, and the model drawn beside
// the one a view gives.

// PlacePoint is where place p lies on screen: a crossing, a triangle's
// centre, the pile, the pass button.
func (b *Board) PlacePoint(p rules.Place) (x, y float64, ok bool) {
	s, ok := cb.ParsePlace(p)
	switch s.Kind {
	case cb.CrossingSpot:
		return crossingAt(s.Index).X, crossingAt(s.Index).Y, ok
	case cb.TriangleSpot:
		return triCentre(s.Index).X, triCentre(s.Index).Y, ok
	case cb.PileSpot:
		return pileSpot.X, pileSpot.Y, ok
	case cb.PassSpot:
		r := passButton()
		return r.X + r.W/2, r.Y + r.H/2, ok
	}
	return 0, 0, false
}

// AimPoint is where to click the first triangle of a lay so that the tile
// turns to the second: inside it, towards the edge they share.
func (b *Board) AimPoint(m rules.Move, i int) (x, y float64, ok bool) {
	kind, a, c, _ := cb.MoveParts(m)
	if kind != "lay" || i != 0 {
		return 0, 0, false
	}
	mid, _ := pairShape(a, c)
	ctr := triCentre(a)
	for _, f := range []float64{0.55, 0.4, 0.7} {
		x, y = kit.Lerp(ctr.X, mid.X, f), kit.Lerp(ctr.Y, mid.Y, f)
		if insideTri(a, x, y) {
			return x, y, true
		}
	}
	return 0, 0, false
}

// FocusedPlaces is what Enter would pick now: the focused crossing, or the
// focused triangle and the one the tile turns to.
func (b *Board) FocusedPlaces() []rules.Place {
	k := &b.keys
	switch {
	case !b.Focus.On:
		return nil
	case b.m.laying:
		nb := cb.TriangleNeighbours(k.tri)
		return []rules.Place{cb.TrianglePlace(k.tri), cb.TrianglePlace(nb[k.side%len(nb)])}
	}
	return []rules.Place{b.Focus.Place}
}

// Shortcut is the key that picks place p at once: D the pile, P the pass.
func (b *Board) Shortcut(p rules.Place) (ui.Input, bool) {
	switch p {
	case cb.PilePlace:
		return ui.Input{Runes: []rune{'d'}, AnyKey: true}, true
	case cb.PassPlace:
		return ui.Input{Runes: []rune{'p'}, AnyKey: true}, true
	}
	return ui.Input{}, false
}

// Models is the model drawn and the one view gives, to compare once the
// animations have settled; of the result, only what the board draws (the
// winners and scores: the end event carries no summary).
func (b *Board) Models(view rules.State) (shown, fromView any) {
	r := view.Result()
	got := endModel{b.m, rules.Result{Over: b.Result.Over, Scores: b.Result.Scores, Winners: b.Result.Winners}}
	return got, endModel{modelOf(view.(*cb.State)), rules.Result{Over: r.Over, Scores: r.Scores, Winners: r.Winners}}
}

// endModel is the board's model with the end as the kit shows it.
type endModel struct {
	model
	Result rules.Result
}
