package trekronor

import (
	"embers/rules"
	tk "embers/rules/trekronor"
)

// parts is what a move does and touches, read from the rules' places (the
// board never reads notation back).
type parts struct {
	kind  tk.Action
	a, b  int // squares in the order a person points (from, to), or -1
	hall  int // the hall of a douse or marker, or -1
	well  int // the well of a douse, or -1
	value int // the spread marker of a spread, or -1
	stack bool
}

var rulesOnly tk.State // MovePlaces needs no position

// partsOf reads move m through the places the rules name for it.
func partsOf(m rules.Move) parts {
	d := parts{kind: tk.ActionOf(m), a: -1, b: -1, hall: -1, well: -1, value: -1, stack: tk.Stacks(m)}
	for _, p := range rulesOnly.MovePlaces(m) {
		s, _ := tk.ParsePlace(p)
		switch s.Kind {
		case tk.SquareSpot:
			if d.a < 0 {
				d.a = s.Index
			} else {
				d.b = s.Index
			}
		case tk.HallSpot:
			d.hall = s.Index
		case tk.WellSpot:
			d.well = s.Index
		case tk.HandSpot:
			d.value = s.Index
		}
	}
	return d
}

var wellWords = map[string]string{"sw": "south-west", "se": "south-east", "nw": "north-west", "ne": "north-east"}

// wellName names well w for people.
func wellName(w int) string {
	if w < 0 || w >= tk.NumWells {
		return "?"
	}
	return wellWords[tk.WellNames[w]]
}

// describe says what move m does, in a few words for a button.
func describe(m rules.Move) string {
	d := partsOf(m)
	switch d.kind {
	case tk.ActDouse:
		return "Put out a fire with the " + wellName(d.well) + " bucket"
	case tk.ActSave, tk.ActSteal:
		s := "Lay a " + d.kind.String() + " marker face-down"
		if d.stack {
			s = "Stack a " + d.kind.String() + " marker on a lone one"
		}
		return s
	case tk.ActPass:
		return "Pass (nothing else is possible)"
	}
	return rulesOnly.FormatMove(m)
}

// isMarker reports whether m lays a save or steal marker.
func isMarker(m rules.Move) bool {
	k := tk.ActionOf(m)
	return k == tk.ActSave || k == tk.ActSteal
}
