package fireaxe

import (
	"math"
	"testing"

	"embers/rules/fireaxe/atlas"
)

// TestChartZoomKeepsThePointUnderTheMouse zooms about York and checks York
// stays where it was drawn while Dublin moves away from it twice as far.
func TestChartZoomKeepsThePointUnderTheMouse(t *testing.T) {
	l := &land{west: -62, east: 50, south: 28, north: 74}
	c := fitChart(mapFrame, l)
	york, dublin := atlas.LonLat{-1.08, 53.96}, atlas.LonLat{-6.26, 53.35}
	y0, d0 := c.at(york), c.at(dublin)
	z := c.zoom(y0.X, y0.Y, 2)
	y1, d1 := z.at(york), z.at(dublin)
	if math.Hypot(y1.X-y0.X, y1.Y-y0.Y) > 1e-9 {
		t.Errorf("York moved from %v to %v when zooming about it", y0, y1)
	}
	if got, want := math.Hypot(d1.X-y1.X, d1.Y-y1.Y), 2*math.Hypot(d0.X-y0.X, d0.Y-y0.Y); math.Abs(got-want) > 1e-9 {
		t.Errorf("Dublin is %.3f from York zoomed, want %.3f", got, want)
	}
}

// The chart never zooms out past the whole map nor in past maxZoom, and a
// pan stops where the map's box would leave the frame uncovered.
func TestChartStaysOnTheMap(t *testing.T) {
	l := &land{west: -62, east: 50, south: 28, north: 74}
	c := fitChart(mapFrame, l)
	if z := c.zoom(300, 200, 0.5).clamped(l, c.k); z.k != c.k {
		t.Errorf("zoomed out past the whole map: k %.3f, want %.3f", z.k, c.k)
	}
	if z := c.zoom(300, 200, 100).clamped(l, c.k); z.k != c.k*maxZoom {
		t.Errorf("zoomed in to k %.3f, want at most %.3f", z.k, c.k*maxZoom)
	}
	z := c.zoom(300, 200, 4).clamped(l, c.k).pan(1e5, 0).clamped(l, c.k)
	if west := z.lonLat(mapFrame.X, mapFrame.Y)[0]; math.Abs(west-l.west) > 1e-9 {
		t.Errorf("panned far east the frame's left edge shows longitude %.3f, want the map's edge %.1f", west, l.west)
	}
}
