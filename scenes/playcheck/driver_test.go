package playcheck

import (
	"testing"

	"embers/rules"
	"embers/scenes/ui"
)

// A chooser that asks step by step in the same place (a stack laid a tile
// at a time: "power", then "power" again) is followed to its end: the
// next step's row is a new thing to click, not one already tried that
// loses to the province that opened the chooser.
func TestAChooserFollowedStepByStep(t *testing.T) {
	want := rules.Move(7)
	leads := func(n int) []rules.Move {
		ms := make([]rules.Move, n)
		for i := range ms {
			ms[i] = rules.Move(i + 7)
		}
		return ms
	}
	province := ui.Hit{Rect: ui.Rect{X: 605, Y: 23, W: 91, H: 91}, Words: "b1", Moves: leads(20)}
	row := ui.Rect{X: 620, Y: 60, W: 150, H: 30}
	tried := map[string]int{}
	for _, n := range []int{20, 12, 6, 2} {
		vis := []ui.Hit{province}
		if n < 20 {
			vis = append(vis, ui.Hit{Rect: row, Words: "power", Moves: leads(n)})
		}
		h, ok := best(vis, want, tried)
		if !ok {
			t.Fatalf("step with %d orders left: nothing leads to the move", n)
		}
		if n < 20 && h.Words != "power" {
			t.Fatalf("step with %d orders left: clicked %q, want the chooser's row", n, h.Words)
		}
		tried[hitKey(h)]++
	}
}
