package cronberg

import (
	"math"

	"embers/rules"
	cb "embers/rules/cronberg"
	"embers/scenes/kit"
	"embers/scenes/ui"
)

// picker is the town's part of the person's choice in progress (the
// kit's Pick holds the pointer, what a click would do and the refusal;
// the kit's Targets the legal moves by the places they name).
type picker struct {
	kit.Targets
	pair [2]int // where the tile would lie, or -1, -1
}

func (p *picker) reset() {
	*p = picker{pair: [2]int{-1, -1}}
}

var rulesOnly cb.State // MovePlaces needs no position

// layOn reports whether a legal lay covers triangle tri.
func (p *picker) layOn(tri int) bool { return p.Touches(cb.TrianglePlace(tri)) }

func isCrossing(pl rules.Place) bool {
	s, _ := cb.ParsePlace(pl)
	return s.Kind == cb.CrossingSpot
}

// Input lets the person choose a move in the town.
func (b *Board) Input(t *kit.Turn, in *ui.Input) (rules.Move, bool) {
	p := &b.pick
	in = b.keyboard(in)
	b.BeginTurn(t, in)
	p.pair = [2]int{-1, -1}
	if m, ok, used := b.Buttons(t, in, b.buttons()); used {
		return m, ok
	}
	if b.m.laying {
		return b.layInput(t, in)
	}
	if pl, ok := b.PlaceAt(in.MouseX, in.MouseY, pointable); ok {
		return b.PickPlace(t, pl, "", in.Click)
	}
	if tri := triangleAt(in.MouseX, in.MouseY); tri >= 0 {
		b.Pick.Info = b.Describe(cb.TrianglePlace(tri))
	}
	return 0, false
}

// pointable are the places a person points at to take a token or draw.
var pointable = append(crossings[:len(crossings):len(crossings)], cb.PilePlace)

// layInput shows the drawn tile on the pair of triangles under the mouse,
// turned towards it, and lays it there on a click.
func (b *Board) layInput(t *kit.Turn, in *ui.Input) (rules.Move, bool) {
	tri := triangleAt(in.MouseX, in.MouseY)
	if tri < 0 {
		return 0, false
	}
	u := nearestNeighbour(tri, in.MouseX, in.MouseY, func(u int) bool { return t.IsLegal(cb.LayMove(tri, u)) })
	if u < 0 {
		return b.Pick.Try(t, cb.LayMove(tri, nearestNeighbour(tri, in.MouseX, in.MouseY, nil)), "", in.Click)
	}
	b.pick.pair = [2]int{tri, u}
	m := cb.LayMove(tri, u)
	return b.Pick.Try(t, m, b.ClickHint(m), in.Click)
}

// nearestNeighbour is the triangle across tri's edge nearest the mouse
// that the tile could share with it (open: any), or -1.
func nearestNeighbour(tri int, x, y float64, open func(u int) bool) int {
	best, bestD := -1, math.Inf(1)
	for _, u := range cb.TriangleNeighbours(tri) {
		mid, _ := pairShape(tri, u)
		if d := math.Hypot(mid.X-x, mid.Y-y); d < bestD && (open == nil || open(u)) {
			best, bestD = u, d
		}
	}
	return best
}
