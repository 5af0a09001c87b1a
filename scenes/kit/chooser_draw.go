package kit

import (
	"image/color"

	"embers/scenes/ui"
)

// Drawing the chooser and the controls of a turn, and their colours.

// Draw paints the chooser, the part under (mx, my) lit, and registers
// each part as clickable over a cover of the whole chooser.
func (m *Chooser) Draw(c *ui.Canvas, mx, my float64) {
	r := m.Rect
	c.FillPath(ui.RoundRect(r.X+3, r.Y+4, r.W, r.H, 10), color.RGBA{0, 0, 0, 140})
	c.FillPath(ui.RoundRect(r.X, r.Y, r.W, r.H, 10), color.RGBA{30, 19, 14, 250})
	c.StrokePath(ui.RoundRect(r.X, r.Y, r.W, r.H, 10), 1.5, BtnEdge)
	title := FitLine(m.Title, ui.Face{Style: ui.Bold, Size: 14}, r.W-24)
	c.Text(title, ui.Face{Style: ui.Bold, Size: 14}, r.X+12, r.Y+8, ui.Start, BtnEdge)
	for _, ct := range m.controls() {
		m.drawControl(c, ct, mx, my)
	}
	m.register(c)
	if m.Note != "" {
		c.Text(m.Note, ui.Face{Size: 12}, r.X+12, r.Y+32+float64(m.shownRows())*optH+4, ui.Start, FaintText)
	}
}

// register covers what lies under the chooser and registers its parts.
func (m *Chooser) register(c *ui.Canvas) {
	c.Cover(m.Rect.UI())
	for _, ct := range m.controls() {
		c.Hit(ui.Hit{Rect: ct.rect.UI(), Words: ct.label, Moves: ct.moves, Refused: ct.why != "", Command: commandOf(ct)})
	}
}

// commandOf names what a chooser's control does when it plays no move.
func commandOf(ct control) string {
	if ct.act != nil {
		return "chooser: " + ct.label
	}
	return ""
}

// drawControl paints one part of the chooser.
func (m *Chooser) drawControl(c *ui.Canvas, ct control, mx, my float64) {
	or := ct.rect
	fill, txt := BtnFill, TipColour
	switch {
	case ct.why != "":
		fill, txt = BtnOff, color.RGBA{140, 124, 110, 255}
	case or.Contains(mx, my):
		fill = BtnHover
	}
	c.FillPath(ui.RoundRect(or.X, or.Y, or.W, or.H, 6), fill)
	switch ct.label {
	case "less", "more":
		sign := "−"
		if ct.label == "more" {
			sign = "+"
		}
		if len(ct.moves) == 0 {
			txt = color.RGBA{110, 96, 84, 255}
		}
		c.TextCentered(sign, ui.Face{Style: ui.Bold, Size: 18}, or.X+or.W/2, or.Y+or.H/2, txt)
		return
	}
	label, x := ct.label, or.X+10
	if rest, on, ok := toggle(label); ok { // a box, filled when on: the font has no ballot box glyphs
		const box = 14.0
		by := or.Y + (or.H-box)/2
		c.StrokeRoundRect(x, by, box, box, 3, 1.5, txt)
		if on {
			c.FillRoundRect(x+3, by+3, box-6, box-6, 2, BtnEdge)
		}
		label, x = rest, x+box+8
	}
	if lw, _ := ui.Measure(label, chooserFace); lw > or.X+or.W-10-x {
		label = FitLine(label, chooserFace, or.X+or.W-10-x)
		c.NoteCut(ct.label, or.UI(), false)
	}
	c.Text(label, chooserFace, x, or.Y+5, ui.Start, txt)
}

// The controls' colours, shared by every board.
var (
	BtnFill   = color.RGBA{74, 46, 28, 255}
	BtnHover  = color.RGBA{130, 76, 32, 255}
	BtnOff    = color.RGBA{40, 30, 26, 255}
	BtnEdge   = color.RGBA{255, 182, 84, 255}
	FaintText = color.RGBA{150, 134, 118, 255}
)

// Button paints a control of a turn in the panel: lit when on, brighter
// under the mouse.
func (k *Kit) Button(c *ui.Canvas, r Rect, label string, face ui.Face, on bool) {
	fill, edge, txt := BtnOff, color.RGBA{70, 56, 46, 255}, FaintText
	if on {
		fill, edge, txt = BtnFill, BtnEdge, TipColour
		if r.Contains(k.Pick.MX, k.Pick.MY) {
			fill = BtnHover
		}
	}
	k.Spr.RoundRect(c, r.X, r.Y, r.W, r.H, 6, fill, edge, 1.5)
	c.TextCentered(label, face, r.X+r.W/2, r.Y+r.H/2, txt)
}
