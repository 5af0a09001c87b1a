package trekronor

import (
	"embers/rules"
	tk "embers/rules/trekronor"
	"embers/scenes/kit"
	"embers/scenes/ui"
)

// picker is the castle's part of the person's choice in progress (the
// kit's Pick holds the pointer, the hint, the refusal and the chooser):
// the legal moves by the places a person points at, a servant picked up
// being the one place chosen.
type picker struct{ kit.Targets }

// from is the square of the servant picked up, or -1.
func (b *Board) from() int {
	if c := b.pick.Chosen; len(c) == 1 {
		s, _ := tk.ParsePlace(c[0])
		return s.Index
	}
	return -1
}

// Input lets the person choose a move on the castle.
func (b *Board) Input(t *kit.Turn, in *ui.Input) (rules.Move, bool) {
	p := &b.Pick
	in = b.keyboard(in)
	b.BeginTurn(t, in)
	if m, ok, used := b.Buttons(t, in, b.buttons()); used {
		return m, ok
	}
	if m, ok, used := b.ChoiceInput(in); used { // backing out, or the chooser
		return m, ok
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

// boardInput handles pointing at and clicking on square sq through the
// kit's picker: a hall's square while no servant is picked up (nor stands
// there) means the hall, and a hall's or a fire's moves are offered in a
// chooser (the wells its bucket may come from are not pointed at).
func (b *Board) boardInput(t *kit.Turn, sq int, click bool) (rules.Move, bool) {
	p, title := tk.SquarePlace(sq), "Fire on "+tk.SquareName(sq)
	if h, _ := tk.HallAt(sq); h >= 0 && b.from() < 0 && b.m.servant[sq] != t.Seat {
		p, title = tk.HallPlace(h), tk.Hall(h).ID+" "+tk.Hall(h).Name
	}
	return b.PickPlace(t, p, title, click)
}

// ChooseHint is what a click on a servant of the mover, a hall or a fire
// with several choices does.
func (b *Board) ChooseHint(p rules.Place, back bool) string {
	s, _ := tk.ParsePlace(p)
	switch {
	case back:
		return "put the servant down"
	case s.Kind == tk.HallSpot:
		return "choose what to do in " + tk.Hall(s.Index).Name
	case b.m.fire[s.Index]:
		return "put out this fire"
	}
	return "pick up this servant"
}

// Pointable: a person points at squares and halls, not at the well a
// bucket comes from (a chooser names it).
func (b *Board) Pointable(p rules.Place) bool {
	s, _ := tk.ParsePlace(p)
	return s.Kind != tk.WellSpot
}

// Meant is the move a person pointing at square p means: the servant
// picked up moved there, else a servant placed there (none for the
// mover's own servant or a fire: the rules' WhyNotAt says why nothing can
// be done there).
func (b *Board) Meant(_ []rules.Place, p rules.Place) (rules.Move, bool) {
	s, _ := tk.ParsePlace(p)
	m, from := tk.PlaceMove(s.Index), b.from()
	if from >= 0 {
		m = tk.MoveMove(from, s.Index)
	}
	return m, s.Kind == tk.SquareSpot && b.m.servant[s.Index] != b.Pick.Turn.Seat && (from >= 0 || !b.m.fire[s.Index])
}
