package fireaxe

import (
	"math"

	"embers/scenes/ui"
)

// mapGestures are the person's ways of looking round the map: the wheel
// (or + and −) zooms about the pointer, a drag on the map pans it, 0 shows
// the whole map again.
type mapGestures struct {
	dragging     bool
	lastX, lastY float64
}

// look reads in for zooming and panning and reports whether it used the
// input (a drag's click then chooses nothing).
func (b *Board) look(in *ui.Input, startsOnTarget bool) bool {
	g, m := &b.gestures, b.sea
	inMap := mapFrame.Contains(in.MouseX, in.MouseY)
	zoom := 0.0
	if inMap {
		zoom = in.Wheel
	}
	for _, r := range in.Runes {
		switch r {
		case '+', '=':
			zoom++
		case '-':
			zoom--
		case '0':
			m.moveTo(fitChart(mapFrame, m.land))
		}
	}
	if zoom != 0 {
		x, y := in.MouseX, in.MouseY
		if !inMap {
			x, y = mapFrame.X+mapFrame.W/2, mapFrame.Y+mapFrame.H/2
		}
		m.moveTo(m.chart.zoom(x, y, math.Pow(1.25, zoom)).clamped(m.land, m.k0))
	}
	switch {
	case in.Click && inMap && !startsOnTarget:
		g.dragging, g.lastX, g.lastY = true, in.MouseX, in.MouseY
	case g.dragging && in.MouseDown:
		m.moveTo(m.chart.pan(in.MouseX-g.lastX, in.MouseY-g.lastY).clamped(m.land, m.k0))
		g.lastX, g.lastY = in.MouseX, in.MouseY
		return true
	default:
		g.dragging = false
	}
	return zoom != 0
}
