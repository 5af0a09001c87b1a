package scenes

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2/vector"

	"embers/rules"
	"embers/scenes/ui"
)

// drawCourse draws how the game went in p: each seat's standing from the
// start (left) to the end (right) as the computer judged it, one line per
// seat in its colour, the winners' drawn last and thicker, each ending in
// the seat's mark so seats differ by shape as well as colour.
func (r *Results) drawCourse(c *ui.Canvas, p ui.Rect) {
	if len(r.course) < 2 || p.H < 120 { // too little room for a plot that reads
		return
	}
	t := ui.T()
	c.Text("How the game went", ui.Face{Style: ui.Bold, Size: 16}, p.X, p.Y, ui.Start, t.Accent)
	sub := ui.Face{Size: 13}
	c.Text(fitText("chances after every move, as the computer judged them", sub, p.W), sub, p.X, p.Y+22, ui.Start, t.Dim)
	plot := ui.Rect{X: p.X + 8, Y: p.Y + 48, W: p.W - 30, H: p.H - 72}
	c.Block(plot.X, plot.Y, plot.W, 1, ui.Fade(t.PanelEdge, 0.35))
	c.Block(plot.X, plot.Y+plot.H, plot.W, 1, ui.Fade(t.PanelEdge, 0.35))
	lo, hi := courseRange(r.course)
	c.Text("start", ui.SmallFace, plot.X, plot.Y+plot.H+4, ui.Start, t.Dim)
	c.Text(r.endWords(), ui.SmallFace, plot.X+plot.W, plot.Y+plot.H+4, ui.End, t.Dim)
	var seats []rules.Seat // drawn in turn: the others, then the winners, each the best last (on top)
	for _, won := range []bool{false, true} {
		for i := len(r.order) - 1; i >= 0; i-- {
			if r.res.Won(r.order[i]) == won {
				seats = append(seats, r.order[i])
			}
		}
	}
	at := func(i int, seat rules.Seat) (float64, float64) {
		return plot.X + plot.W*float64(i)/float64(len(r.course)-1), plot.Y + plot.H*(hi-r.course[i][seat])/(hi-lo)
	}
	var ends []float64 // the heights of the marks drawn so far, so tied ends stand side by side
	for _, seat := range seats {
		var path vector.Path
		for i := range r.course {
			x, y := at(i, seat)
			if i == 0 {
				path.MoveTo(float32(x), float32(y))
			} else {
				path.LineTo(float32(x), float32(y))
			}
		}
		width := 2.0
		if r.res.Won(seat) {
			width = 3.5
		}
		c.StrokePath(&path, width, ui.SeatColour(r.colour(seat)))
		x, y := at(len(r.course)-1, seat)
		for _, e := range ends {
			if e > y-12 && e < y+12 {
				x -= 16
			}
		}
		ends = append(ends, y)
		ui.DrawSeatMark(c, r.colour(seat), x+8, y, 7)
	}
}

// endWords end the plot's time line: the moves of the game, chance's
// dice and draws among them, as the replay counts them ("move 812 of
// 812"), though the plot folds each outcome into the move it follows.
func (r *Results) endWords() string {
	return fmt.Sprintf("end, after %d moves", len(r.s.Match.History))
}

// courseRange is the span of the standings the plot shows: all of them,
// a little room above and below, and at least a tenth of the scale (a
// quiet game is not blown up into wild swings).
func courseRange(course [][]float64) (lo, hi float64) {
	lo, hi = 1.0, 0.0
	for _, row := range course {
		for _, v := range row {
			lo, hi = min(lo, v), max(hi, v)
		}
	}
	mid, half := (lo+hi)/2, max(0.05, (hi-lo)/2)*1.08
	return mid - half, mid + half
}
