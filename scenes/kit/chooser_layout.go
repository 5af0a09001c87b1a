package kit

import (
	"math"
	"strings"

	"embers/scenes/ui"
)

// The chooser's layout: its rows in one column, in columns, or in pages,
// and where each row, stepper and pager lies.

// layout sizes the chooser to its rows and places it under (x, y) inside
// its area: rows in one column while they fit, else in columns as wide as
// the area allows, else in pages with a row to turn them.
func (m *Chooser) layout(x, y float64) {
	area := m.area
	noteH := 0.0
	if m.Note != "" {
		noteH = 16 + 14*float64(strings.Count(m.Note, "\n")+1)
	}
	w := 320.0
	if m.Note != "" {
		w = 380
	}
	if tw, _ := ui.Measure(m.Title, ui.Face{Style: ui.Bold, Size: 14}); tw+30 > w {
		w = tw + 30
	}
	for i := range m.items {
		if lw := m.itemWidth(i); lw+stepperRoom(m.items[i])+rowPad > w {
			w = lw + stepperRoom(m.items[i]) + rowPad
		}
	}
	w = math.Min(w, area.W-12)
	n := len(m.items)
	fit := max(1, int((area.H-12-42-noteH)/optH))
	m.cols, m.Rows, m.pages = 1, n, 1
	if n > fit {
		maxCols := max(1, int((area.W-28)/colW))
		m.cols = min(maxCols, (n+fit-1)/fit)
		m.Rows = (n + m.cols - 1) / m.cols
		if m.Rows > fit { // too many even in columns: pages, the last row turns them
			m.Rows = max(1, fit-1)
			m.pages = (n + m.Rows*m.cols - 1) / (m.Rows * m.cols)
		}
		if m.cols > 1 {
			w = math.Max(w, math.Min(float64(m.cols)*colW+16, area.W-12))
		}
	}
	h := 34 + float64(m.shownRows())*optH + 8 + noteH
	mx := min(max(x-w/2, area.X+6), area.X+area.W-w-6)
	m.Rect = Rect{mx, min(max(y-14, area.Y+6), area.Y+area.H-h-6), w, h}
	if m.At(x, y) >= 0 || m.onItem(x, y) { // pushed up over the mouse near the bottom: open above it, else below
		m.Rect.Y = y - h - 6
		if m.Rect.Y < area.Y {
			m.Rect.Y = y + 6
		}
		m.Rect.Y = min(max(m.Rect.Y, area.Y+6), area.Y+area.H-h-6)
	}
}

// rowPad is the room a row's text leaves in the chooser's width: the
// row's inset (8 each side) and the text's (10 each side).
const rowPad = 36.0

// itemWidth is the widest text item i shows: a toggle's name after its
// box, or any set's label on the confirmation, once its parts are chosen.
func (m *Chooser) itemWidth(i int) float64 {
	w, _ := ui.Measure(m.itemLabel(i), chooserFace)
	switch m.items[i].kind {
	case itemPart:
		w += 8 // the box is wider than the glyph it stands for
	case itemConfirm:
		for _, o := range m.Opts {
			if lw, _ := ui.Measure(o.Label, chooserFace); len(o.Parts) > 0 && lw > w {
				w = lw
			}
		}
	}
	return w
}

// stepperRoom is the room a row's − and + buttons take.
func stepperRoom(it item) float64 {
	if it.kind == itemStep {
		return 2 * (stepBtn + 6)
	}
	return 0
}

// stepBtn is the width of a stepper's − and + buttons.
const stepBtn = 30.0

// shownRows is how many rows the chooser shows, the pager's included.
func (m *Chooser) shownRows() int {
	if m.pages > 1 {
		return m.Rows + 1
	}
	return m.Rows
}

// pageItems are the items shown on the page: their indexes.
func (m *Chooser) pageItems() []int {
	per := m.Rows * m.cols
	var out []int
	for i := m.page * per; i < min(len(m.items), (m.page+1)*per); i++ {
		out = append(out, i)
	}
	return out
}

// slotRect is where the k-th row of the page lies.
func (m *Chooser) slotRect(k int) Rect {
	if m.cols <= 1 {
		return Rect{m.Rect.X + 8, m.Rect.Y + 32 + float64(k)*optH, m.Rect.W - 16, optH - 4}
	}
	w := (m.Rect.W - 16 - float64(m.cols-1)*8) / float64(m.cols)
	col, row := k/m.Rows, k%m.Rows
	return Rect{m.Rect.X + 8 + float64(col)*(w+8), m.Rect.Y + 32 + float64(row)*optH, w, optH - 4}
}

// itemRect is where item i lies on the page shown; ok is false when it
// is on another page.
func (m *Chooser) itemRect(i int) (Rect, bool) {
	for k, j := range m.pageItems() {
		if j == i {
			return m.slotRect(k), true
		}
	}
	return Rect{}, false
}

// pagerRects are the pager's two halves (back, on), under the rows.
func (m *Chooser) pagerRects() (back, on Rect) {
	y := m.Rect.Y + 32 + float64(m.Rows)*optH
	half := (m.Rect.W - 24) / 2
	return Rect{m.Rect.X + 8, y, half, optH - 4}, Rect{m.Rect.X + 16 + half, y, half, optH - 4}
}

// stepRects are a stepper row's −, label and + parts.
func stepRects(r Rect) (minus, label, plus Rect) {
	minus = Rect{r.X, r.Y, stepBtn, r.H}
	plus = Rect{r.X + r.W - stepBtn, r.Y, stepBtn, r.H}
	label = Rect{r.X + stepBtn + 6, r.Y, r.W - 2*stepBtn - 12, r.H}
	return
}

// OptRect is where the row showing option i lies (its stepper's label
// for a grouped option; for an option made of parts, its confirmation);
// empty when that row is on another page.
func (m *Chooser) OptRect(i int) Rect {
	for k, it := range m.items {
		switch {
		case it.kind == itemOpt && it.opt == i,
			it.kind == itemStep && i < len(m.Opts) && m.Opts[i].Group == it.group,
			it.kind == itemConfirm && i < len(m.Opts) && len(m.Opts[i].Parts) > 0:
			r, _ := m.itemRect(k)
			if it.kind == itemStep {
				_, r, _ = stepRects(r)
			}
			return r
		}
	}
	return Rect{}
}

// At is the plain option under (x, y), or -1.
func (m *Chooser) At(x, y float64) int {
	for k, i := range m.pageItems() {
		if it := m.items[i]; it.kind == itemOpt && m.slotRect(k).Contains(x, y) {
			return it.opt
		}
	}
	return -1
}

// onItem reports whether (x, y) lies on any row or the pager.
func (m *Chooser) onItem(x, y float64) bool {
	for k := range m.pageItems() {
		if m.slotRect(k).Contains(x, y) {
			return true
		}
	}
	if m.pages > 1 {
		b, o := m.pagerRects()
		return b.Contains(x, y) || o.Contains(x, y)
	}
	return false
}
