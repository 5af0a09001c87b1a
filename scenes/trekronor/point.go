package trekronor

import (
	"embers/rules"
	tk "embers/rules/trekronor"
	"embers/scenes/play"
	"embers/scenes/ui"
)

// pointed are the places of the hovered line that lie on the castle (the
// pile and the hands are in the panel).
func (b *Board) pointed() []tk.Spot { return play.Parsed(b.Point, onCastle) }

// onCastle reads a place drawn on the castle itself.
func onCastle(p rules.Place) (tk.Spot, bool) {
	s, _ := tk.ParsePlace(p)
	return s, s.Kind == tk.SquareSpot || s.Kind == tk.HallSpot || s.Kind == tk.WellSpot
}

// drawPointed rings the squares, halls and wells the hovered log line's
// event touches.
func (b *Board) drawPointed(c *ui.Canvas) {
	for _, s := range b.pointed() {
		switch s.Kind {
		case tk.SquareSpot:
			b.RingRect(c, squareRect(s.Index), 2, 8, 4, play.BtnEdge, 1)
		case tk.HallSpot:
			b.RingRect(c, hallRect(s.Index), -4, 10, 4, play.BtnEdge, 1)
		case tk.WellSpot:
			x, y := wellCentre(s.Index)
			b.Ring(c, x, y, 64, 64, 32, 4, play.BtnEdge, 1)
		}
	}
}
