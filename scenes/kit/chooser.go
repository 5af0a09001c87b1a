package kit

import (
	"slices"
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

// toggle reads a part's row label: the part's name and whether it is on;
// ok is false for any other row.
func toggle(label string) (rest string, on, ok bool) {
	if rest, ok = strings.CutPrefix(label, "☑ "); ok {
		return rest, true, true
	}
	rest, ok = strings.CutPrefix(label, "☐ ")
	return rest, false, ok
}
