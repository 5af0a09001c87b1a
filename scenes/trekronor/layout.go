package trekronor

import (
	tk "embers/rules/trekronor"
	"embers/scenes/play"
)

// Board geometry in logical pixels.
const (
	sqSize = 68.0 // one square
)

// origin is the castle's square on the screen: ten squares a side.
var origin = play.Rect{X: 20, Y: 20, W: 10 * sqSize, H: 10 * sqSize}

// squareRect is the screen rectangle of board square sq (rank 0 at the bottom).
func squareRect(sq int) play.Rect {
	x, y := sq%tk.Width, sq/tk.Width
	return play.Rect{X: origin.X + float64(x)*sqSize, Y: origin.Y + float64(9-y)*sqSize, W: sqSize, H: sqSize}
}

// squareCentre is the middle of square sq.
func squareCentre(sq int) (float64, float64) {
	r := squareRect(sq)
	return r.X + r.W/2, r.Y + r.H/2
}

// hallRect is the 2x2 block of hall h.
func hallRect(h int) play.Rect {
	tl := squareRect(tk.HallSquare(h, 0))
	return play.Rect{X: tl.X, Y: tl.Y, W: 2 * sqSize, H: 2 * sqSize}
}

// hallCentre is the middle of hall h.
func hallCentre(h int) (float64, float64) {
	r := hallRect(h)
	return r.X + r.W/2, r.Y + r.H/2
}

// slotCentre is the middle of slot 0..3 of hall h.
func slotCentre(h, slot int) (float64, float64) { return squareCentre(tk.HallSquare(h, slot)) }

// squareAt returns the square under a point, or -1.
func squareAt(x, y float64) int {
	if !origin.Contains(x, y) {
		return -1
	}
	col := int((x - origin.X) / sqSize)
	row := 9 - int((y-origin.Y)/sqSize)
	return row*tk.Width + col
}

// wellCentre is the middle of well w's corner.
func wellCentre(w int) (float64, float64) { return squareCentre(tk.WellSquare(w)) }

// bucketSpot is where well w's bucket rests, beside the well.
func bucketSpot(w int) (float64, float64) {
	x, y := wellCentre(w)
	dx, dy := 18.0, 18.0
	if x > origin.X+origin.W/2 {
		dx = -18
	}
	if y > origin.Y+origin.H/2 {
		dy = -18
	}
	return x + dx, y + dy
}

// pileSpot is the face-down spread pile in the panel's status area.
func (b *Board) pileSpot() (float64, float64) {
	r := b.statusArea()
	return r.X + r.W - 80, r.Y + r.H/2 + 6
}

// supplySpot is where fresh fire tokens come from (the danger meter).
func (b *Board) supplySpot() (float64, float64) {
	r := b.statusArea()
	return r.X + 120, r.Y + 22
}

func (b *Board) statusArea() play.Rect { return b.StatusArea(b.m.players) }
