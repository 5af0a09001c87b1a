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

// isMarker reports whether m lays a save or steal marker.
func isMarker(m rules.Move) bool {
	k := tk.ActionOf(m)
	return k == tk.ActSave || k == tk.ActSteal
}
