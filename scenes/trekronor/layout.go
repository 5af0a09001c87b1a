package trekronor

import (
	tk "embers/rules/trekronor"
	"embers/scenes/kit"
)

// sqSize is one square in logical pixels.
const sqSize = 68.0

// grid is the castle's ten by ten squares, rank 0 at the bottom; origin is
// the square they fill on the screen.
var (
	grid   = kit.Grid{X: 20, Y: 20, Cell: sqSize, Cols: tk.Width, Rows: tk.Width}
	origin = grid.Area()
)

// squareRect is the screen rectangle of board square sq.
func squareRect(sq int) kit.Rect { return grid.Rect(sq) }

// squareCentre is the middle of square sq.
func squareCentre(sq int) (float64, float64) { return grid.Centre(sq) }

// squareAt returns the square under a point, or -1.
func squareAt(x, y float64) int { return grid.At(x, y) }

// hallRect is the 2x2 block of hall h.
func hallRect(h int) kit.Rect {
	tl := squareRect(tk.HallSquare(h, 0))
	return kit.Rect{X: tl.X, Y: tl.Y, W: 2 * sqSize, H: 2 * sqSize}
}

// hallCentre is the middle of hall h.
func hallCentre(h int) (float64, float64) { return hallRect(h).Centre() }

// slotCentre is the middle of slot 0..3 of hall h.
func slotCentre(h, slot int) (float64, float64) { return squareCentre(tk.HallSquare(h, slot)) }

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

func (b *Board) statusArea() kit.Rect { return b.StatusArea(b.m.players) }
