package play

import (
	"image/color"
	"strings"

	"embers/rules"
	"embers/scenes/ui"
)

// Option is one choice of a Chooser: a legal move, or one shown but
// refused, with the rules' reason.
type Option struct {
	Label string
	Move  rules.Move
	Why   string // empty when legal
}

// Chooser is a small menu opened over a board where one target offers
// several moves.
type Chooser struct {
	Title string
	Rect  Rect
	Opts  []Option
	Note  string // lines under the choices, or ""
	Rows  int    // choices a column holds (0: all in one)
}

const optH = 30

// colW is one column's width when the choices take several.
const colW = 250.0

// NewChooser opens a chooser with its title under the pointer (x, y), so
// that no choice lies under the mouse that opened it (a double click
// chooses nothing), kept inside area.
func NewChooser(title string, x, y float64, opts []Option, note string, area Rect) *Chooser {
	w := 320.0
	noteH := 0.0
	if note != "" {
		noteH = 16 + 14*float64(strings.Count(note, "\n")+1)
		w = 380
	}
	rows := len(opts)
	if fit := int((area.H - 12 - 42 - noteH) / optH); fit > 0 && rows > fit { // too tall: in columns
		cols := (rows + fit - 1) / fit
		rows = (len(opts) + cols - 1) / cols
		w = max(w, float64(cols)*colW+16)
	}
	h := 34 + float64(rows)*optH + 8 + noteH
	mx := min(max(x-w/2, area.X+6), area.X+area.W-w-6)
	m := &Chooser{Title: title, Rect: Rect{mx, min(max(y-14, area.Y+6), area.Y+area.H-h-6), w, h}, Opts: opts, Note: note, Rows: rows}
	if m.At(x, y) >= 0 { // pushed up over the mouse near the bottom: open above it, else below
		m.Rect.Y = y - h - 6
		if m.Rect.Y < area.Y {
			m.Rect.Y = y + 6
		}
	}
	return m
}

// OptRect is where choice i lies.
func (m *Chooser) OptRect(i int) Rect {
	if m.Rows <= 0 || len(m.Opts) <= m.Rows { // one column
		return Rect{m.Rect.X + 8, m.Rect.Y + 32 + float64(i)*optH, m.Rect.W - 16, optH - 4}
	}
	cols := (len(m.Opts) + m.Rows - 1) / m.Rows
	w := (m.Rect.W - 16 - float64(cols-1)*8) / float64(cols)
	col, row := i/m.Rows, i%m.Rows
	return Rect{m.Rect.X + 8 + float64(col)*(w+8), m.Rect.Y + 32 + float64(row)*optH, w, optH - 4}
}

// At is the choice under (x, y), or -1.
func (m *Chooser) At(x, y float64) int {
	for i := range m.Opts {
		if m.OptRect(i).Contains(x, y) {
			return i
		}
	}
	return -1
}

// Input handles the open chooser in p: a legal choice is played on a
// click, a refused one explained, a click elsewhere closes it.
func (m *Chooser) Input(p *Pick, click bool) (rules.Move, bool) {
	i := m.At(p.MX, p.MY)
	switch {
	case i < 0:
		if click && !m.Rect.Contains(p.MX, p.MY) {
			p.Menu = nil
		}
	case m.Opts[i].Why != "":
		p.Refuse(m.Opts[i].Why, click)
	case click:
		p.Menu = nil
		return m.Opts[i].Move, true
	}
	return 0, false
}

// Aim is the middle of the choice that plays move mv, for tests that play
// with the mouse; ok is false when no choice does.
func (m *Chooser) Aim(mv rules.Move) (x, y float64, ok bool) {
	for i, o := range m.Opts {
		if o.Move == mv {
			x, y = m.OptRect(i).Centre()
			return x, y, true
		}
	}
	return 0, 0, false
}

// Draw paints the chooser, the choice under (mx, my) lit.
func (m *Chooser) Draw(c *ui.Canvas, mx, my float64) {
	r := m.Rect
	c.FillPath(ui.RoundRect(r.X+3, r.Y+4, r.W, r.H, 10), color.RGBA{0, 0, 0, 140})
	c.FillPath(ui.RoundRect(r.X, r.Y, r.W, r.H, 10), color.RGBA{30, 19, 14, 250})
	c.StrokePath(ui.RoundRect(r.X, r.Y, r.W, r.H, 10), 1.5, BtnEdge)
	c.Text(m.Title, ui.Face{Style: ui.Bold, Size: 14}, r.X+12, r.Y+8, ui.Start, BtnEdge)
	for i, o := range m.Opts {
		or := m.OptRect(i)
		fill, txt := BtnFill, TipColour
		if o.Why != "" {
			fill, txt = BtnOff, color.RGBA{140, 124, 110, 255}
		} else if or.Contains(mx, my) {
			fill = BtnHover
		}
		c.FillPath(ui.RoundRect(or.X, or.Y, or.W, or.H, 6), fill)
		c.Text(o.Label, ui.Face{Size: 14}, or.X+10, or.Y+5, ui.Start, txt)
	}
	if m.Note != "" {
		rows := m.Rows
		if rows <= 0 {
			rows = len(m.Opts)
		}
		c.Text(m.Note, ui.Face{Size: 12}, r.X+12, r.Y+32+float64(rows)*optH+4, ui.Start, FaintText)
	}
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
