package scenes

import (
	"strings"

	"embers/scenes/ui"
)

// RulesRef is the rules reference of a game: its sections listed on the
// left, the chosen one's text on the right, scrollable. It opens over the
// scene below (the pause menu, a board) and Back closes it.
type RulesRef struct {
	app     *App
	doc     *RulesDoc
	err     error
	sel     int
	first   int      // the first section shown in the list (a long list scrolls)
	scroll  int      // text lines scrolled past
	lines   []rrLine // the chosen section, wrapped
	form    *ui.Form
	hover   int    // the section under the mouse, or -1
	heading string // the page's title ("" : "Rules of" the game)
}

// rrLine is one wrapped line of a section's text.
type rrLine struct {
	text   string
	bullet bool // the first line of a bullet
	indent bool // a bullet's text (first line and the rest)
	gap    bool // a paragraph starts here
}

// Layout of the reference, in logical pixels.
const (
	rrX, rrY, rrW, rrH = 40.0, 24.0, 1200.0, 606.0
	rrListX, rrListW   = rrX + 20, 350.0
	rrTop              = rrY + 104
	rrRowH             = 37.0
	rrTextX            = rrX + 410
	rrTextW            = rrW - 440
	rrLineH            = 31.0
	rrIDW              = 58.0 // the column of a section number
)

// rrListH is the list's height, less a line saying there are more
// sections; rrRows is how many it shows at once. A longer list scrolls to
// keep the chosen section in view.
var (
	rrListH float64 = rrY + rrH - 40 - rrTop
	rrRows          = int(rrListH / rrRowH)
)

var (
	rrBody   = ui.Face{Size: 21}
	rrTitle  = ui.Face{Style: ui.Bold, Size: 30}
	rrRow    = ui.Face{Size: 18}
	rrIDFace = ui.Face{Style: ui.Bold, Size: 18}
)

// newRulesRef opens the reference of a game at a section ("" for the first).
func newRulesRef(app *App, gameID, section string) *RulesRef {
	doc, err := LoadRules(gameID)
	return newReader(app, doc, err, section)
}

// newReader shows doc at a section ("" for the first), or err when doc
// could not be read.
func newReader(app *App, doc *RulesDoc, err error, section string) *RulesRef {
	r := &RulesRef{app: app, hover: -1, doc: doc, err: err}
	if r.doc != nil {
		r.choose(r.doc.Find(section))
	}
	back := ui.NewButton("Back", ui.Rect{X: Width/2 - 110, Y: 646, W: 220, H: 50}, app.Pop)
	back.Primary = true
	r.form = ui.NewForm(back)
	return r
}

// Section is the id of the section shown ("" when there is none).
func (r *RulesRef) Section() string {
	if r.doc == nil || len(r.doc.Sections) == 0 {
		return ""
	}
	return r.doc.Sections[r.sel].ID
}

func (r *RulesRef) choose(i int) {
	if i < 0 || i >= len(r.doc.Sections) {
		return
	}
	r.sel, r.scroll = i, 0
	r.showRow(i)
	r.lines = nil
	for pi, p := range paragraphs(r.doc.Sections[i].Text) {
		bullet := strings.HasPrefix(p, "- ")
		width := rrTextW
		if bullet {
			p, width = p[2:], rrTextW-28
		}
		for li, l := range ui.Wrap(p, rrBody, width) {
			r.lines = append(r.lines, rrLine{text: l, bullet: bullet && li == 0, indent: bullet, gap: li == 0 && pi > 0 && !bullet})
		}
	}
}

// showRow scrolls the list so section i is in view.
func (r *RulesRef) showRow(i int) {
	r.first = max(0, min(r.first, i, len(r.doc.Sections)-rrRows))
	if i >= r.first+rrRows {
		r.first = i - rrRows + 1
	}
}

// rowAt is the section of the list row at y, or -1.
func (r *RulesRef) rowAt(y float64) int {
	if y < rrTop {
		return -1
	}
	row := int((y - rrTop) / rrRowH)
	if row >= rrRows || r.first+row >= len(r.doc.Sections) {
		return -1
	}
	return r.first + row
}

// rowLabel is what a list row shows: the section's number when the
// rulebook numbers its sections ("5.4.1"), and where the title starts. A
// game whose rulebook has no numbers names its sections with words
// ("difficult sailing") that the title already says: the row shows the
// title alone.
func rowLabel(s RuleSection) (id string, titleX float64) {
	if numbered(s.ID) {
		return s.ID, rrListX + 14 + rrIDW
	}
	return "", rrListX + 12
}

// numbered reports whether a section id is a rulebook's section number.
func numbered(id string) bool { return id != "" && id[0] >= '0' && id[0] <= '9' }

// visible is how many text lines fit under the section's title.
func (r *RulesRef) visible() int {
	area := rrY + rrH - 24 - (rrTop + 56)
	return int(area/rrLineH) - 1
}

func (r *RulesRef) Update(app ui.App) error {
	r.form.Update(app)
	in := app.Input()
	if in.Back {
		app.Pop()
		return nil
	}
	if r.doc == nil {
		return nil
	}
	r.hover = -1
	inList := in.MouseX >= rrListX && in.MouseX < rrListX+rrListW
	if i := r.rowAt(in.MouseY); inList && i >= 0 {
		r.hover = i
		if in.Click {
			r.choose(i)
		}
	}
	if in.Wheel != 0 && inList {
		r.first = max(0, min(r.first-int(in.Wheel*2), len(r.doc.Sections)-rrRows))
	}
	switch {
	case in.Up:
		r.choose(r.sel - 1)
	case in.Down:
		r.choose(r.sel + 1)
	case in.Right: // a page of the text down, for the keyboard
		r.scroll += r.visible() - 1
	case in.Left:
		r.scroll -= r.visible() - 1
	}
	if in.Wheel != 0 && in.MouseX >= rrTextX-20 {
		r.scroll -= int(in.Wheel * 2)
	}
	r.scroll = max(0, min(r.scroll, len(r.lines)-r.visible()))
	return nil
}

func (r *RulesRef) Draw(c *ui.Canvas) {
	t := ui.T()
	drawBackdrop(c)
	ui.DrawPanel(c, ui.Rect{X: rrX, Y: rrY, W: rrW, H: rrH})
	r.form.Draw(c)
	heading := r.heading
	if r.doc == nil {
		if heading == "" {
			heading = "Rules"
		}
		c.TextCentered(heading, ui.TitleFace, Width/2, rrY+50, t.Accent)
		c.TextCentered(r.err.Error(), ui.BodyFace, Width/2, rrY+140, t.Text)
		return
	}
	if heading == "" {
		heading = "Rules of " + r.doc.Name
	}
	c.Text(heading, ui.TitleFace, rrX+24, rrY+18, ui.Start, t.Accent)
	c.Text(r.doc.About, ui.SmallFace, rrX+26, rrY+70, ui.Start, t.Dim)
	c.Block(rrX+390, rrTop-8, 1, rrH-(rrTop-rrY)-12, ui.Fade(t.PanelEdge, 0.6))
	r.drawList(c)
	r.drawText(c)
	c.Text("↑ ↓ choose a section · ← → or the wheel scroll · Esc goes back", ui.SmallFace, rrX+rrW, 712-18, ui.End, t.Dim)
}

func (r *RulesRef) drawList(c *ui.Canvas) {
	t := ui.T()
	last := min(len(r.doc.Sections), r.first+rrRows)
	for i := r.first; i < last; i++ {
		s := r.doc.Sections[i]
		y := rrTop + float64(i-r.first)*rrRowH
		switch {
		case i == r.sel:
			c.FillRoundRect(rrListX, y, rrListW, rrRowH-4, 8, ui.Mix(t.Button, t.Accent, 0.3))
			c.StrokeRoundRect(rrListX, y, rrListW, rrRowH-4, 8, 1.5, t.Accent)
		case i == r.hover:
			c.FillRoundRect(rrListX, y, rrListW, rrRowH-4, 8, t.Hot)
		}
		col := t.Text
		if i != r.sel {
			col = ui.Mix(t.Text, t.Dim, 0.35)
		}
		id, x := rowLabel(s)
		c.Text(id, rrIDFace, rrListX+12, y+6, ui.Start, t.Accent)
		c.Text(s.Title, rrRow, x, y+6, ui.Start, col)
	}
	more := ""
	if r.first > 0 {
		more = "▲ "
	}
	if last < len(r.doc.Sections) {
		more += "▼ "
	}
	if more != "" {
		c.Text(more+"more sections (arrows or wheel)", ui.SmallFace, rrListX+12, rrTop+float64(rrRows)*rrRowH+4, ui.Start, t.Accent)
	}
}

func (r *RulesRef) drawText(c *ui.Canvas) {
	t := ui.T()
	s := r.doc.Sections[r.sel]
	head := s.Title
	if numbered(s.ID) {
		head = "§" + s.ID + "  " + s.Title
	}
	c.Text(head, rrTitle, rrTextX, rrTop-4, ui.Start, t.Accent)
	y := rrTop + 56
	bottom := rrY + rrH - 24
	i := r.scroll
	for ; i < len(r.lines); i++ {
		l := r.lines[i]
		if l.gap && i > r.scroll {
			y += rrLineH * 0.4
		}
		if y+rrLineH > bottom {
			break
		}
		x := rrTextX
		if l.indent {
			x += 28
		}
		if l.bullet {
			c.Disc(rrTextX+10, y+13, 4, t.Accent)
		}
		c.Text(l.text, rrBody, x, y, ui.Start, t.Text)
		y += rrLineH
	}
	if i < len(r.lines) {
		c.Text("▼ more below (→ or the wheel)", ui.SmallFace, rrX+rrW-24, rrY+rrH-30, ui.End, t.Accent)
	}
}
