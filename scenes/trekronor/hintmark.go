package trekronor

import (
	"image/color"
	"math"
	"strings"

	"embers/rules"
	tk "embers/rules/trekronor"
	"embers/scenes/play"
	"embers/scenes/ui"
)

// hintMark is the suggested move shown on the castle.
type hintMark struct {
	on bool
	d  parts
}

// hintColour is the hint's own colour (mint), unlike the lit targets'
// gold, blue and orange; its label says "Suggested" too, so colour is never
// the only cue.
var hintColour = color.RGBA{130, 255, 170, 255}

var (
	_ play.HintBoard = (*Board)(nil)
	_ play.WhyNoter  = (*Board)(nil)
)

// ShowHint marks move m on the board until ClearHint.
func (b *Board) ShowHint(m rules.Move) { b.hint = hintMark{on: true, d: partsOf(m)} }

// ClearHint removes the hint's mark.
func (b *Board) ClearHint() { b.hint = hintMark{} }

// DrawHint paints the suggested move: the square, hall or button it uses,
// ringed and labelled, with an arrow for a servant's move and the well
// whose bucket a douse takes.
func (b *Board) DrawHint(c *ui.Canvas) {
	if !b.hint.on {
		return
	}
	d := b.hint.d
	pulse := 0.7 + 0.3*math.Sin(float64(b.tick)/8)
	switch d.kind {
	case tk.ActPlace:
		b.hintBox(c, squareRect(d.a), "place here", pulse)
	case tk.ActMove:
		b.hintArrow(c, d.a, d.b, pulse)
		b.hintBox(c, squareRect(d.b), "move here", pulse)
	case tk.ActDouse:
		x, y := wellCentre(d.well)
		b.ring(c, x, y, 66, 66, 33, 4, hintColour, pulse)
		if d.hall >= 0 {
			b.hintBox(c, hallRect(d.hall), "put out a fire", pulse)
		} else {
			b.hintBox(c, squareRect(d.a), "put out", pulse)
		}
	case tk.ActSave, tk.ActSteal:
		b.hintBox(c, hallRect(d.hall), d.kind.String()+" here", pulse)
	case tk.ActSpread:
		b.hintBox(c, valueButton(d.value), "lay this one", pulse)
	case tk.ActPass:
		b.hintBox(c, passButton(), "pass", pulse)
	}
}

// hintBox rings r in the hint's colour and labels it above.
func (b *Board) hintBox(c *ui.Canvas, r play.Rect, label string, a float64) {
	b.ring(c, r.X+r.W/2, r.Y+r.H/2, r.W+6, r.H+6, 10, 4, hintColour, a)
	face := ui.Face{Style: ui.Bold, Size: 14}
	text := "Suggested: " + label
	w, _ := ui.Measure(text, face)
	right := ui.Width - 8.0
	if play.BoardRect.Contains(r.X, r.Y) { // a label on the castle stays on it
		right = play.BoardRect.X + play.BoardRect.W - 4
	}
	x := min(max(r.X+r.W/2-w/2-8, 8), right-w-16)
	y := r.Y - 30
	if y < 8 {
		y = r.Y + r.H + 6
	}
	b.spr.RoundRect(c, x, y, w+16, 24, 7, color.RGBA{16, 40, 26, 235}, hintColour, 1.5)
	c.Text(text, face, x+8, y+3, ui.Start, hintColour)
}

// hintArrow draws an arrow from square from to square to.
func (b *Board) hintArrow(c *ui.Canvas, from, to int, a float64) {
	x0, y0 := squareCentre(from)
	x1, y1 := squareCentre(to)
	col := ui.Fade(hintColour, a)
	c.Line(x0, y0, x1, y1, 4, col)
	ang := math.Atan2(y1-y0, x1-x0)
	for _, s := range []float64{-1, 1} {
		c.Line(x1, y1, x1-16*math.Cos(ang+s*0.5), y1-16*math.Sin(ang+s*0.5), 4, col)
	}
	b.ring(c, x0, y0, 40, 40, 20, 2, hintColour, a)
}

// WhyNot is the explanation shown now for a target the person cannot use,
// split into the rules' reason and its section ("" when none is shown).
func (b *Board) WhyNot() (reason, rule string) {
	why := b.pick.why
	if i := strings.LastIndex(why, " (rule "); i >= 0 && strings.HasSuffix(why, ")") {
		return why[:i], why[i+len(" (rule ") : len(why)-1]
	}
	return why, ""
}
