package trekronor

import (
	"math"

	"embers/rules"
	tk "embers/rules/trekronor"
	"embers/scenes/play"
	"embers/scenes/ui"
)

// MarkHint paints the suggested move m: the square, hall or button it
// uses, ringed and labelled, with an arrow for a servant's move and the
// well whose bucket a douse takes.
func (b *Board) MarkHint(c *ui.Canvas, m rules.Move, pulse float64) {
	d := partsOf(m)
	switch d.kind {
	case tk.ActPlace:
		b.HintBox(c, squareRect(d.a), "place here", pulse)
	case tk.ActMove:
		b.hintArrow(c, d.a, d.b, pulse)
		b.HintBox(c, squareRect(d.b), "move here", pulse)
	case tk.ActDouse:
		x, y := wellCentre(d.well)
		b.Ring(c, x, y, 66, 66, 33, 4, play.HintColour, pulse)
		if d.hall >= 0 {
			b.HintBox(c, hallRect(d.hall), "put out a fire", pulse)
		} else {
			b.HintBox(c, squareRect(d.a), "put out", pulse)
		}
	case tk.ActSave, tk.ActSteal:
		b.HintBox(c, hallRect(d.hall), d.kind.String()+" here", pulse)
	case tk.ActSpread:
		b.HintBox(c, valueButton(d.value), "lay this one", pulse)
	case tk.ActPass:
		b.HintBox(c, passButton(), "pass", pulse)
	}
}

// hintArrow draws an arrow from square from to square to.
func (b *Board) hintArrow(c *ui.Canvas, from, to int, a float64) {
	x0, y0 := squareCentre(from)
	x1, y1 := squareCentre(to)
	col := ui.Fade(play.HintColour, a)
	c.Line(x0, y0, x1, y1, 4, col)
	ang := math.Atan2(y1-y0, x1-x0)
	for _, s := range []float64{-1, 1} {
		c.Line(x1, y1, x1-16*math.Cos(ang+s*0.5), y1-16*math.Sin(ang+s*0.5), 4, col)
	}
	b.Ring(c, x0, y0, 40, 40, 20, 2, play.HintColour, a)
}
