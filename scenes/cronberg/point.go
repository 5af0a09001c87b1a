package cronberg

import (
	"embers/rules"
	cb "embers/rules/cronberg"
	"embers/scenes/play"
	"embers/scenes/ui"
)

// drawPointed rings the crossings and triangles the hovered log line's
// event touches.
func (b *Board) drawPointed(c *ui.Canvas) {
	for _, s := range b.pointed() {
		switch s.Kind {
		case cb.CrossingSpot:
			p := crossingAt(s.Index)
			b.Circle(c, p.X, p.Y, 20, 4, play.LitGold, 1)
		case cb.TriangleSpot:
			b.triangleLight(c, s.Index, play.LitGold, 4, 1, false)
		}
	}
}

// pointed are the crossings and triangles among the hovered line's places.
func (b *Board) pointed() []cb.Spot {
	return play.Parsed(b.Point, func(p rules.Place) (cb.Spot, bool) {
		s, _ := cb.ParsePlace(p)
		return s, s.Kind == cb.CrossingSpot || s.Kind == cb.TriangleSpot
	})
}
