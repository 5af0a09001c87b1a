package kit

import (
	"image/color"
	"math"
	"strings"

	"embers/scenes/ui"
)

var tipFace = ui.Face{Size: 14}

// Tooltip draws a short text in a box beside the mouse, wrapped and kept
// on the screen; none while a menu lies over the board (the mouse is on
// the menu).
func Tooltip(c *ui.Canvas, x, y float64, text string, col color.RGBA) {
	if c.Under {
		return
	}
	lines, box := tipBox(x, y, text)
	c.CoverTip(box.UI())
	c.FillPath(ui.RoundRect(box.X, box.Y, box.W, box.H, 7), color.RGBA{14, 9, 8, 240})
	c.StrokePath(ui.RoundRect(box.X, box.Y, box.W, box.H, 7), 1, col)
	for i, l := range lines {
		c.Text(l, tipFace, box.X+10, box.Y+6+float64(i)*18, ui.Start, col)
	}
}

// tipBox wraps a tooltip's text and places its box above the mouse, so it
// never covers the row the mouse is in (a button beside the one pointed
// at: Next beside Back, a rules link under a refusal); below it only where
// there is no room above.
func tipBox(x, y float64, text string) ([]string, Rect) {
	lines := WrapText(text, 330, tipFace)
	w := 0.0
	for i := range lines {
		lines[i] = strings.TrimLeft(lines[i], " ")
		lw, _ := ui.Measure(lines[i], tipFace)
		w = math.Max(w, lw)
	}
	w += 20
	h := float64(len(lines))*18 + 12
	ty := y - 26 - h
	if ty < 8 {
		ty = math.Min(y+26, ui.Height-h-8)
	}
	return lines, Rect{math.Max(8, math.Min(x+12, ui.Width-w-8)), ty, w, h}
}
