package fireaxe

import (
	"math"

	"embers/rules"
	"embers/scenes/kit"
	"embers/scenes/ui"
)

var _ kit.Looker = (*Board)(nil)

// mapGestures are the person's ways of looking round the map: the wheel
// (or + and −) zooms about the pointer, a drag on the map pans it, 0 shows
// the whole map again. moved tells whether the drag has gone further than
// a click's wobble.
type mapGestures struct {
	dragging     bool
	moved        bool
	lastX, lastY float64
	downX, downY float64
	pressed      rules.Place // the sea space whose cell the press began on ("": none)
}

// waterClick is the sea space whose cell a press began on, once the
// button is let go there without dragging (a click on open water); ok is
// false otherwise.
func (b *Board) waterClick(in *ui.Input) (rules.Place, bool) {
	g := &b.gestures
	p := g.pressed
	if p == "" || in.MouseDown || in.Click {
		return "", false
	}
	g.pressed = ""
	return p, g.dragging && !g.moved
}

// look reads in for zooming and panning and reports whether it used the
// input (a drag's click then chooses nothing).
func (b *Board) look(in *ui.Input, startsOnTarget bool) bool {
	g := &b.gestures
	zoomed := b.zoomKeys(in)
	switch {
	case in.Click && mapFrame.Contains(in.MouseX, in.MouseY) && !startsOnTarget:
		b.startDrag(in)
	case g.dragging && in.MouseDown:
		b.drag(in)
		return true
	default:
		g.dragging = false
	}
	return zoomed
}

// Look lets the person zoom and pan the map while the computer plays or a
// move animates (kit.Looker): the wheel and + − 0 always, a drag only
// while no turn of theirs comes next (clicks). A press let go where it
// began is the click it was: it skips the animation or is told who plays.
func (b *Board) Look(in *ui.Input, clicks bool) bool {
	g := &b.gestures
	zoomed := b.zoomKeys(in)
	if !clicks {
		g.dragging = false
		return zoomed
	}
	switch {
	case in.Click && mapFrame.Contains(in.MouseX, in.MouseY):
		b.startDrag(in)
		return true
	case g.dragging && in.MouseDown:
		b.drag(in)
		return true
	case g.dragging:
		g.dragging = false
		if !g.moved {
			in.Click, in.MouseX, in.MouseY = true, g.downX, g.downY
		}
	}
	return zoomed
}

// zoomKeys zooms by the wheel over the map and by + − 0, and reports
// whether it did.
func (b *Board) zoomKeys(in *ui.Input) bool {
	m := b.sea
	inMap := mapFrame.Contains(in.MouseX, in.MouseY)
	zoom, used := 0.0, false
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
			used = true
		}
	}
	if zoom != 0 {
		x, y := in.MouseX, in.MouseY
		if !inMap {
			x, y = mapFrame.X+mapFrame.W/2, mapFrame.Y+mapFrame.H/2
		}
		m.moveTo(m.chart.zoom(x, y, math.Pow(1.25, zoom)).clamped(m.land, m.k0))
	}
	return used || zoom != 0
}

func (b *Board) startDrag(in *ui.Input) {
	g := &b.gestures
	g.dragging, g.moved = true, false
	g.lastX, g.lastY, g.downX, g.downY = in.MouseX, in.MouseY, in.MouseX, in.MouseY
}

// drag pans the map by the mouse's move since the last tick.
func (b *Board) drag(in *ui.Input) {
	g, m := &b.gestures, b.sea
	m.moveTo(m.chart.pan(in.MouseX-g.lastX, in.MouseY-g.lastY).clamped(m.land, m.k0))
	g.lastX, g.lastY = in.MouseX, in.MouseY
	if math.Abs(in.MouseX-g.downX)+math.Abs(in.MouseY-g.downY) > 4 {
		g.moved = true
	}
}
