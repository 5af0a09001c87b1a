package trekronor

import (
	"image/color"

	"embers/rules"
	tk "embers/rules/trekronor"
	"embers/scenes/play"
	"embers/scenes/ui"
)

// option is one choice of a menu: a legal move, or a shown but refused one
// with the rules' reason.
type option struct {
	label string
	move  rules.Move
	why   string // empty when legal
}

// menu is a small chooser opened over a hall or a corridor fire.
type menu struct {
	title string
	rect  play.Rect
	opts  []option
	note  string // a line under the choices, or ""
}

// markerNote says what the two markers are for, in a line.
const markerNote = "Save: +2 or +1 if the hall ends with 0-1 or 2 ash, else −1 or −2.\nSteal: the other way round. Only you know which you laid."

func hasNote(opts []option) bool {
	for _, o := range opts {
		if isMarker(o.move) {
			return true
		}
	}
	return false
}

const optH = 30

func newMenu(title string, x, y float64, opts []option) *menu {
	w := 320.0
	h := 34 + float64(len(opts))*optH + 8
	note := ""
	if hasNote(opts) {
		note = markerNote
		h += 40
		w = 380
	}
	mx := min(max(x-w/2, origin.X+6), origin.X+origin.W-w-6)
	my := min(max(y-h/2, origin.Y+6), origin.Y+origin.H-h-6)
	return &menu{title: title, rect: play.Rect{X: mx, Y: my, W: w, H: h}, opts: opts, note: note}
}

func (m *menu) optRect(i int) play.Rect {
	return play.Rect{X: m.rect.X + 8, Y: m.rect.Y + 32 + float64(i)*optH, W: m.rect.W - 16, H: optH - 4}
}

// optionList makes legal options of moves.
func (b *Board) optionList(t *play.Turn, moves []rules.Move) []option {
	var out []option
	for _, m := range moves {
		out = append(out, option{label: describe(m), move: m})
	}
	return out
}

// hallOptions lists what the person may do in hall h: each legal douse and
// marker, plus the other marker kind refused with its reason.
func (b *Board) hallOptions(t *play.Turn, h int) []option {
	legal := b.pick.targets.hallOpts[h]
	if len(legal) == 0 {
		return nil
	}
	out := b.optionList(t, legal)
	for _, k := range []tk.Kind{tk.KindSave, tk.KindSteal} {
		m := tk.MarkerMove(k, h, false)
		if t.IsLegal(m) || !hasMarker(legal) {
			continue
		}
		if im := t.Explain(m); im != nil {
			out = append(out, option{label: describe(m), move: m, why: reason(im)})
		}
	}
	return out
}

func hasMarker(moves []rules.Move) bool {
	for _, m := range moves {
		if isMarker(m) {
			return true
		}
	}
	return false
}

// menuInput handles the open chooser: a legal choice is played, a refused
// one explained, a click elsewhere closes it.
func (b *Board) menuInput(t *play.Turn, in *ui.Input) (rules.Move, bool) {
	p := &b.pick
	m := p.menu
	p.why, p.hint = "", ""
	for i, o := range m.opts {
		if !m.optRect(i).Contains(in.MouseX, in.MouseY) {
			continue
		}
		if o.why != "" {
			p.why = o.why
			return 0, false
		}
		if in.Click {
			p.menu = nil
			return o.move, true
		}
		return 0, false
	}
	if in.Click && !m.rect.Contains(in.MouseX, in.MouseY) {
		p.menu = nil
	}
	return 0, false
}

func (m *menu) draw(c *ui.Canvas, mx, my float64) {
	r := m.rect
	c.FillPath(ui.RoundRect(r.X+3, r.Y+4, r.W, r.H, 10), color.RGBA{0, 0, 0, 140})
	c.FillPath(ui.RoundRect(r.X, r.Y, r.W, r.H, 10), color.RGBA{30, 19, 14, 250})
	c.StrokePath(ui.RoundRect(r.X, r.Y, r.W, r.H, 10), 1.5, color.RGBA{255, 182, 84, 255})
	c.Text(m.title, ui.Face{Style: ui.Bold, Size: 14}, r.X+12, r.Y+8, ui.Start, color.RGBA{255, 182, 84, 255})
	for i, o := range m.opts {
		or := m.optRect(i)
		fill := color.RGBA{64, 40, 26, 255}
		txt := parchment
		if o.why != "" {
			fill, txt = color.RGBA{40, 30, 26, 255}, color.RGBA{140, 124, 110, 255}
		} else if or.Contains(mx, my) {
			fill = color.RGBA{120, 70, 30, 255}
		}
		c.FillPath(ui.RoundRect(or.X, or.Y, or.W, or.H, 6), fill)
		c.Text(o.label, ui.Face{Size: 14}, or.X+10, or.Y+5, ui.Start, txt)
	}
	if m.note != "" {
		c.Text(m.note, ui.Face{Size: 12}, r.X+12, r.Y+r.H-42, ui.Start, color.RGBA{178, 156, 136, 255})
	}
}
