package trekronor

import (
	"embers/rules"
	tk "embers/rules/trekronor"
	"embers/scenes/kit"
)

// The hooks the shared board suite (scenes/play/boardtest) reads: where a
// place lies, what an open chooser offers, where the keyboard's focus is,
// and the model drawn beside the one a view gives.

// PlacePoint is where place p lies on screen: a square, a hall, a well, a
// spread marker's button, the pass button.
func (b *Board) PlacePoint(p rules.Place) (x, y float64, ok bool) {
	s, ok := tk.ParsePlace(p)
	switch s.Kind {
	case tk.SquareSpot:
		x, y = squareCentre(s.Index)
	case tk.HallSpot:
		x, y = hallCentre(s.Index)
	case tk.WellSpot:
		x, y = wellCentre(s.Index)
	case tk.HandSpot:
		x, y = centre(valueButton(s.Index))
	case tk.PassSpot:
		x, y = centre(passButton())
	default:
		return 0, 0, false
	}
	return x, y, ok
}

// FocusedPlaces is what Enter would pick now: the focused square (its hall for a
// hall's square), spread marker, or the pass when it is the only move; nil
// while the keyboard does not lead or a chooser is open.
func (b *Board) FocusedPlaces() []rules.Place {
	k := &b.keys
	switch {
	case !b.Focus.On || b.Pick.Menu != nil:
		return nil
	case b.m.spread:
		return []rules.Place{rulesOnly.MovePlaces(tk.SpreadMove(k.value))[0]}
	case b.passOnly():
		return []rules.Place{tk.PassPlace}
	}
	s, _ := tk.ParsePlace(b.Focus.Place)
	if h, _ := tk.HallAt(s.Index); h >= 0 {
		return []rules.Place{tk.HallPlace(h)}
	}
	return []rules.Place{b.Focus.Place}
}

// Models is the model drawn and the one view gives, to compare once the
// animations have settled: what the board draws of it. Left out are
// whether a spread marker is due (no event says so: the board learns it
// when reset on the state), who has seen each marker of the pile, and the
// spread hands of seats other than the viewer (neither is drawn), and of
// the result all but who lost or won (the banner's words).
func (b *Board) Models(view rules.State) (shown, fromView any) {
	r := view.Result()
	got := endModel{b.m, rules.Result{Over: b.Result.Over, Lost: b.Result.Lost, Winners: b.Result.Winners}}
	want := endModel{modelOf(view.(*tk.State)), rules.Result{Over: r.Over, Lost: r.Lost, Winners: r.Winners}}
	for _, m := range []*model{&got.model, &want.model} {
		m.spread = false
		m.pile = append([]tk.PileEntry(nil), m.pile...)
		for i := range m.pile {
			m.pile[i].Known = 0
		}
		for s := range m.spreadHand {
			if rules.Seat(s) != b.Viewer {
				m.spreadHand[s], m.handKnown[s] = nil, false
			}
		}
	}
	return got, want
}

// endModel is the board's model with the end as the kit shows it.
type endModel struct {
	model
	Result rules.Result
}

func centre(r kit.Rect) (float64, float64) { return r.X + r.W/2, r.Y + r.H/2 }
