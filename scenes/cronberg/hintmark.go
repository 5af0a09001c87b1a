package cronberg

import (
	"embers/rules"
	cb "embers/rules/cronberg"
	"embers/scenes/play"
	"embers/scenes/ui"
)

// MarkHint paints the suggested move m: the crossing, the pile, the two
// triangles of a lay (the tile's outline) or the pass button, ringed and
// labelled.
func (b *Board) MarkHint(c *ui.Canvas, m rules.Move, pulse float64) {
	kind, a, u, ok := cb.MoveParts(m)
	if !ok {
		return
	}
	switch kind {
	case "token":
		p := crossingAt(a)
		b.Circle(c, p.X, p.Y, 22, 4, play.HintColour, pulse)
		b.HintLabel(c, p.X, p.Y-30, "place a token here")
	case "draw":
		r := play.Rect{X: pileSpot.X - 62, Y: pileSpot.Y - 40, W: 124, H: 110} // with its count
		c.StrokeRoundRect(r.X, r.Y, r.W, r.H, 8, 4, ui.Fade(play.HintColour, pulse))
		b.HintLabel(c, pileSpot.X+30, r.Y-8, "draw a building")
	case "lay":
		mid, o := pairShape(a, u)
		b.tileOutline(c, o, mid.X, mid.Y, play.HintColour, 4, pulse)
		b.HintLabel(c, mid.X, mid.Y-50, "lay it here")
	case "pass":
		r := passButton()
		c.StrokeRoundRect(r.X-3, r.Y-3, r.W+6, r.H+6, 8, 4, ui.Fade(play.HintColour, pulse))
	}
}
