package kit

import (
	"math"

	"embers/rules"
	"embers/scenes/ui"
)

// hintArrow paints the suggested move m as an arrow from the piece that
// moves to where it goes, that place boxed and labelled with the board's
// words, when the board's looks ask for arrows (Looks.HintArrow: pieces
// that move from place to place) and m names just two places a person
// points at. It reports whether it did; else the kit rings m's places.
func (k *Kit) hintArrow(c *ui.Canvas, m rules.Move, a float64) bool {
	if !k.Looks.HintArrow || k.Placer == nil {
		return false
	}
	ps := k.Placer.MovePlaces(m)
	if len(ps) != 2 || !k.pointable(ps[0]) || !k.pointable(ps[1]) {
		return false
	}
	from, to := k.ShapesOf(ps[0]), k.ShapesOf(ps[1])
	if len(from) == 0 || len(to) == 0 {
		return false
	}
	x0, y0 := from[0].Centre()
	x1, y1 := to[0].Centre()
	col := ui.Fade(HintColour, a)
	c.Line(x0, y0, x1, y1, 4, col)
	ang := math.Atan2(y1-y0, x1-x0)
	for _, s := range []float64{-1, 1} {
		c.Line(x1, y1, x1-16*math.Cos(ang+s*0.5), y1-16*math.Sin(ang+s*0.5), 4, col)
	}
	k.Ring(c, x0, y0, 40, 40, 20, 2, HintColour, a)
	_, _, words := k.hintMark(m)
	k.HintBox(c, to[0].Bounds(), words, a)
	return true
}
