package fireaxe

import (
	"math"
	"testing"

	"embers/rules/fireaxe/atlas"
	"embers/scenes/play/playtest"
	"embers/scenes/ui"
)

// The wheel over York zooms in about York (it stays under the pointer),
// a drag from there pans the map by as much, and 0 shows the whole map.
func TestWheelZoomsAndDragPans(t *testing.T) {
	s, err := playtest.Session("fireaxe", []string{"", "easy"}, 1, 0)
	if err != nil {
		t.Fatal(err)
	}
	b := New(s)
	york := atlas.LonLat{-1.08, 53.96}
	at := b.sea.chart.at(york)
	k := b.sea.chart.k
	b.look(&ui.Input{MouseX: at.X, MouseY: at.Y, Wheel: 2}, false)
	if got := b.sea.chart.at(york); math.Hypot(got.X-at.X, got.Y-at.Y) > 1e-6 || b.sea.chart.k <= k*1.5 {
		t.Fatalf("the wheel moved York from %v to %v, zoom %.2f -> %.2f", at, got, k, b.sea.chart.k)
	}
	b.look(&ui.Input{MouseX: at.X, MouseY: at.Y, Click: true, MouseDown: true}, false)
	b.look(&ui.Input{MouseX: at.X + 40, MouseY: at.Y + 25, MouseDown: true}, false)
	if got := b.sea.chart.at(york); math.Hypot(got.X-at.X-40, got.Y-at.Y-25) > 1e-6 {
		t.Fatalf("a drag of (40, 25) moved York from %v to %v", at, got)
	}
	b.look(&ui.Input{Runes: []rune{'0'}}, false)
	if b.sea.chart.k != k {
		t.Fatalf("0 shows zoom %.2f, want the whole map's %.2f", b.sea.chart.k, k)
	}
}
