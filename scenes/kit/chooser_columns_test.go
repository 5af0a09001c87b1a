package kit

import (
	"fmt"
	"testing"

	"embers/rules"
)

// TestChooserColumns: a chooser of more choices than the area's height
// holds lays them in columns, every choice inside the area and inside
// the chooser, no two overlapping, each found where it is drawn.
func TestChooserColumns(t *testing.T) {
	area := Rect{X: 20, Y: 20, W: 680, H: 680}
	var opts []Option
	for i := range 28 {
		opts = append(opts, Option{Label: fmt.Sprintf("Offer %d gold", i), Move: rules.Move(100 + i)})
	}
	m := NewChooser("Offering", 360, 420, opts, "", area)
	if m.Rows >= len(opts) {
		t.Fatalf("28 choices in %d rows: want columns", m.Rows)
	}
	for i := range opts {
		r := m.OptRect(i)
		if !area.Contains(r.X, r.Y) || !area.Contains(r.X+r.W, r.Y+r.H) || !m.Rect.Contains(r.X, r.Y) || !m.Rect.Contains(r.X+r.W, r.Y+r.H) {
			t.Errorf("choice %d at %+v lies outside the area %+v or the chooser %+v", i, r, area, m.Rect)
		}
		x, y := r.Centre()
		if got := m.At(x, y); got != i {
			t.Errorf("the middle of choice %d is choice %d", i, got)
		}
	}
	few := NewChooser("Two", 360, 420, opts[:2], "", area)
	if r := few.OptRect(1); r.W != few.Rect.W-16 {
		t.Errorf("two choices are not in one column: %+v in %+v", r, few.Rect)
	}
}
