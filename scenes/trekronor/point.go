package trekronor

import (
	"embers/rules"
	tk "embers/rules/trekronor"
	"embers/scenes/play"
	"embers/scenes/ui"
)

var _ play.LogPointer = (*Board)(nil)

// PointAt keeps the places of the hovered log line's event, to ring them.
func (b *Board) PointAt(places []rules.Place) { b.point = places }

// drawPointed rings the squares, halls and wells the hovered log line's
// event touches.
func (b *Board) drawPointed(c *ui.Canvas) {
	col := litMarker
	for _, s := range b.pointed() {
		switch s.Kind {
		case tk.SquareSpot:
			r := squareRect(s.Index)
			b.ring(c, r.X+r.W/2, r.Y+r.H/2, r.W-4, r.H-4, 8, 4, col, 1)
		case tk.HallSpot:
			r := hallRect(s.Index)
			b.ring(c, r.X+r.W/2, r.Y+r.H/2, r.W+8, r.H+8, 10, 4, col, 1)
		case tk.WellSpot:
			x, y := wellCentre(s.Index)
			b.ring(c, x, y, 64, 64, 32, 4, col, 1)
		}
	}
}

// pointed are the places of the hovered line that lie on the castle (the
// pile and the hands are in the panel).
func (b *Board) pointed() []tk.Spot {
	var out []tk.Spot
	for _, p := range b.point {
		if s, _ := tk.ParsePlace(p); s.Kind == tk.SquareSpot || s.Kind == tk.HallSpot || s.Kind == tk.WellSpot {
			out = append(out, s)
		}
	}
	return out
}
