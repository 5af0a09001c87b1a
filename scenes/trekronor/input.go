package trekronor

import (
	"strings"

	"embers/rules"
	tk "embers/rules/trekronor"
	"embers/scenes/play"
	"embers/scenes/ui"
)

// picker is the castle's part of the person's choice in progress (the
// kit's Pick holds the pointer, the hint, the refusal and the chooser).
type picker struct {
	targets targets
	from    int // the selected servant's square, or -1
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
	p := &b.Pick
	in = b.keyboard(in)
	if p.Begin(t, in) {
		b.pick.reset()
		b.pick.targets = sortTargets(t)
	}
	if m, ok := b.keyInput(t, in); ok {
		return m, true
	}
	if m, ok, used := b.controlsInput(t, in); used {
		return m, ok
	}
	if in.RightClick || in.Back || in.Backspace {
		b.pick.from = -1
		p.Clear()
		return 0, false
	}
	if p.Menu != nil {
		return p.Menu.Input(p, in.Click)
	}
	sq := squareAt(in.MouseX, in.MouseY)
	switch {
	case b.m.spread && sq >= 0: // the board rests until the spread marker is laid
		p.Try(t, tk.PlaceMove(sq), "", in.Click)
	case sq >= 0:
		return b.boardInput(t, sq, in.Click)
	case in.Click:
		b.pick.from = -1
	}
	return 0, false
}

// boardInput handles pointing at and clicking on square sq.
func (b *Board) boardInput(t *play.Turn, sq int, click bool) (rules.Move, bool) {
	p, g := &b.Pick, &b.pick.targets
	own := b.m.servant[sq] == t.Seat
	h, _ := tk.HallAt(sq)
	switch {
	case own && b.pick.from != sq && g.moveFrom[sq]:
		p.Hint = "pick up this servant"
		if click {
			b.pick.from = sq
		}
	case own && b.pick.from != sq:
		p.Refuse("This servant has nowhere to go: every free square it could reach breaks a link or is out of reach", click)
	case own: // the selected servant again
		p.Hint = "put the servant down"
		if click {
			b.pick.from = -1
		}
	case b.pick.from >= 0 && h < 0:
		return p.Try(t, tk.MoveMove(b.pick.from, sq), "move the servant here", click)
	case h >= 0:
		b.hallInput(t, h, click)
	case b.m.fire[sq]:
		return b.fireInput(t, sq, click)
	default:
		return p.Try(t, tk.PlaceMove(sq), "place a servant here", click)
	}
	return 0, false
}

// hallInput opens the hall's choices (douse, save, steal) on a click.
func (b *Board) hallInput(t *play.Turn, h int, click bool) {
	p := &b.Pick
	if b.pick.from >= 0 {
		p.Refuse("Servants stand only in the courtyard and the corridors, not in a hall (rule 5.1)", click)
		return
	}
	opts := b.hallOptions(t, h)
	if len(opts) == 0 {
		p.Refuse(b.hallWhy(t, h), click)
		return
	}
	p.Hint = "choose what to do in " + tk.Hall(h).Name
	if click {
		note := ""
		if hasMarker(b.pick.targets.hallOpts[h]) {
			note = markerNote
		}
		p.Menu = play.NewChooser(tk.Hall(h).ID+" "+tk.Hall(h).Name, p.MX, p.MY, opts, note, origin)
		b.Focus.Option = 0
	}
}

// hallWhy explains why nothing can be done in hall h.
func (b *Board) hallWhy(t *play.Turn, h int) string {
	if b.m.hallFire(h) > 0 {
		for w := range tk.NumWells {
			if b.m.bucket[w] {
				if im := t.Explain(tk.DouseHallMove(h, w)); im != nil {
					return play.Reason(im)
				}
			}
		}
		if im := t.Explain(tk.MarkerMove(tk.KindSave, h, false)); im != nil && b.m.hallFire(h) <= 2 {
			return play.Reason(im)
		}
		return "Every bucket is in use until the fire next spreads (rule 5.2)"
	}
	if im := t.Explain(tk.MarkerMove(tk.KindSave, h, false)); im != nil {
		return play.Reason(im)
	}
	return ""
}

// fireInput puts out a corridor fire: at once when one well can serve,
// else through a choice of wells.
func (b *Board) fireInput(t *play.Turn, sq int, click bool) (rules.Move, bool) {
	opts := b.pick.targets.douseSq[sq]
	if len(opts) == 0 {
		why := "No chain with a servant of yours links a well with its bucket to this fire (rule 5.2)"
		for w := range tk.NumWells {
			if b.m.bucket[w] {
				if im := t.Explain(tk.DouseSquareMove(sq, w)); im != nil {
					why = play.Reason(im)
				}
				break
			}
		}
		b.Pick.Refuse(why, click)
		return 0, false
	}
	hint := "put out this fire"
	if len(opts) == 1 {
		hint += " with the " + wellName(partsOf(opts[0]).well) + " bucket"
	}
	b.Focus.Option = 0
	return b.Pick.Offer("Fire on "+tk.SquareName(sq), opts, describe, hint, click, origin)
}

// keyInput lets the keyboard lay a spread marker (its letter or number).
func (b *Board) keyInput(t *play.Turn, in *ui.Input) (rules.Move, bool) {
	if !b.m.spread {
		return 0, false
	}
	for _, r := range in.Runes {
		for v := range 6 {
			if strings.EqualFold(string(r), tk.ValueName(uint8(v))) {
				return b.Pick.Try(t, tk.SpreadMove(v), "", true)
			}
		}
	}
	return 0, false
}
