package kit

import (
	"math"

	"embers/rules"

	"embers/scenes/ui"
)

// Focus is the keyboard's place on a board: arrow keys move it, Enter acts
// as a click there, and moving the mouse hands control back to it. With a
// chooser open, the arrows go through its choices.
type Focus struct {
	On     bool
	Option int         // the focused choice of an open chooser
	Place  rules.Place // the focused place (FocusPlaces)
}

// Arrows is the direction an arrow key points on the screen (up: dy -1).
func Arrows(in *ui.Input) (dx, dy float64) {
	switch {
	case in.Left:
		return -1, 0
	case in.Right:
		return 1, 0
	case in.Up:
		return 0, -1
	case in.Down:
		return 0, 1
	}
	return 0, 0
}

// Keyboard turns arrow keys (and, with tab, Tab) and Enter into the
// pointer input the board already understands: aim moves the board's
// focus by (dx, dy) (first: the keys have just taken over) and says where
// it points. It returns in unchanged while the mouse leads.
func (k *Kit) Keyboard(in *ui.Input, tab bool, aim func(dx, dy float64, first bool) (x, y float64)) *ui.Input {
	f := &k.Focus
	if in.MouseMoved || in.Click {
		f.On = false
		return in
	}
	dx, dy := Arrows(in)
	if dx == 0 && dy == 0 && !tab && !f.On {
		return in
	}
	first := !f.On
	f.On = true
	out := *in
	out.Confirm, out.Click = false, in.Confirm
	if m := k.Pick.Menu; m != nil {
		_, rows := m.Keys(f.Option, 0)
		if rows == 0 {
			return &out
		}
		f.Option = (f.Option + int(dy) + rows) % rows
		r, _ := m.Keys(f.Option, dx)
		out.MouseX, out.MouseY = r.X+r.W/2, r.Y+r.H/2
		if dx != 0 { // left and right press a stepper's − and +
			out.Click = true
		}
		return &out
	}
	out.MouseX, out.MouseY = aim(dx, dy, first)
	return &out
}

// NearestInDirection is the item (0..n-1, placed by at) nearest to from in
// the direction (dx, dy), within 70 degrees of it, the nearer and the
// straighter the better; cur when there is none. Boards whose places are
// not on a square grid move the keyboard's focus with it.
func NearestInDirection(from ui.Pt, dx, dy float64, n int, at func(int) ui.Pt, cur int) int {
	best, bestScore := cur, math.Inf(1)
	for i := range n {
		q := at(i)
		ax, ay := q.X-from.X, q.Y-from.Y
		d := math.Hypot(ax, ay)
		if d < 5 {
			continue
		}
		cos := (ax*dx + ay*dy) / d
		if cos < 0.34 {
			continue
		}
		if score := d / (cos * cos); score < bestScore {
			best, bestScore = i, score
		}
	}
	return best
}
