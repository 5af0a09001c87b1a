package trekronor

import (
	"image/color"
	"math"

	"embers/rules"
	tk "embers/rules/trekronor"
	"embers/scenes/play"
	"embers/scenes/ui"
)

// highlights are what a tutorial step points at (play.Highlighter): places
// of the castle (rules/trekronor/places.go) and the panel's parts.
type highlights struct {
	active bool
	names  []string
	labels map[string]string
}

var (
	hlColour   = color.RGBA{110, 225, 255, 255} // cold against the fire, seen from across a room
	hlGlow     = color.RGBA{110, 225, 255, 90}
	labelFill  = color.RGBA{16, 30, 38, 235}
	labelInk   = color.RGBA{225, 246, 255, 255}
	labelFace  = ui.Face{Style: ui.Bold, Size: 15}
	areaFilled = color.RGBA{110, 225, 255, 26}
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
		for _, r := range b.namedRects(name) {
			if r.W > sqSize { // a hall: outside its name tag
				r = play.Rect{X: r.X - 9, Y: r.Y - 17, W: r.W + 18, H: r.H + 26}
			}
			b.outline(c, r, pulse, tinted(name))
		}
	}
	for name, text := range b.hl.labels {
		if rs := b.namedRects(name); len(rs) > 0 && text != "" {
			drawLabel(c, rs[0], text)
		}
	}
}

// tinted reports whether a highlight name is a kind of ground drawn square
// by square, which is filled as well as ringed.
func tinted(name string) bool {
	s, _ := tk.ParsePlace(rules.Place(name))
	return s.Kind == tk.AreaSpot && tk.Area(s.Index) != tk.HallFloor
}

// outline draws a thick pulsing ring with a soft glow around r.
func (b *Board) outline(c *ui.Canvas, r play.Rect, pulse float64, tint bool) {
	if tint {
		c.FillRoundRect(r.X+3, r.Y+3, r.W-6, r.H-6, 6, areaFilled)
	}
	b.ring(c, r.X+r.W/2, r.Y+r.H/2, r.W+6, r.H+6, 10, 9, hlGlow, pulse)
	b.ring(c, r.X+r.W/2, r.Y+r.H/2, r.W, r.H, 8, 4, hlColour, 0.45+0.55*pulse)
}

// drawLabel writes a short note in a dark tag over the top of r.
func drawLabel(c *ui.Canvas, r play.Rect, text string) {
	w, h := ui.Measure(text, labelFace)
	x := math.Max(play.BoardRect.X+4, math.Min(r.X+r.W/2-w/2-8, play.BoardRect.X+play.BoardRect.W-w-20))
	y := r.Y + 6
	c.FillRoundRect(x, y, w+16, h+8, 6, labelFill)
	c.StrokeRoundRect(x, y, w+16, h+8, 6, 1.5, hlColour)
	c.Text(text, labelFace, x+8, y+4, ui.Start, labelInk)
}

// namedRects are the screen rectangles a highlight name covers: a panel
// part, or a place of the castle (rules/trekronor/places.go).
func (b *Board) namedRects(name string) []play.Rect {
	if rs, ok := b.panelRects(name); ok {
		return rs
	}
	if s, ok := tk.ParsePlace(rules.Place(name)); ok {
		return b.spotRects(s)
	}
	return nil
}

// spotRects are the screen rectangles a place covers.
func (b *Board) spotRects(s tk.Spot) []play.Rect {
	switch s.Kind {
	case tk.SquareSpot:
		return []play.Rect{squareRect(s.Index)}
	case tk.HallSpot:
		return []play.Rect{hallRect(s.Index)}
	case tk.WellSpot:
		return []play.Rect{squareRect(tk.WellSquare(s.Index))}
	case tk.DoorsSpot:
		var out []play.Rect
		for _, sq := range tk.EntranceSquares(s.Index) {
			out = append(out, squareRect(sq))
		}
		return out
	case tk.AreaSpot:
		return areaRects(tk.Area(s.Index))
	case tk.PileSpot, tk.SupplySpot:
		status := b.statusArea()
		px, _ := b.pileSpot()
		if s.Kind == tk.PileSpot {
			return []play.Rect{{X: px - 84, Y: status.Y + 4, W: 168, H: status.H - 10}}
		}
		return []play.Rect{{X: status.X + 2, Y: status.Y + 4, W: px - 96 - status.X, H: 58}}
	case tk.HandSpot:
		return []play.Rect{valueButton(s.Index)}
	case tk.PassSpot:
		return []play.Rect{passButton()}
	}
	return nil
}

// areaRects are the squares (or halls) of one kind of ground.
func areaRects(a tk.Area) []play.Rect {
	if a == tk.HallFloor {
		out := make([]play.Rect, tk.NumHalls)
		for h := range out {
			out[h] = hallRect(h)
		}
		return out
	}
	var out []play.Rect
	for sq := range tk.NumSquares {
		if tk.SquareArea(sq) == a {
			out = append(out, squareRect(sq))
		}
	}
	return out
}

// seatRow spans the panel's whole width from seat row first to seat row
// last (DrawSeat is given only the supplies' part of a row).
func seatRow(first, last play.Rect) play.Rect {
	p := play.PanelRect
	return play.Rect{X: p.X + 12, Y: first.Y + 3, W: p.W - 24, H: last.Y + last.H - first.Y - 4}
}

// panelRects are the panel parts a name covers.
func (b *Board) panelRects(name string) ([]play.Rect, bool) {
	status := b.statusArea()
	switch name {
	case "panel:seat":
		if b.viewer >= 0 && int(b.viewer) < b.m.players {
			return []play.Rect{seatRow(b.seatRects[b.viewer], b.seatRects[b.viewer])}, true
		}
		return nil, true
	case "panel:seats":
		return []play.Rect{seatRow(b.seatRects[0], b.seatRects[b.m.players-1])}, true
	case "panel:status":
		return []play.Rect{status}, true
	case "panel:controls":
		return []play.Rect{play.ControlsRect}, true
	case "panel:log":
		top := play.ControlsRect.Y + play.ControlsRect.H + 8
		return []play.Rect{{X: play.PanelRect.X + 8, Y: top, W: play.PanelRect.W - 16, H: play.PanelRect.Y + play.PanelRect.H - top - 6}}, true
	}
	return nil, false
}

// Aim is where a person clicks next on the way to move m: a square, a hall,
// a spread marker button, or the option of the chooser already open. Tests
// of scenes that host the board (the tutorial) play with the mouse through
// it; ok is false when m is not a move the board can be clicked for.
func (b *Board) Aim(m rules.Move) (x, y float64, ok bool) {
	d := partsOf(m)
	centre := func(r play.Rect) (float64, float64, bool) { return r.X + r.W/2, r.Y + r.H/2, true }
	if b.pick.menu != nil {
		for i, o := range b.pick.menu.opts {
			if o.move == m {
				return centre(b.pick.menu.optRect(i))
			}
		}
		return 0, 0, false
	}
	switch d.kind {
	case tk.ActPlace:
		return centre(squareRect(d.a))
	case tk.ActMove:
		if b.pick.from == d.a {
			return centre(squareRect(d.b))
		}
		return centre(squareRect(d.a))
	case tk.ActSpread:
		return centre(valueButton(d.value))
	case tk.ActPass:
		return centre(passButton())
	case tk.ActDouse, tk.ActSave, tk.ActSteal:
		if d.hall >= 0 {
			return centre(hallRect(d.hall))
		}
		return centre(squareRect(d.a))
	}
	return 0, 0, false
}
