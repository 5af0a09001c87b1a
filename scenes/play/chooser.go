package play

import (
	"image/color"
	"math"
	"slices"
	"strconv"
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
	// Group joins options that differ only by a number (settle with 1 to
	// 5 dice; offer 0 to 30 gold) into one row with a stepper: Amount is
	// the option's number, and Label what the row says at that amount.
	Group  string
	Amount int
	// Parts are the things an option chooses together (the fighters sent
	// into a battle): options with parts are made by toggling each thing
	// on or off and confirming, not listed one set a row.
	Parts []string
	// Leads, for an option that is one step of a longer choice (a tile of
	// a stack's order, the rest chosen next) rather than a move, are the
	// moves it leads towards; the board reads the click itself.
	Leads []rules.Move
}

// Chooser is a small menu opened over a board where one target offers
// several moves. The kit draws it (above everything, always inside the
// board's area: a long list goes into columns, then pages), registers
// each of its rows as clickable and reads the clicks on it; a board only
// opens it (NewChooser, or the kit's picker).
type Chooser struct {
	Title string
	Rect  Rect
	Opts  []Option
	Note  string // lines under the choices, or ""
	Rows  int    // rows a column holds
	// Confirm is what the confirmation of parts says before the parts
	// toggled make a choice ("" for "Choose the ones to send, then click
	// here"): a board's own words, as "Tick the defenders, then click here".
	Confirm string

	items []item          // what the rows show, in order
	cols  int             // columns a page has
	page  int             // the page shown
	pages int             // pages in all
	cur   map[string]int  // each stepper's option shown (an index of Opts)
	on    map[string]bool // the parts toggled on
	area  Rect
}

// An item is one row of a chooser: an option, a group's stepper, a part
// to toggle, or the confirmation of the parts toggled.
type item struct {
	kind  itemKind
	opt   int    // itemOpt: the option
	group string // itemStep
	part  string // itemPart
}

type itemKind int

const (
	itemOpt itemKind = iota
	itemStep
	itemPart
	itemConfirm
)

const optH = 30

// colW is one column's width when the choices take several.
const colW = 250.0

// chooserFace is the face of a chooser's rows.
var chooserFace = ui.Face{Size: 14}

// NewChooser opens a chooser with its title under the pointer (x, y), so
// that no choice lies under the mouse that opened it (a double click
// chooses nothing), kept inside area.
func NewChooser(title string, x, y float64, opts []Option, note string, area Rect) *Chooser {
	m := &Chooser{Title: title, Opts: opts, Note: note, cur: map[string]int{}, on: map[string]bool{}, area: area}
	m.build()
	m.layout(x, y)
	return m
}

// build sorts the options into rows: each plain option a row, each group
// one stepper, each part one toggle and, with parts, one confirmation.
func (m *Chooser) build() {
	var parts []string
	seenGroup := map[string]bool{}
	for i, o := range m.Opts {
		switch {
		case len(o.Parts) > 0:
			for _, p := range o.Parts {
				if !slices.Contains(parts, p) {
					parts = append(parts, p)
				}
			}
		case o.Group != "":
			if !seenGroup[o.Group] {
				seenGroup[o.Group] = true
				m.cur[o.Group] = m.firstOf(o.Group)
				m.items = append(m.items, item{kind: itemStep, group: o.Group})
			}
		default:
			m.items = append(m.items, item{kind: itemOpt, opt: i})
		}
	}
	for _, p := range parts {
		m.items = append(m.items, item{kind: itemPart, part: p})
	}
	if len(parts) > 0 {
		m.items = append(m.items, item{kind: itemConfirm})
	}
}

// firstOf is the option a group's stepper starts on: its first legal one,
// else its first.
func (m *Chooser) firstOf(group string) int {
	first := -1
	for i, o := range m.Opts {
		if o.Group != group {
			continue
		}
		if first < 0 {
			first = i
		}
		if o.Why == "" {
			return i
		}
	}
	return first
}

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

// itemLabel is what item i says.
func (m *Chooser) itemLabel(i int) string {
	it := m.items[i]
	switch it.kind {
	case itemOpt:
		return m.Opts[it.opt].Label
	case itemStep:
		return m.Opts[m.cur[it.group]].Label
	case itemPart:
		if m.on[it.part] {
			return "☑ " + it.part
		}
		return "☐ " + it.part
	case itemConfirm:
		if o, ok := m.chosenSet(); ok {
			return o.Label
		}
		if m.Confirm != "" {
			return m.Confirm
		}
		return "Choose the ones to send, then click here"
	}
	return ""
}

// chosenSet is the option whose parts are exactly those toggled on.
func (m *Chooser) chosenSet() (Option, bool) {
	for _, o := range m.Opts {
		if len(o.Parts) == 0 || len(o.Parts) != m.onCount() {
			continue
		}
		all := true
		for _, p := range o.Parts {
			all = all && m.on[p]
		}
		if all {
			return o, true
		}
	}
	return Option{}, false
}

func (m *Chooser) onCount() int {
	n := 0
	for _, v := range m.on {
		if v {
			n++
		}
	}
	return n
}

// A control is one clickable part of the chooser as drawn now: what it
// does and where.
type control struct {
	rect  Rect
	label string
	moves []rules.Move // the legal moves it leads to
	why   string       // a refused option's reason
	act   func(m *Chooser) (rules.Move, bool)
	play  bool // a click plays its one move
	opt   int  // the option it shows (-1: none)
}

// controls are the chooser's clickable parts on the page shown.
func (m *Chooser) controls() []control {
	var out []control
	for k, i := range m.pageItems() {
		r := m.slotRect(k)
		switch it := m.items[i]; it.kind {
		case itemOpt:
			o := m.Opts[it.opt]
			c := control{rect: r, label: o.Label, why: o.Why, play: o.Why == "" && o.Leads == nil, opt: it.opt}
			switch {
			case o.Why != "":
			case o.Leads != nil:
				c.moves = o.Leads
			default:
				c.moves = []rules.Move{o.Move}
			}
			out = append(out, c)
		case itemStep:
			out = append(out, m.stepControls(r, it.group)...)
		case itemPart:
			part := it.part
			out = append(out, control{opt: -1, rect: r, label: m.itemLabel(i), moves: m.towards(func(o Option) bool { return slices.Contains(o.Parts, part) != m.on[part] }),
				act: func(m *Chooser) (rules.Move, bool) { m.on[part] = !m.on[part]; return 0, false }})
		case itemConfirm:
			o, ok := m.chosenSet()
			c := control{rect: r, label: m.itemLabel(i), opt: -1}
			switch {
			case !ok:
				c.why = "Toggle on the ones you want first: no choice has just those"
			case o.Why != "":
				c.why = o.Why
			default:
				c.moves, c.play = []rules.Move{o.Move}, true
			}
			out = append(out, c)
		}
	}
	if m.pages > 1 {
		back, on := m.pagerRects()
		per := m.Rows * m.cols
		out = append(out,
			control{opt: -1, rect: back, label: "◀ Back a page", moves: m.onPages(0, m.page*per),
				act: func(m *Chooser) (rules.Move, bool) { m.page = (m.page + m.pages - 1) % m.pages; return 0, false }},
			control{opt: -1, rect: on, label: "More ▶ (page " + strconv.Itoa(m.page+1) + " of " + strconv.Itoa(m.pages) + ")", moves: m.onPages((m.page+1)*per, len(m.items)),
				act: func(m *Chooser) (rules.Move, bool) { m.page = (m.page + 1) % m.pages; return 0, false }})
	}
	return out
}

// stepControls are a group's −, label and + in row r.
func (m *Chooser) stepControls(r Rect, group string) []control {
	minus, label, plus := stepRects(r)
	cur := m.Opts[m.cur[group]]
	step := func(dir int) func(m *Chooser) (rules.Move, bool) {
		return func(m *Chooser) (rules.Move, bool) { m.stepGroup(group, dir); return 0, false }
	}
	lc := control{rect: label, label: cur.Label, why: cur.Why, play: cur.Why == "", opt: m.cur[group]}
	if cur.Why == "" {
		lc.moves = []rules.Move{cur.Move}
	}
	return []control{
		{opt: -1, rect: minus, label: "less", moves: m.towards(func(o Option) bool { return o.Group == group && o.Amount < cur.Amount }), act: step(-1)},
		lc,
		{opt: -1, rect: plus, label: "more", moves: m.towards(func(o Option) bool { return o.Group == group && o.Amount > cur.Amount }), act: step(1)},
	}
}

// stepGroup moves a group's stepper to the next amount down (dir -1) or
// up (dir 1), when there is one.
func (m *Chooser) stepGroup(group string, dir int) {
	cur := m.Opts[m.cur[group]]
	best := -1
	for i, o := range m.Opts {
		if o.Group != group || (o.Amount-cur.Amount)*dir <= 0 {
			continue
		}
		if best < 0 || (o.Amount-m.Opts[best].Amount)*dir < 0 {
			best = i
		}
	}
	if best >= 0 {
		m.cur[group] = best
	}
}

// towards are the legal moves of the options that pass test.
func (m *Chooser) towards(test func(Option) bool) []rules.Move {
	var out []rules.Move
	for _, o := range m.Opts {
		if o.Why == "" && test(o) {
			out = append(out, o.Move)
		}
	}
	return out
}

// onPages are the legal moves of the items i0..i1-1.
func (m *Chooser) onPages(i0, i1 int) []rules.Move {
	var out []rules.Move
	for i := i0; i < min(i1, len(m.items)); i++ {
		switch it := m.items[i]; it.kind {
		case itemOpt:
			if o := m.Opts[it.opt]; o.Why == "" {
				out = append(out, o.Move)
			}
		case itemStep:
			out = append(out, m.towards(func(o Option) bool { return o.Group == it.group })...)
		case itemPart, itemConfirm:
			out = append(out, m.towards(func(o Option) bool { return len(o.Parts) > 0 })...)
		}
	}
	return out
}

// Input handles the open chooser in p: a legal choice is played on a
// click, a refused one explained, a stepper or a toggle or the pager
// changed, a click elsewhere closes it.
func (m *Chooser) Input(p *Pick, click bool) (rules.Move, bool) {
	for _, c := range m.controls() {
		if !c.rect.Contains(p.MX, p.MY) {
			continue
		}
		switch {
		case c.why != "":
			p.Refuse(c.why, click)
		case !click:
		case c.act != nil:
			return c.act(m)
		case c.play:
			p.Menu = nil
			return c.moves[0], true
		}
		return 0, false
	}
	if click && !m.Rect.Contains(p.MX, p.MY) {
		p.Menu = nil
	}
	return 0, false
}

// Aim is where a click goes next on the way to move mv: the part of the
// chooser that leads there most directly (the option itself, else the
// stepper's button or the toggle or the page turn towards it); ok is false
// when no part does.
func (m *Chooser) Aim(mv rules.Move) (x, y float64, ok bool) {
	best := -1
	cs := m.controls()
	for i, c := range cs {
		if slices.Contains(c.moves, mv) && (best < 0 || len(c.moves) < len(cs[best].moves)) {
			best = i
		}
	}
	if best < 0 {
		return 0, 0, false
	}
	x, y = cs[best].rect.Centre()
	return x, y, true
}

// Keys is where the keyboard's row i of the page lies (the pager's halves
// last), and how many rows the keys go through; dx (-1, 1) on a stepper
// aims at its − or +.
func (m *Chooser) Keys(i int, dx float64) (r Rect, rows int) {
	items := m.pageItems()
	rows = len(items)
	if m.pages > 1 {
		rows += 2
	}
	if rows == 0 {
		return Rect{}, 0
	}
	i = (i%rows + rows) % rows
	if i >= len(items) {
		back, on := m.pagerRects()
		if i == len(items) {
			return back, rows
		}
		return on, rows
	}
	r = m.slotRect(i)
	if m.items[items[i]].kind == itemStep {
		minus, label, plus := stepRects(r)
		switch {
		case dx < 0:
			return minus, rows
		case dx > 0:
			return plus, rows
		}
		return label, rows
	}
	return r, rows
}

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

// toggle reads a part's row label: the part's name and whether it is on;
// ok is false for any other row.
func toggle(label string) (rest string, on, ok bool) {
	if rest, ok = strings.CutPrefix(label, "☑ "); ok {
		return rest, true, true
	}
	rest, ok = strings.CutPrefix(label, "☐ ")
	return rest, false, ok
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
