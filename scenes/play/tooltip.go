package play

import (
	"image/color"
	"math"
	"strings"

	"embers/scenes/ui"
)

var tipFace = ui.Face{Size: 14}

// Tooltip draws a short text in a box beside the mouse, wrapped and kept
// on the screen.
func Tooltip(c *ui.Canvas, x, y float64, text string, col color.RGBA) {
	lines := wrapText(text, 330, tipFace)
	for i := range lines {
		lines[i] = strings.TrimLeft(lines[i], " ")
	}
	w := 0.0
	for _, l := range lines {
		lw, _ := ui.Measure(l, tipFace)
		w = math.Max(w, lw)
	}
	w += 20
	h := float64(len(lines))*18 + 12
	tx := math.Min(x+18, ui.Width-w-8)
	ty := math.Min(y+20, ui.Height-h-8)
	c.FillPath(ui.RoundRect(tx, ty, w, h, 7), color.RGBA{14, 9, 8, 240})
	c.StrokePath(ui.RoundRect(tx, ty, w, h, 7), 1, col)
	for i, l := range lines {
		c.Text(l, tipFace, tx+10, ty+6+float64(i)*18, ui.Start, col)
	}
}
