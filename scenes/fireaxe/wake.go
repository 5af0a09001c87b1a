package fireaxe

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2/vector"

	"embers/rules"
	fx "embers/rules/fireaxe"
	"embers/scenes/kit"
	"embers/scenes/ui"
)

// Wakes: each longboat's course in its seat's last turn, drawn on the map
// as a dotted line in the seat's colour from where the turn began, so the
// table sees where a computer (or the person before) sailed, not only
// where it ended. The last seat to move has the boldest line; the others
// fade back. A seat's wake starts over with its next turn; an undo or a
// load forgets them (the history the board replays draws them again).
type wakes struct {
	course [fx.MaxSeats][]rules.Place // the places the longboat stood at, in order
	last   int                        // the seat that moved last (-1: none)
}

func (w *wakes) clear() { *w = wakes{last: -1} }

// begin starts seat's wake where its longboat stands (the Wintering box:
// nothing to draw from).
func (w *wakes) begin(seat int, at rules.Place) {
	if seat < 0 || seat >= fx.MaxSeats {
		return
	}
	w.course[seat] = w.course[seat][:0]
	if at != fx.WinteringPlace && at != "" {
		w.course[seat] = append(w.course[seat], at)
	}
	w.last = seat
}

// sail adds the place seat's longboat reached (a launch's home port, a
// day's sailing).
func (w *wakes) sail(seat int, to rules.Place) {
	if seat < 0 || seat >= fx.MaxSeats || to == "" || to == fx.WinteringPlace {
		return
	}
	if n := len(w.course[seat]); n > 0 && w.course[seat][n-1] == to {
		return
	}
	w.course[seat] = append(w.course[seat], to)
	w.last = seat
}

// MarkPlaces (kit.MarkPicker): Fire & Axe rings no place for a seat's
// last move; its wake shows the whole course instead.
func (b *Board) MarkPlaces(rules.Event) ([]rules.Place, bool) { return nil, false }

// ClearMarks forgets the last moves' marks and the wakes (an undo, a load).
func (b *Board) ClearMarks() {
	b.Kit.ClearMarks()
	b.wake.clear()
}

// boatPlace is where seat's longboat stands as the animations have shown
// it (the view at rest lags while a queue of moves plays).
func (b *Board) boatPlace(seat int) rules.Place {
	if p, ok := b.shownAt[seat]; ok {
		return p
	}
	if seat < 0 || seat >= len(b.v.Boats) {
		return ""
	}
	return b.v.BoatAt(seat)
}

// wakeDot and wakeGap are a wake's dashes and the gaps between them;
// wakeBed is the dark line under the dashes.
const wakeDot, wakeGap = 7.0, 5.0

var wakeBed = kit.RGBA(30, 24, 20, 150)

// drawWakes draws every seat's wake under the pieces.
func (b *Board) drawWakes(c *ui.Canvas) {
	for seat := range b.v.Boats {
		course := b.wake.course[seat]
		if len(course) < 2 {
			continue
		}
		alpha, width := 0.6, 3.0
		if seat == b.wake.last {
			alpha, width = 1.0, 4.0
		}
		col := ui.Fade(b.Colour(rules.Seat(seat)), alpha)
		var path vector.Path
		var prev ui.Pt
		have := false
		for _, p := range course {
			at, ok := b.pieces.boatSpotAt(seat, len(b.v.Boats), p)
			if ok && have {
				dash(&path, prev, at)
			}
			prev, have = at, ok
		}
		c.StrokePath(&path, width+2.5, ui.Fade(wakeBed, alpha)) // a dark bed: the dashes read on sea and land alike
		c.StrokePath(&path, width, col)
	}
}

// dash adds the dashes of the segment from a to b to path.
func dash(path *vector.Path, a, b ui.Pt) {
	dx, dy := b.X-a.X, b.Y-a.Y
	n := math.Hypot(dx, dy)
	if n == 0 {
		return
	}
	ux, uy := dx/n, dy/n
	for d := 0.0; d < n; d += wakeDot + wakeGap {
		e := math.Min(d+wakeDot, n)
		path.MoveTo(float32(a.X+ux*d), float32(a.Y+uy*d))
		path.LineTo(float32(a.X+ux*e), float32(a.Y+uy*e))
	}
}
