package trekronor

import (
	"strings"

	"embers/rules"
	tk "embers/rules/trekronor"
	"embers/scenes/play"
	"embers/scenes/ui"
)

// picker is the person's choice in progress.
type picker struct {
	turn    *play.Turn // the turn the targets below belong to
	targets targets
	from    int   // the selected servant's square, or -1
	menu    *menu // choices for a hall or a burning corridor
	mx, my  float64
	why     string // why the target under the mouse (or clicked) is not legal
	hint    string // what a click on the target under the mouse would do
}

func (p *picker) reset() {
	*p = picker{from: -1}
}

// targets are the legal moves sorted by what the person points at.
type targets struct {
	place    [tk.NumSquares]bool
	moveFrom [tk.NumSquares]bool
	moveTo   map[int][]int
	douseSq  map[int][]rules.Move
	hallOpts [tk.NumHalls][]rules.Move
	spread   map[int]bool // legal spread marker values
	pass     bool
}

func sortTargets(t *play.Turn) targets {
	var g targets
	g.moveTo = map[int][]int{}
	g.douseSq = map[int][]rules.Move{}
	g.spread = map[int]bool{}
	for _, m := range t.Legal {
		d := partsOf(m)
		switch d.kind {
		case tk.ActPlace:
			g.place[d.a] = true
		case tk.ActMove:
			g.moveFrom[d.a] = true
			g.moveTo[d.a] = append(g.moveTo[d.a], d.b)
		case tk.ActDouse:
			if d.hall >= 0 {
				g.hallOpts[d.hall] = append(g.hallOpts[d.hall], m)
			} else {
				g.douseSq[d.a] = append(g.douseSq[d.a], m)
			}
		case tk.ActSave, tk.ActSteal:
			g.hallOpts[d.hall] = append(g.hallOpts[d.hall], m)
		case tk.ActSpread:
			g.spread[d.value] = true
		case tk.ActPass:
			g.pass = true
		}
	}
	return g
}

// Input lets the person choose a move on the castle.
func (b *Board) Input(t *play.Turn, in *ui.Input) (rules.Move, bool) {
	p := &b.pick
	if p.turn != t {
		p.reset()
		p.turn, p.targets = t, sortTargets(t)
	}
	in = b.keyboard(in)
	p.mx, p.my = in.MouseX, in.MouseY
	if m, ok := b.keyInput(t, in); ok {
		return m, true
	}
	if m, ok, used := b.controlsInput(t, in); used {
		return m, ok
	}
	if in.RightClick || in.Back || in.Backspace {
		p.from, p.menu, p.why = -1, nil, ""
		return 0, false
	}
	if p.menu != nil {
		return b.menuInput(t, in)
	}
	if b.m.spread { // the board rests until the spread marker is laid
		p.why, p.hint = "", ""
		if sq := squareAt(in.MouseX, in.MouseY); sq >= 0 {
			if im := t.Explain(tk.PlaceMove(sq)); im != nil {
				p.why = reason(im)
			}
		}
		return 0, false
	}
	sq := squareAt(in.MouseX, in.MouseY)
	if sq < 0 {
		p.why, p.hint = "", ""
		if in.Click {
			p.from = -1
		}
		return 0, false
	}
	return b.boardInput(t, sq, in.Click)
}

// boardInput handles pointing at and clicking on square sq.
func (b *Board) boardInput(t *play.Turn, sq int, click bool) (rules.Move, bool) {
	p := &b.pick
	g := &p.targets
	p.why, p.hint = "", ""
	own := b.m.servant[sq] == t.Seat
	h, _ := tk.HallAt(sq)
	switch {
	case own && p.from != sq:
		if g.moveFrom[sq] {
			p.hint = "pick up this servant"
			if click {
				p.from = sq
			}
		} else {
			p.why = "this servant has nowhere to go: every free square it could reach breaks a link or is out of reach"
		}
	case own: // the selected servant again
		p.hint = "put the servant down"
		if click {
			p.from = -1
		}
	case p.from >= 0 && h < 0:
		return b.try(t, tk.MoveMove(p.from, sq), "move the servant here", click)
	case h >= 0:
		b.hallInput(t, h, click)
	case b.m.fire[sq]:
		return b.fireInput(t, sq, click)
	default:
		return b.try(t, tk.PlaceMove(sq), "place a servant here", click)
	}
	return 0, false
}

// try offers move m: a click plays it when legal; else the rules say why.
func (b *Board) try(t *play.Turn, m rules.Move, hint string, click bool) (rules.Move, bool) {
	if t.IsLegal(m) {
		b.pick.hint = hint
		return m, click
	}
	if im := t.Explain(m); im != nil {
		b.pick.why = reason(im)
	}
	return 0, false
}

// reason is the rules' explanation as a person reads it.
func reason(im *rules.IllegalMove) string {
	s := im.Reason
	if len(s) > 1 && s[0] >= 'a' && s[0] <= 'z' && s[1] >= 'a' { // not a square name like d4
		s = string(s[0]-'a'+'A') + s[1:]
	}
	if im.Rule != "" {
		s += " (rule " + im.Rule + ")"
	}
	return s
}

// hallInput opens the hall's choices (douse, save, steal) on a click.
func (b *Board) hallInput(t *play.Turn, h int, click bool) {
	p := &b.pick
	if p.from >= 0 {
		p.why = "servants stand only in the courtyard and the corridors, not in a hall (rule 5.1)"
		return
	}
	opts := b.hallOptions(t, h)
	if len(opts) == 0 {
		p.why = b.hallWhy(t, h)
		return
	}
	p.hint = "choose what to do in " + tk.Hall(h).Name
	if click {
		x, y := hallCentre(h)
		p.menu = newMenu(tk.Hall(h).ID+" "+tk.Hall(h).Name, x, y, opts)
		b.keys.option = 0
	}
}

// hallWhy explains why nothing can be done in hall h.
func (b *Board) hallWhy(t *play.Turn, h int) string {
	if b.m.hallFire(h) > 0 {
		for w := range tk.NumWells {
			if b.m.bucket[w] {
				if im := t.Explain(tk.DouseHallMove(h, w)); im != nil {
					return reason(im)
				}
			}
		}
		if im := t.Explain(tk.MarkerMove(tk.KindSave, h, false)); im != nil && b.m.hallFire(h) <= 2 {
			return reason(im)
		}
		return "every bucket is in use until the fire next spreads (rule 5.2)"
	}
	if im := t.Explain(tk.MarkerMove(tk.KindSave, h, false)); im != nil {
		return reason(im)
	}
	return ""
}

// fireInput puts out a corridor fire: at once when one well can serve,
// else through a choice of wells.
func (b *Board) fireInput(t *play.Turn, sq int, click bool) (rules.Move, bool) {
	p := &b.pick
	opts := p.targets.douseSq[sq]
	switch {
	case len(opts) == 0:
		p.why = "no chain with a servant of yours links a well with its bucket to this fire (rule 5.2)"
		for w := range tk.NumWells {
			if b.m.bucket[w] {
				if im := t.Explain(tk.DouseSquareMove(sq, w)); im != nil {
					p.why = reason(im)
				}
				break
			}
		}
	case len(opts) == 1:
		p.hint = "put out this fire with the " + wellName(partsOf(opts[0]).well) + " bucket"
		return opts[0], click
	default:
		p.hint = "put out this fire"
		if click {
			x, y := squareCentre(sq)
			p.menu = newMenu("Fire on "+tk.SquareName(sq), x, y, b.optionList(t, opts))
			b.keys.option = 0
		}
	}
	return 0, false
}

// keyInput lets the keyboard lay a spread marker (its letter or number).
func (b *Board) keyInput(t *play.Turn, in *ui.Input) (rules.Move, bool) {
	if !b.m.spread {
		return 0, false
	}
	for _, r := range in.Runes {
		for v := range 6 {
			if strings.EqualFold(string(r), tk.ValueName(uint8(v))) {
				if b.pick.targets.spread[v] {
					return tk.SpreadMove(v), true
				}
				if im := t.Explain(tk.SpreadMove(v)); im != nil {
					b.pick.why = reason(im)
				}
			}
		}
	}
	return 0, false
}
