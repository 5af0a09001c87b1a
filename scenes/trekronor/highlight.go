package trekronor

import (
	"embers/rules"
	tk "embers/rules/trekronor"
	"embers/scenes/play"
	"embers/scenes/ui"
)

// OutlinePlace outlines a place of the castle (rules/trekronor/places.go)
// for the tutorial; a hall's outline passes outside its name tag, and
// ground drawn square by square is tinted as well.
func (b *Board) OutlinePlace(c *ui.Canvas, name string, pulse float64) {
	s, _ := tk.ParsePlace(rules.Place(name))
	tint := s.Kind == tk.AreaSpot && tk.Area(s.Index) != tk.HallFloor
	for _, r := range b.namedRects(name) {
		if r.W > sqSize {
			r = play.Rect{X: r.X - 9, Y: r.Y - 17, W: r.W + 18, H: r.H + 26}
		}
		play.OutlineRect(c, r, pulse, tint)
	}
}

// LabelSpot puts a label over the top of the place's first square or hall.
func (b *Board) LabelSpot(name string) (x, y, fx, fy float64, ok bool) {
	rs := b.namedRects(name)
	if len(rs) == 0 {
		return 0, 0, 0, 0, false
	}
	return rs[0].X + rs[0].W/2, rs[0].Y + 20, 0, 0, true
}

// namedRects are the screen rectangles a place of the castle covers.
func (b *Board) namedRects(name string) []play.Rect {
	if s, ok := tk.ParsePlace(rules.Place(name)); ok {
		return b.spotRects(s)
	}
	return nil
}

// spotRects are the screen rectangles a place covers.
func (b *Board) spotRects(s tk.Spot) []play.Rect {
	switch s.Kind {
	case tk.SquareSpot:
		return []play.Rect{squareRect(s.Index)}
	case tk.HallSpot:
		return []play.Rect{hallRect(s.Index)}
	case tk.WellSpot:
		return []play.Rect{squareRect(tk.WellSquare(s.Index))}
	case tk.DoorsSpot:
		var out []play.Rect
		for _, sq := range tk.EntranceSquares(s.Index) {
			out = append(out, squareRect(sq))
		}
		return out
	case tk.AreaSpot:
		return areaRects(tk.Area(s.Index))
	case tk.PileSpot, tk.SupplySpot:
		status := b.statusArea()
		px, _ := b.pileSpot()
		if s.Kind == tk.PileSpot {
			return []play.Rect{{X: px - 84, Y: status.Y + 4, W: 168, H: status.H - 10}}
		}
		return []play.Rect{{X: status.X + 2, Y: status.Y + 4, W: px - 96 - status.X, H: 58}}
	case tk.HandSpot:
		return []play.Rect{valueButton(s.Index)}
	case tk.PassSpot:
		return []play.Rect{passButton()}
	}
	return nil
}

// areaRects are the squares (or halls) of one kind of ground.
func areaRects(a tk.Area) []play.Rect {
	if a == tk.HallFloor {
		out := make([]play.Rect, tk.NumHalls)
		for h := range out {
			out[h] = hallRect(h)
		}
		return out
	}
	var out []play.Rect
	for sq := range tk.NumSquares {
		if tk.SquareArea(sq) == a {
			out = append(out, squareRect(sq))
		}
	}
	return out
}

// Aim is where a person clicks next on the way to move m: the option of
// the chooser already open, else the next place the rules name for m (a
// square, a hall, a spread marker's button, the pass). Tests of scenes that
// host the board (the tutorial) play with the mouse through it; ok is false
// when m is not a move the board can be clicked for.
func (b *Board) Aim(m rules.Move) (x, y float64, ok bool) {
	if menu := b.Pick.Menu; menu != nil {
		return menu.Aim(m)
	}
	if p, ok := b.pick.Next(rulesOnly.MovePlaces(m)); ok {
		if rs := b.namedRects(string(p)); len(rs) > 0 {
			x, y = rs[0].Centre()
			return x, y, true
		}
	}
	return 0, 0, false
}
