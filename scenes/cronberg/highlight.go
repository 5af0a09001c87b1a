package cronberg

import (
	"image/color"
	"math"
	"sort"

	"embers/rules"
	cb "embers/rules/cronberg"
	"embers/scenes/play"
	"embers/scenes/ui"
)

// highlights are what a tutorial step points at (play.Highlighter): places
// of the town (rules/cronberg/places.go) and the panel's parts.
type highlights struct {
	active bool
	names  []string
	labels map[string]string
}

var (
	hlColour  = color.RGBA{110, 225, 255, 255} // cold against the warm town, seen from across a room
	hlGlow    = color.RGBA{110, 225, 255, 255}
	hlFill    = color.RGBA{110, 225, 255, 255}
	labelFill = color.RGBA{16, 30, 38, 235}
	labelInk  = color.RGBA{225, 246, 255, 255}
	labelFace = ui.Face{Style: ui.Bold, Size: 14}
)

var _ play.Highlighter = (*Board)(nil)

// Highlight sets what the board outlines; nil names clear it.
func (b *Board) Highlight(names []string, labels map[string]string) {
	b.hl = highlights{active: names != nil || labels != nil, names: names, labels: labels}
}

// drawHighlights outlines every highlighted name, pulsing, then the labels.
func (b *Board) drawHighlights(c *ui.Canvas) {
	if !b.hl.active {
		return
	}
	pulse := 0.6 + 0.4*math.Sin(float64(b.tick)/9)
	for _, name := range b.hl.names {
		b.outlineName(c, name, pulse)
	}
	for _, name := range sortedKeys(b.hl.labels) {
		if x, y, fx, fy, ok := b.anchor(name); ok && b.hl.labels[name] != "" {
			drawLabel(c, x, y, fx, fy, b.hl.labels[name])
		}
	}
}

// outlineName draws the outline of one highlight name: a panel part, or a
// place of the town (rules/cronberg/places.go).
func (b *Board) outlineName(c *ui.Canvas, name string, pulse float64) {
	if rs, ok := b.panelRects(name); ok {
		for _, r := range rs {
			outlineRect(c, r, pulse)
		}
		return
	}
	s, _ := cb.ParsePlace(rules.Place(name))
	switch s.Kind {
	case cb.CrossingSpot:
		p := crossingAt(s.Index)
		b.ring(c, p.X, p.Y, 22, 9, hlGlow, 0.35*pulse)
		b.ring(c, p.X, p.Y, 21, 4, hlColour, 0.45+0.55*pulse)
	case cb.TriangleSpot:
		b.triangleLight(c, s.Index, hlFill, 0, 0.2+0.15*pulse, true)
		b.triangleLight(c, s.Index, hlColour, 5, 0.55+0.45*pulse, false)
	case cb.BuildingSpot:
		if !b.m.free(s.Index) {
			mid, o := pairShape(s.Index, b.m.mate[s.Index])
			b.tileOutline(c, o, mid.X, mid.Y, hlColour, 4, 0.45+0.55*pulse)
		}
	case cb.TownSpot, cb.AreaSpot:
		for t := range cb.NumTriangles {
			if s.Kind == cb.TownSpot || cb.TriangleKind(t) == cb.Kind(s.Index) {
				b.triangleLight(c, t, hlFill, 0, 0.08+0.08*pulse, true)
				b.triangleLight(c, t, hlColour, 3, 0.35+0.5*pulse, false)
			}
		}
	case cb.CastleSpot:
		strokeRing(c, castleRing(4), 4, hlColour, 0.45+0.55*pulse)
	case cb.TrackSpot:
		strokeRing(c, hexRing(trackIn-3), 4, hlColour, 0.45+0.55*pulse)
		strokeRing(c, hexRing(trackOut+3), 4, hlColour, 0.45+0.55*pulse)
	case cb.PileSpot:
		outlineRect(c, play.Rect{X: pileSpot.X - 62, Y: pileSpot.Y - 46, W: 124, H: 116}, pulse) // with its count
	case cb.PassSpot:
		outlineRect(c, passButton(), pulse)
	}
}

// outlineRect draws a thick pulsing frame with a soft glow around r.
func outlineRect(c *ui.Canvas, r play.Rect, pulse float64) {
	c.StrokeRoundRect(r.X-3, r.Y-3, r.W+6, r.H+6, 10, 8, withAlpha(hlGlow, 0.3*pulse))
	c.StrokeRoundRect(r.X, r.Y, r.W, r.H, 8, 4, withAlpha(hlColour, 0.45+0.55*pulse))
}

// strokeRing outlines a closed hexagon.
func strokeRing(c *ui.Canvas, ring [6]pt, width float64, col color.RGBA, a float64) {
	pts := append(ring[:], ring[0])
	c.StrokePath(toPath(0, 0, pts), width, withAlpha(col, a))
}

func withAlpha(col color.RGBA, a float64) color.RGBA {
	a = math.Max(0, math.Min(1, a))
	return color.RGBA{uint8(float64(col.R) * a), uint8(float64(col.G) * a), uint8(float64(col.B) * a), uint8(float64(col.A) * a)}
}

// drawLabel writes a short note in a dark tag centred on (x, y), kept
// inside the board; from (fx, fy), when not zero, a thin line leads to it.
func drawLabel(c *ui.Canvas, x, y, fx, fy float64, text string) {
	w, h := ui.Measure(text, labelFace)
	left := math.Max(play.BoardRect.X+4, math.Min(x-w/2-8, play.BoardRect.X+play.BoardRect.W-w-20))
	top := math.Max(play.BoardRect.Y+4, y-h/2-4)
	if fx != 0 || fy != 0 {
		c.Line(fx, fy, left+w/2+8, top+h/2+4, 2, hlColour)
	}
	c.FillRoundRect(left, top, w+16, h+8, 6, labelFill)
	c.StrokeRoundRect(left, top, w+16, h+8, 6, 1.5, hlColour)
	c.Text(text, labelFace, left+8, top+4, ui.Start, labelInk)
}

// outward is the unit vector from the castle's middle towards p.
func outward(p pt) (dx, dy float64) {
	dx, dy = p.X-cx, p.Y-cy
	l := math.Hypot(dx, dy)
	if l == 0 {
		return 0, -1
	}
	return dx / l, dy / l
}

// anchor is where a label of name stands: its middle, and the point its
// leader line starts from (zero: none). A crossing's or a triangle's tag
// stands a little outside it, away from the castle, so it hides neither
// the thing named nor the values pointing at it.
func (b *Board) anchor(name string) (x, y, fx, fy float64, ok bool) {
	s, _ := cb.ParsePlace(rules.Place(name))
	switch s.Kind {
	case cb.CrossingSpot:
		p := crossingAt(s.Index)
		dx, dy := outward(p)
		return p.X + dx*50, p.Y + dy*50 - 6, p.X + dx*21, p.Y + dy*21, true
	case cb.TriangleSpot:
		p := triCentre(s.Index)
		dx, dy := outward(p)
		return p.X + dx*44, p.Y + dy*44, p.X + dx*12, p.Y + dy*12, true
	case cb.BuildingSpot:
		if b.m.free(s.Index) {
			return 0, 0, 0, 0, false
		}
		mid, _ := pairShape(s.Index, b.m.mate[s.Index])
		return mid.X, mid.Y - 10, 0, 0, true
	case cb.CastleSpot:
		return cx, cy, 0, 0, true
	case cb.PileSpot:
		return pileSpot.X, pileSpot.Y - 56, 0, 0, true
	case cb.TrackSpot:
		p := hexRing(trackOut)[0]
		return p.X + 60, p.Y, 0, 0, true
	}
	if rs, ok := b.panelRects(name); ok && len(rs) > 0 {
		return rs[0].X + rs[0].W/2, rs[0].Y + 14, 0, 0, true
	}
	return 0, 0, 0, 0, false
}

// seatRow spans the panel's whole width from seat row first to seat row
// last (DrawSeat is given only the supplies' part of a row).
func seatRow(first, last play.Rect) play.Rect {
	p := play.PanelRect
	return play.Rect{X: p.X + 12, Y: first.Y + 3, W: p.W - 24, H: last.Y + last.H - first.Y - 4}
}

// panelRects are the panel parts a name covers.
func (b *Board) panelRects(name string) ([]play.Rect, bool) {
	status := b.statusRect
	switch name {
	case "panel:seat":
		if b.viewer >= 0 && int(b.viewer) < b.m.players {
			return []play.Rect{seatRow(b.seatRects[b.viewer], b.seatRects[b.viewer])}, true
		}
		return nil, true
	case "panel:seats":
		return []play.Rect{seatRow(b.seatRects[0], b.seatRects[b.m.players-1])}, true
	case "panel:status":
		return []play.Rect{{X: status.X - 8, Y: status.Y - 6, W: status.W + 12, H: status.H + 6}}, true
	case "panel:legend": // the three rows DrawStatus writes under the pile's line
		step := min(26, (status.H-24)/3)
		return []play.Rect{{X: status.X - 4, Y: status.Y + 20, W: status.W + 4, H: 3*step + 6}}, true
	case "panel:controls":
		return []play.Rect{play.ControlsRect}, true
	case "panel:log":
		top := play.ControlsRect.Y + play.ControlsRect.H + 8
		return []play.Rect{{X: play.PanelRect.X + 8, Y: top, W: play.PanelRect.W - 16, H: play.PanelRect.Y + play.PanelRect.H - top - 6}}, true
	}
	return nil, false
}

// Aim is where a person clicks to make move m: a crossing, the pile, a
// point in the first triangle of a lay towards the second, or the pass
// button. Tests of scenes that host the board (the tutorial) play with the
// mouse through it; ok is false when m is not a Cronberg move.
func (b *Board) Aim(m rules.Move) (x, y float64, ok bool) {
	kind, a, u, ok := cb.MoveParts(m)
	if !ok {
		return 0, 0, false
	}
	switch kind {
	case "token":
		p := crossingAt(a)
		return p.X, p.Y, true
	case "draw":
		return pileSpot.X, pileSpot.Y, true
	case "pass":
		r := passButton()
		return r.X + r.W/2, r.Y + r.H/2, true
	}
	mid, _ := pairShape(a, u)
	ctr := triCentre(a)
	for _, f := range []float64{0.4, 0.55, 0.25, 0.7} {
		x, y := play.Lerp(ctr.X, mid.X, f), play.Lerp(ctr.Y, mid.Y, f)
		if insideTri(a, x, y) && !insideTri(u, x, y) {
			return x, y, true
		}
	}
	return ctr.X, ctr.Y, true
}

// sortedKeys are a label map's names in a fixed order, so overlapping tags
// always stack the same way.
func sortedKeys(m map[string]string) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}
