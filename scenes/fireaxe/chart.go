package fireaxe

import (
	"math"

	"embers/rules/fireaxe/atlas"
	"embers/scenes/ui"
)

// chart places the flat map (atlas.Flat: x = longitude × cos 51°, y =
// latitude) on the screen: the flat point (x0, y0) — west and north — at the
// frame's top left, k logical pixels per flat degree. Zooming and panning
// change x0, y0 and k; the frame stays.
type chart struct {
	frame  ui.Rect
	x0, y0 float64
	k      float64
}

// fitChart shows the whole of the land's box in the frame, centred, as
// large as it fits.
func fitChart(frame ui.Rect, l *land) chart {
	fw := (l.east - l.west) * atlas.FlatScale
	fh := l.north - l.south
	k := math.Min(frame.W/fw, frame.H/fh)
	c := chart{frame: frame, k: k}
	c.x0 = l.west*atlas.FlatScale - (frame.W/k-fw)/2
	c.y0 = l.north + (frame.H/k-fh)/2
	return c
}

// at is where p is drawn, in logical pixels.
func (c chart) at(p atlas.LonLat) ui.Pt {
	x, y := atlas.Flat(p)
	return ui.Pt{X: c.frame.X + (x-c.x0)*c.k, Y: c.frame.Y + (c.y0-y)*c.k}
}

// lonLat is the point of the map drawn at the logical pixel (x, y).
func (c chart) lonLat(x, y float64) atlas.LonLat {
	fx := c.x0 + (x-c.frame.X)/c.k
	return atlas.LonLat{fx / atlas.FlatScale, c.y0 - (y-c.frame.Y)/c.k}
}

// zoom is the chart magnified by f about the logical pixel (x, y), which
// keeps showing the same point of the map (the mouse wheel's zoom).
func (c chart) zoom(x, y, f float64) chart {
	p := c.lonLat(x, y)
	c.k *= f
	fx, fy := atlas.Flat(p)
	c.x0 = fx - (x-c.frame.X)/c.k
	c.y0 = fy + (y-c.frame.Y)/c.k
	return c
}
