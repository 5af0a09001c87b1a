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
		b.pick.Choose()
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
		b.pick.Choose()
	}
	return 0, false
}

// boardInput handles pointing at and clicking on square sq: a hall's or
// a fire's own choices while no servant is picked up, else the kit's
// picker (a servant picked up, put down, moved or placed).
func (b *Board) boardInput(t *play.Turn, sq int, click bool) (rules.Move, bool) {
	h, _ := tk.HallAt(sq)
	free := b.from() < 0 && b.m.servant[sq] != t.Seat
	switch {
	case free && h >= 0:
		b.hallInput(t, h, click)
	case free && b.m.fire[sq]:
		return b.fireInput(t, sq, click)
	default:
		return b.PickPlace(t, tk.SquarePlace(sq), "", click)
	}
	return 0, false
}

// ChooseHint is what a click on a servant of the mover does.
func (b *Board) ChooseHint(_ rules.Place, back bool) string {
	if back {
		return "put the servant down"
	}
	return "pick up this servant"
}

// Meant is the move a person pointing at square p means: the servant
// picked up moved there, else a servant placed there (none for the
// mover's own servant: the rules' WhyNotAt says why it cannot move).
func (b *Board) Meant(_ []rules.Place, p rules.Place) (rules.Move, bool) {
	s, _ := tk.ParsePlace(p)
	m := tk.PlaceMove(s.Index)
	if from := b.from(); from >= 0 {
		m = tk.MoveMove(from, s.Index)
	}
	return m, s.Kind == tk.SquareSpot && b.m.servant[s.Index] != b.Pick.Turn.Seat
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
	opts := b.pick.Starting(tk.SquarePlace(sq))
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
