package trekronor

import (
	tk "embers/rules/trekronor"
	"embers/scenes/ui"
)

// drawPointed rings the squares, halls and wells the hovered log line's
// event touches.
func (b *Board) drawPointed(c *ui.Canvas) {
	for _, s := range b.pointed() {
		switch s.Kind {
		case tk.SquareSpot:
			b.RingRect(c, squareRect(s.Index), 2, 8, 4, litMarker, 1)
		case tk.HallSpot:
			b.RingRect(c, hallRect(s.Index), -4, 10, 4, litMarker, 1)
		case tk.WellSpot:
			x, y := wellCentre(s.Index)
			b.Ring(c, x, y, 64, 64, 32, 4, litMarker, 1)
		}
	}
}

// pointed are the places of the hovered line that lie on the castle (the
// pile and the hands are in the panel).
func (b *Board) pointed() []tk.Spot {
	var out []tk.Spot
	for _, p := range b.Point {
		if s, _ := tk.ParsePlace(p); s.Kind == tk.SquareSpot || s.Kind == tk.HallSpot || s.Kind == tk.WellSpot {
			out = append(out, s)
		}
	}
	return out
}
