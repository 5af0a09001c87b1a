package cronberg

import (
	cb "embers/rules/cronberg"
	"embers/scenes/ui"
)

// drawPointed rings the crossings and triangles the hovered log line's
// event touches.
func (b *Board) drawPointed(c *ui.Canvas) {
	for _, s := range b.pointed() {
		switch s.Kind {
		case cb.CrossingSpot:
			p := crossingAt(s.Index)
			b.Circle(c, p.X, p.Y, 20, 4, litToken, 1)
		case cb.TriangleSpot:
			b.triangleLight(c, s.Index, litToken, 4, 1, false)
		}
	}
}

// pointed are the crossings and triangles among the hovered line's places.
func (b *Board) pointed() []cb.Spot {
	var out []cb.Spot
	for _, p := range b.Point {
		if s, _ := cb.ParsePlace(p); s.Kind == cb.CrossingSpot || s.Kind == cb.TriangleSpot {
			out = append(out, s)
		}
	}
	return out
}
