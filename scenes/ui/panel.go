package ui

import (
	"image/color"
	"strings"
)

// Faces every scene shares.
var (
	TitleFace   = Face{Style: Bold, Size: 40}
	HeadFace    = Face{Style: Bold, Size: 26}
	LabelFace   = Face{Style: Regular, Size: 21}
	BodyFace    = Face{Style: Regular, Size: 19}
	SmallFace   = Face{Style: Regular, Size: 16}
	ButtonFace  = Face{Style: Bold, Size: 21}
	NumbersFace = Face{Style: Mono, Size: 18}
)

// DrawPanel paints a rounded panel: a soft shadow, the fill and a thin edge.
func DrawPanel(c *Canvas, r Rect) {
	t := T()
	c.FillRoundRect(r.X+4, r.Y+6, r.W, r.H, 12, color.RGBA{0, 0, 0, 90})
	c.FillRoundRect(r.X, r.Y, r.W, r.H, 12, t.Panel)
	c.StrokeRoundRect(r.X, r.Y, r.W, r.H, 12, 1.5, t.PanelEdge)
	// a faint warm line along the top, like light on an edge
	c.Block(r.X+14, r.Y+1, r.W-28, 1, Fade(t.Accent, 0.25))
}

// DrawHeading draws a panel's title with a short gold rule under it.
func DrawHeading(c *Canvas, s string, x, y float64, align Align) {
	t := T()
	c.Text(s, HeadFace, x, y, align, t.Accent)
	w, _ := Measure(s, HeadFace)
	x0 := x
	switch align {
	case Center:
		x0 = x - w/2
	case End:
		x0 = x - w
	}
	c.Block(x0, y+35, min(w, 120), 2, Fade(t.Accent, 0.6))
}

// DrawFocusRing outlines a focused control in the accent colour.
func DrawFocusRing(c *Canvas, r Rect) {
	c.StrokeRoundRect(r.X-4, r.Y-4, r.W+8, r.H+8, 10, 2.5, T().Accent)
}

// DrawTooltip shows a short explanation in a small dark box whose top is at
// y, centred on x and kept on the screen.
func DrawTooltip(c *Canvas, s string, x, y float64) {
	w, _ := tooltipSize(s)
	drawTooltipAt(c, s, max(8, min(Width-8-w, x-w/2)), y)
}

// TooltipBeside places a widget's tooltip to its right, or its left, level
// with it, so it covers no widget above or below (a column of buttons);
// only where neither side has room does it go under the widget.
func TooltipBeside(s string, b Rect) (x, y float64, under bool) {
	w, h := tooltipSize(s)
	y = b.Y + (b.H-h)/2
	switch {
	case b.X+b.W+10+w <= Width-8:
		return b.X + b.W + 10, y, false
	case b.X-10-w >= 8:
		return b.X - 10 - w, y, false
	}
	return max(8, min(Width-8-w, b.X+b.W/2-w/2)), b.Y + b.H + 6, true
}

func tooltipSize(s string) (w, h float64) {
	w, h = Measure(s, SmallFace)
	return w + 20, h + 10
}

// drawTooltipAt draws the box with its top left at (x, y), kept above the
// bottom of the screen.
func drawTooltipAt(c *Canvas, s string, x, y float64) {
	w, h := tooltipSize(s)
	if y+h > Height-4 {
		y = Height - 4 - h
	}
	c.FillRoundRect(x, y, w, h, 6, color.RGBA{8, 4, 2, 240})
	c.StrokeRoundRect(x, y, w, h, 6, 1, T().PanelEdge)
	c.Text(s, SmallFace, x+10, y+5, Start, T().Text)
}

// DrawBanner draws a full-width strip at y with a message in it (config
// problems, "saved", a refusal).
func DrawBanner(c *Canvas, msg string, y float64, fill color.RGBA) {
	_, h := Measure(msg, SmallFace)
	c.Block(0, y, Width, h+14, fill)
	c.Block(0, y+h+13.5, Width, 1, Fade(T().Accent, 0.5))
	c.TextCentered(msg, SmallFace, Width/2, y+(h+14)/2, T().Text)
}

// Wrap breaks s into lines no wider than w in face. A word wider than a
// line (a file's path) is broken where it reaches the edge.
func Wrap(s string, face Face, w float64) []string {
	var out []string
	for _, para := range strings.Split(s, "\n") {
		line := ""
		for _, word := range strings.Fields(para) {
			if ww, _ := Measure(word, face); ww > w {
				pieces := breakWord(word, face, w)
				if line != "" {
					out = append(out, line)
				}
				out = append(out, pieces[:len(pieces)-1]...)
				line = pieces[len(pieces)-1]
				continue
			}
			try := word
			if line != "" {
				try = line + " " + word
			}
			if tw, _ := Measure(try, face); tw > w && line != "" {
				out = append(out, line)
				line = word
				continue
			}
			line = try
		}
		out = append(out, line)
	}
	return out
}

// breakWord cuts a word into pieces that each fit w, finding each cut by
// halving (a few measures a piece, not one a character).
func breakWord(word string, face Face, w float64) []string {
	var out []string
	r := []rune(word)
	for len(r) > 0 {
		lo, hi := 1, len(r) // r[:lo] fits (or is one character); r[:hi+1] does not
		for lo < hi {
			mid := (lo + hi + 1) / 2
			if mw, _ := Measure(string(r[:mid]), face); mw <= w {
				lo = mid
			} else {
				hi = mid - 1
			}
		}
		out = append(out, string(r[:lo]))
		r = r[lo:]
	}
	return out
}

// DrawShade dims everything drawn so far (below an overlay) by amount 0..1.
func DrawShade(c *Canvas, amount float64) {
	c.Block(0, 0, Width, Height, Fade(T().Shade, amount))
}
