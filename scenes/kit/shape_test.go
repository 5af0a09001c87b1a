package kit

import (
	"math"
	"testing"

	"embers/scenes/ui"
)

// A triangle holds the points inside it and not those just past a side;
// a circle and a rectangle hold what lies within them.
func TestShapesContainWhatLiesInside(t *testing.T) {
	tri := PolyShape([]ui.Pt{{X: 0, Y: 0}, {X: 100, Y: 0}, {X: 50, Y: 80}})
	for _, c := range []struct {
		x, y float64
		in   bool
	}{{50, 30, true}, {50, 79, true}, {5, 1, true}, {50, 81, false}, {20, 40, false}, {80, 40, false}, {50, -1, false}} {
		if got := tri.Contains(c.x, c.y); got != c.in {
			t.Errorf("triangle holds (%v, %v): %v, want %v", c.x, c.y, got, c.in)
		}
	}
	circle := CircleShape(10, 10, 5)
	if !circle.Contains(13, 13) || circle.Contains(14, 14) {
		t.Error("a circle of radius 5 about (10, 10) should hold (13, 13) and not (14, 14)")
	}
	rect := RectShape(Rect{10, 10, 20, 10}, 4)
	if !rect.Contains(10, 10) || rect.Contains(30, 15) || !rect.Contains(29, 19) {
		t.Error("a rectangle holds its top left corner and not its right edge")
	}
	if x, y := tri.Centre(); math.Abs(x-50) > 1e-9 || math.Abs(y-80.0/3) > 1e-9 {
		t.Errorf("triangle's centre (%v, %v), want (50, 26.67)", x, y)
	}
	if b := tri.Bounds(); b != (Rect{0, 0, 100, 80}) {
		t.Errorf("triangle's bounds %v", b)
	}
}

// Pulling a shape in moves every side by the same distance: a regular
// triangle's corners as Pushed moves them, a rectangle's sides, a circle's
// radius; a negative inset pushes out.
func TestInsetMovesEverySide(t *testing.T) {
	h := math.Sqrt(3) / 2 * 60
	corners := []ui.Pt{{X: 0, Y: -2 * h / 3}, {X: 30, Y: h / 3}, {X: -30, Y: h / 3}}
	got := PolyShape(corners).Inset(5).Pts
	want := Pushed(corners, 0, 0, -5)
	for i := range want {
		if math.Hypot(got[i].X-want[i].X, got[i].Y-want[i].Y) > 1e-9 {
			t.Fatalf("corner %d pulled in to %v, want %v", i, got[i], want[i])
		}
	}
	// a right triangle is not regular: each side still moves by exactly d
	right := PolyShape([]ui.Pt{{X: 0, Y: 0}, {X: 40, Y: 0}, {X: 0, Y: 30}}).Inset(2).Pts
	if math.Abs(right[0].X-2) > 1e-9 || math.Abs(right[0].Y-2) > 1e-9 {
		t.Errorf("the right angle's corner went to %v, want (2, 2)", right[0])
	}
	if r := RectShape(Rect{0, 0, 20, 10}, 3).Inset(-2).Bounds(); r != (Rect{-2, -2, 24, 14}) {
		t.Errorf("a rectangle pushed out by 2 is %v", r)
	}
	if c := CircleShape(0, 0, 10).Inset(3); c.Radius != 7 || c.Contains(7.5, 0) {
		t.Errorf("a circle of 10 pulled in by 3 has radius %v", c.Radius)
	}
}
