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
