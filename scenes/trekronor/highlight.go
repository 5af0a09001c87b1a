package trekronor

import (
	"slices"

	"embers/rules"
	tk "embers/rules/trekronor"
	"embers/scenes/kit"
	"embers/scenes/ui"
)

// looks are how the castle rings its places: the log's pointing in the
// controls' amber, the servant picked up in gold, and each seat's last
// move nested square by square, with the seat's shape in the corner.
var looks = kit.Looks{
	Point:     kit.Look{Col: kit.BtnEdge, Width: 4, Inset: 2, A: 1},
	Mark:      kit.Look{Width: 3, Inset: 4, A: 0.85},
	Chosen:    kit.Look{Col: kit.LitGold, Width: 3, Inset: 3, A: 1},
	MarkStep:  3.5,
	MarkDisc:  true,
	HintArrow: true,
}

// Shapes are the outlines a place of the castle (rules/trekronor/places.go)
// covers on the screen: squares, halls, a well's round corner, the panel's
// pile and buttons; ground drawn square by square is tinted when lit.
func (b *Board) Shapes(p rules.Place) []kit.Shape {
	s, ok := tk.ParsePlace(p)
	if !ok {
		return nil
	}
	if s.Kind == tk.WellSpot {
		x, y := wellCentre(s.Index)
		return []kit.Shape{kit.CircleShape(x, y, 32)}
	}
	hall := s.Kind == tk.HallSpot || s.Kind == tk.AreaSpot && tk.Area(s.Index) == tk.HallFloor
	var out []kit.Shape
	for _, r := range b.spotRects(s) {
		if hall { // a hall's shape stands outside its walls: rings round it pass outside its name tag
			r = kit.Rect{X: r.X - 6, Y: r.Y - 6, W: r.W + 12, H: r.H + 12}
		}
		shape := kit.RectShape(r, 8)
		shape.Ground = s.Kind == tk.AreaSpot && !hall
		out = append(out, shape)
	}
	return out
}

// MarkShapes show a move or a seat's last action by the shapes of its
// places, but a hall by the square the action used when one is named,
// not ringed whole.
func (b *Board) MarkShapes(places []rules.Place) []kit.Shape {
	square := slices.ContainsFunc(places, func(p rules.Place) bool {
		s, _ := tk.ParsePlace(p)
		return s.Kind == tk.SquareSpot
	})
	var out []kit.Shape
	for _, p := range places {
		if s, _ := tk.ParsePlace(p); s.Kind != tk.HallSpot || !square {
			out = append(out, b.Shapes(p)...)
		}
	}
	return out
}

// OutlinePlace outlines a place for the tutorial, square by square as
// the rules name it (a well by its corner square), and a hall's or a
// panel part's outline passes outside its name tag.
func (b *Board) OutlinePlace(c *ui.Canvas, name string, pulse float64) {
	s, _ := tk.ParsePlace(rules.Place(name))
	for _, r := range b.spotRects(s) {
		if r.W > sqSize {
			r = kit.Rect{X: r.X - 9, Y: r.Y - 17, W: r.W + 18, H: r.H + 26}
		}
		shape := kit.RectShape(r, 8)
		shape.Ground = s.Kind == tk.AreaSpot && tk.Area(s.Index) != tk.HallFloor
		shape.Glow(c, pulse)
	}
}

// spotRects are the screen rectangles a place covers.
func (b *Board) spotRects(s tk.Spot) []kit.Rect {
	switch s.Kind {
	case tk.SquareSpot:
		return []kit.Rect{squareRect(s.Index)}
	case tk.HallSpot:
		return []kit.Rect{hallRect(s.Index)}
	case tk.WellSpot:
		return []kit.Rect{squareRect(tk.WellSquare(s.Index))}
	case tk.DoorsSpot:
		var out []kit.Rect
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
			return []kit.Rect{{X: px - 84, Y: status.Y + 4, W: 168, H: status.H - 10}}
		}
		return []kit.Rect{{X: status.X + 2, Y: status.Y + 4, W: px - 96 - status.X, H: 58}}
	case tk.HandSpot:
		return []kit.Rect{valueButton(s.Index)}
	case tk.PassSpot:
		return []kit.Rect{passButton()}
	}
	return nil
}

// areaRects are the squares (or halls) of one kind of ground.
func areaRects(a tk.Area) []kit.Rect {
	if a == tk.HallFloor {
		out := make([]kit.Rect, tk.NumHalls)
		for h := range out {
			out[h] = hallRect(h)
		}
		return out
	}
	var out []kit.Rect
	for sq := range tk.NumSquares {
		if tk.SquareArea(sq) == a {
			out = append(out, squareRect(sq))
		}
	}
	return out
}
