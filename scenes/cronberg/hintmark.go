package cronberg

import (
	"image/color"
	"math"
	"strings"

	"embers/rules"
	cb "embers/rules/cronberg"
	"embers/scenes/play"
	"embers/scenes/ui"
)

// hintMark is the suggested move shown on the town.
type hintMark struct {
	on   bool
	move rules.Move
}

// hintColour is the hint's own colour (mint), unlike the lit targets' gold
// and the tutorial's ice blue; its label says "Suggested" too, so colour is
// never the only cue.
var (
	hintColour = color.RGBA{130, 255, 170, 255}
	hintFill   = color.RGBA{16, 40, 26, 235}
)

var (
	_ play.HintBoard = (*Board)(nil)
	_ play.WhyNoter  = (*Board)(nil)
)

// ShowHint marks move m on the board until ClearHint.
func (b *Board) ShowHint(m rules.Move) { b.hint = hintMark{on: true, move: m} }

// ClearHint removes the hint's mark.
func (b *Board) ClearHint() { b.hint = hintMark{} }

// DrawHint paints the suggested move: the crossing, the pile, the two
// triangles of a lay (the tile's outline) or the pass button, ringed and
// labelled.
func (b *Board) DrawHint(c *ui.Canvas) {
	if !b.hint.on {
		return
	}
	kind, a, u, ok := cb.MoveParts(b.hint.move)
	if !ok {
		return
	}
	pulse := 0.7 + 0.3*math.Sin(float64(b.tick)/8)
	switch kind {
	case "token":
		p := crossingAt(a)
		b.ring(c, p.X, p.Y, 22, 4, hintColour, pulse)
		hintLabel(c, p.X, p.Y-30, "place a token here")
	case "draw":
		r := play.Rect{X: pileSpot.X - 62, Y: pileSpot.Y - 40, W: 124, H: 110} // with its count
		c.StrokeRoundRect(r.X, r.Y, r.W, r.H, 8, 4, ui.Fade(hintColour, pulse))
		hintLabel(c, pileSpot.X+30, r.Y-8, "draw a building")
	case "lay":
		mid, o := pairShape(a, u)
		b.tileOutline(c, o, mid.X, mid.Y, hintColour, 4, pulse)
		hintLabel(c, mid.X, mid.Y-50, "lay it here")
	case "pass":
		r := passButton()
		c.StrokeRoundRect(r.X-3, r.Y-3, r.W+6, r.H+6, 8, 4, ui.Fade(hintColour, pulse))
	}
}

// hintLabel writes "Suggested: ..." in a dark green tag centred on (x, y),
// kept on the board.
func hintLabel(c *ui.Canvas, x, y float64, label string) {
	face := ui.Face{Style: ui.Bold, Size: 14}
	text := "Suggested: " + label
	w, h := ui.Measure(text, face)
	left := math.Max(play.BoardRect.X+4, math.Min(x-w/2-8, play.BoardRect.X+play.BoardRect.W-w-20))
	top := math.Max(play.BoardRect.Y+4, y-h/2-4)
	c.FillRoundRect(left, top, w+16, h+8, 7, hintFill)
	c.StrokeRoundRect(left, top, w+16, h+8, 7, 1.5, hintColour)
	c.Text(text, face, left+8, top+4, ui.Start, hintColour)
}

// WhyNot is the explanation shown now for a target the person cannot use,
// split into the rules' reason and its section ("" when none is shown), so
// the play scene can link it to the rules reference.
func (b *Board) WhyNot() (reason, rule string) {
	why := b.pick.why
	if i := strings.LastIndex(why, " (rule "); i >= 0 && strings.HasSuffix(why, ")") {
		return why[:i], why[i+len(" (rule ") : len(why)-1]
	}
	return why, ""
}
