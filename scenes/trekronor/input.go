package trekronor

import (
	"embers/rules"
	tk "embers/rules/trekronor"
	"embers/scenes/play"
	"embers/scenes/ui"
)

// picker is the castle's part of the person's choice in progress (the
// kit's Pick holds the pointer, the hint, the refusal and the chooser):
// the legal moves by the places a person points at, a servant picked up
// being the one place chosen.
type picker struct{ play.Targets }

// from is the square of the servant picked up, or -1.
func (b *Board) from() int {
	if c := b.pick.Chosen; len(c) == 1 {
		s, _ := tk.ParsePlace(c[0])
		return s.Index
	}
	return -1
}

// choose picks up the servant on square sq (-1: puts it down).
func (b *Board) choose(sq int) {
	b.pick.Choose()
	if sq >= 0 {
		b.pick.Choose(tk.SquarePlace(sq))
	}
}

// movesAt are the legal moves that begin at square sq, whatever servant
// is picked up.
func (b *Board) movesAt(sq int) []rules.Move { return b.pick.Starting(tk.SquarePlace(sq)) }

// Input lets the person choose a move on the castle.
func (b *Board) Input(t *play.Turn, in *ui.Input) (rules.Move, bool) {
	p := &b.Pick
	in = b.keyboard(in)
	if p.Begin(t, in) {
		b.pick.Targets = play.NewTargets(t.Legal, &rulesOnly)
	}
	if m, ok, used := b.Buttons(t, in, b.buttons()); used {
		return m, ok
	}
	if in.RightClick || in.Back || in.Backspace {
		b.choose(-1)
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
		b.choose(-1)
	}
	return 0, false
}

// boardInput handles pointing at and clicking on square sq.
func (b *Board) boardInput(t *play.Turn, sq int, click bool) (rules.Move, bool) {
	p, from := &b.Pick, b.from()
	own := b.m.servant[sq] == t.Seat
	h, _ := tk.HallAt(sq)
	switch {
	case own && from != sq && len(b.movesAt(sq)) > 0:
		p.Hint = "pick up this servant"
		if click {
			b.choose(sq)
		}
	case own && from != sq:
		p.Refuse(b.WhyNotAt(t, tk.SquarePlace(sq)), click)
	case own: // the selected servant again
		p.Hint = "put the servant down"
		if click {
			b.choose(-1)
		}
	case from >= 0: // a hall's square too: the rules say why not
		return p.Try(t, tk.MoveMove(from, sq), "move the servant here", click)
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
	opts := b.hallOptions(t, h)
	if len(opts) == 0 {
		p.Refuse(b.WhyNotAt(t, tk.HallPlace(h)), click)
		return
	}
	p.Hint = "choose what to do in " + tk.Hall(h).Name
	if click {
		note := ""
		if hasMarker(b.pick.Starting(tk.HallPlace(h))) {
			note = tk.MarkerScoring
		}
		p.Menu = play.NewChooser(tk.Hall(h).ID+" "+tk.Hall(h).Name, p.MX, p.MY, opts, note, origin)
		b.Focus.Option = 0
	}
}

// fireInput puts out a corridor fire: at once when one well can serve,
// else through a choice of wells.
func (b *Board) fireInput(t *play.Turn, sq int, click bool) (rules.Move, bool) {
	opts := b.movesAt(sq)
	if len(opts) == 0 {
		b.Pick.Refuse(b.WhyNotAt(t, tk.SquarePlace(sq)), click)
		return 0, false
	}
	hint := "put out this fire"
	if len(opts) == 1 {
		hint = b.ClickHint(opts[0])
	}
	b.Focus.Option = 0
	return b.Pick.Offer("Fire on "+tk.SquareName(sq), opts, b.MoveLabel, hint, click, origin)
}
