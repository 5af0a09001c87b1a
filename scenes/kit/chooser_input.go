package kit

import (
	"slices"
	"strconv"

	"embers/rules"
)

// The chooser's clickable parts and what the mouse and keys do with them.

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
			out = append(out, control{opt: -1, rect: r, label: m.itemLabel(i), moves: m.towards(func(o Option) bool { return len(o.Parts) > 0 && slices.Contains(o.Parts, part) != m.on[part] }),
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
