package trekronor

import (
	"math"

	"embers/rules"
	tk "embers/rules/trekronor"
	"embers/scenes/play"
	"embers/scenes/ui"
)

// MarkHint paints the suggested move m as the kit does (its square, hall,
// well or button ringed and labelled), but a servant's move as an arrow
// from the servant to where it goes.
func (b *Board) MarkHint(c *ui.Canvas, m rules.Move, pulse float64) {
	if d := partsOf(m); d.kind == tk.ActMove {
		b.hintArrow(c, d.a, d.b, pulse)
		b.HintBox(c, squareRect(d.b), "move here", pulse)
		return
	}
	b.Kit.MarkHint(c, m, pulse)
}

// HintWords are the hint's label for move m.
func (b *Board) HintWords(m rules.Move) string {
	switch d := partsOf(m); d.kind {
	case tk.ActPlace:
		return "place here"
	case tk.ActDouse:
		if d.hall >= 0 {
			return "put out a fire"
		}
		return "put out"
	case tk.ActSave, tk.ActSteal:
		return d.kind.String() + " here"
	case tk.ActSpread:
		return "lay this one"
	case tk.ActPass:
		return "pass"
	}
	return ""
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
