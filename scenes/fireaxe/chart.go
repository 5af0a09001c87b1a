package fireaxe

import (
	"image"
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

// imageRect is r in device pixels at scale, rounded outward.
func imageRect(r ui.Rect, scale float64) image.Rectangle {
	return image.Rect(int(math.Floor(r.X*scale)), int(math.Floor(r.Y*scale)),
		int(math.Ceil((r.X+r.W)*scale)), int(math.Ceil((r.Y+r.H)*scale)))
}

// maxZoom is how far the map zooms in: eight times the whole map, where
// the North Sea's ports stand a finger apart.
const maxZoom = 8

// clamped is c with its zoom between the whole map (k0) and maxZoom, and
// panned so the map's box still covers the frame.
func (c chart) clamped(l *land, k0 float64) chart {
	c.k = math.Max(k0, math.Min(k0*maxZoom, c.k))
	west, east := l.west*atlas.FlatScale, l.east*atlas.FlatScale
	w, h := c.frame.W/c.k, c.frame.H/c.k
	c.x0 = math.Max(west, math.Min(east-w, c.x0))
	c.y0 = math.Min(l.north, math.Max(l.south+h, c.y0))
	if east-west < w { // wider than the map: centred
		c.x0 = west - (w-(east-west))/2
	}
	if l.north-l.south < h {
		c.y0 = l.north + (h-(l.north-l.south))/2
	}
	return c
}

// pan is c moved by (dx, dy) logical pixels (the map follows a drag).
func (c chart) pan(dx, dy float64) chart {
	c.x0 -= dx / c.k
	c.y0 += dy / c.k
	return c
}
