package kit

import (
	"testing"

	"embers/scenes/ui"
)

// A tooltip stands above the mouse, clear of the row of buttons the mouse
// is in (it once covered Next and Leave), and on the screen.
func TestTooltipKeepsOffTheRow(t *testing.T) {
	long := "You may pass only when you can neither place a token nor lay a rhombus (rule 3)"
	for _, at := range [][2]float64{{640, 600}, {1200, 700}, {100, 300}, {640, 20}} {
		_, box := tipBox(at[0], at[1], long)
		row := Rect{0, at[1] - 20, ui.Width, 40} // the buttons beside the one pointed at
		overlaps := box.X < row.X+row.W && row.X < box.X+box.W && box.Y < row.Y+row.H && row.Y < box.Y+box.H
		if overlaps && at[1] > 200 {
			t.Errorf("mouse at %v: the tooltip %v covers its row", at, box)
		}
		if box.X < 0 || box.Y < 0 || box.X+box.W > ui.Width || box.Y+box.H > ui.Height {
			t.Errorf("mouse at %v: the tooltip %v leaves the screen", at, box)
		}
	}
}
