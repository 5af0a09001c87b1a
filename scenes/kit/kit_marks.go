package kit

import (
	"image/color"
	"math"
	"sort"

	"embers/rules"
	"embers/scenes/ui"
)

// Highlights are what a tutorial step points at (Highlighter): places of
// the board and the panel's parts, with short labels.
type Highlights struct {
	Active bool
	Names  []string
	Labels map[string]string
}

// Highlight sets what the board outlines; nil names clear it.
func (k *Kit) Highlight(names []string, labels map[string]string) {
	k.Highlights = Highlights{Active: names != nil || labels != nil, Names: names, Labels: labels}
}

// PlaceMarker is what the kit needs to highlight a board's places: how one
// is outlined, and where its label stands. The kit answers both from the
// board's shapes (kit_places.go); a board overrides them where it differs.
type PlaceMarker interface {
	// OutlinePlace outlines the place (or board-specific panel part) name,
	// pulsing with pulse (0..1).
	OutlinePlace(c *ui.Canvas, name string, pulse float64)
	// LabelSpot is where a label of name stands (its middle) and the point
	// a leader line to it starts from (0, 0: none).
	LabelSpot(name string) (x, y, fx, fy float64, ok bool)
}

// The tutorial's colours: cold against the warm boards, seen from across a
// room.
var (
	HLColour  = color.RGBA{110, 225, 255, 255}
	HLFill    = color.RGBA{110, 225, 255, 26}
	labelFill = color.RGBA{16, 30, 38, 235}
	labelInk  = color.RGBA{225, 246, 255, 255}
	labelFace = ui.Face{Style: ui.Bold, Size: 14}
)

// DrawHighlights outlines every highlighted name, pulsing, then writes the
// labels (in a fixed order, so overlapping tags always stack alike).
func (k *Kit) DrawHighlights(c *ui.Canvas, pm PlaceMarker, players int) {
	if !k.Highlights.Active {
		return
	}
	pulse := k.Pulse(9, 0.2)
	for _, name := range k.Highlights.Names {
		if rs, ok := k.PanelRects(name, players); ok {
			for _, r := range rs {
				OutlineRect(c, r, pulse, false)
			}
			continue
		}
		pm.OutlinePlace(c, name, pulse)
	}
	names := make([]string, 0, len(k.Highlights.Labels))
	for n := range k.Highlights.Labels {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, name := range names {
		if k.Highlights.Labels[name] == "" {
			continue
		}
		if rs, ok := k.PanelRects(name, players); ok && len(rs) > 0 {
			k.Label(c, rs[0].X+rs[0].W/2, rs[0].Y+14, 0, 0, k.Highlights.Labels[name])
		} else if x, y, fx, fy, ok := pm.LabelSpot(name); ok {
			k.Label(c, x, y, fx, fy, k.Highlights.Labels[name])
		}
	}
}

// OutlineRect draws a thick pulsing frame with a soft glow around r; tint
// fills it faintly too (ground drawn square by square).
func OutlineRect(c *ui.Canvas, r Rect, pulse float64, tint bool) {
	if tint {
		c.FillRoundRect(r.X+3, r.Y+3, r.W-6, r.H-6, 6, HLFill)
	}
	c.StrokeRoundRect(r.X-3, r.Y-3, r.W+6, r.H+6, 10, 8, ui.Fade(HLColour, 0.3*pulse))
	c.StrokeRoundRect(r.X, r.Y, r.W, r.H, 8, 4, ui.Fade(HLColour, 0.45+0.55*pulse))
}

// Label writes a short note in a dark tag centred on (x, y), kept inside
// the board; from (fx, fy), when not zero, a thin line leads to it.
func (k *Kit) Label(c *ui.Canvas, x, y, fx, fy float64, text string) {
	left, top, w, h := k.tagBox(x, y, text, labelFace)
	if fx != 0 || fy != 0 {
		c.Line(fx, fy, left+w/2, top+h/2, 2, HLColour)
	}
	c.FillRoundRect(left, top, w, h, 6, labelFill)
	c.StrokeRoundRect(left, top, w, h, 6, 1.5, HLColour)
	c.Text(text, labelFace, left+8, top+4, ui.Start, labelInk)
}

// tagBox is the box of a tag of text centred on (x, y), kept inside the
// board when (x, y) lies on it, else on the screen.
func (k *Kit) tagBox(x, y float64, text string, face ui.Face) (left, top, w, h float64) {
	tw, th := ui.Measure(text, face)
	w, h = tw+16, th+8
	in := Rect{4, 4, ui.Width - 8, ui.Height - 8}
	if k.Area.Contains(x, y) {
		in = Rect{k.Area.X + 4, k.Area.Y + 4, k.Area.W - 8, k.Area.H - 8}
	}
	left = math.Max(in.X, math.Min(x-w/2, in.X+in.W-w))
	top = math.Max(in.Y, math.Min(y-h/2, in.Y+in.H-h))
	return left, top, w, h
}

// seatBand spans the panel's whole width from seat row first to seat row
// last (DrawSeat is given only the supplies' part of a row).
func seatBand(first, last Rect) Rect {
	p := PanelRect
	return Rect{p.X + 12, first.Y + 3, p.W - 24, last.Y + last.H - first.Y - 4}
}

// PanelRects are the panel parts a highlight name covers ("panel:seat",
// the viewer's row; "panel:seats", "panel:status", "panel:controls",
// "panel:log"); ok is false for any other name.
func (k *Kit) PanelRects(name string, players int) ([]Rect, bool) {
	switch name {
	case "panel:seat":
		if k.Viewer >= 0 && int(k.Viewer) < players {
			return []Rect{seatBand(k.Seats[k.Viewer], k.Seats[k.Viewer])}, true
		}
		return nil, true
	case "panel:seats":
		return []Rect{seatBand(k.Seats[0], k.Seats[max(players-1, 0)])}, true
	case "panel:status":
		s := k.StatusArea(players)
		return []Rect{{s.X - 8, s.Y - 6, s.W + 12, s.H + 6}}, true
	case "panel:controls":
		return []Rect{ControlsRect}, true
	case "panel:log":
		top := ControlsRect.Y + ControlsRect.H + 8
		return []Rect{{PanelRect.X + 8, top, PanelRect.W - 16, PanelRect.Y + PanelRect.H - top - 6}}, true
	}
	return nil, false
}

// HintMark is the suggested move shown on a board.
type HintMark struct {
	On   bool
	Move rules.Move
}

// ShowHint marks move m on the board until ClearHint.
func (k *Kit) ShowHint(m rules.Move) { k.Hint = HintMark{On: true, Move: m} }

// ClearHint removes the hint's mark.
func (k *Kit) ClearHint() { k.Hint = HintMark{} }

// HintColour is the hint's own colour (mint), unlike lit targets and the
// tutorial's ice blue; its label says "Suggested" too, so colour is never
// the only cue.
var HintColour = color.RGBA{130, 255, 170, 255}

var (
	hintFill = color.RGBA{16, 40, 26, 235}
	hintFace = ui.Face{Style: ui.Bold, Size: 14}
)

// HintLabel writes "Suggested: label" in a dark green tag centred on
// (x, y), kept on the board (or on the screen, for a panel button).
func (k *Kit) HintLabel(c *ui.Canvas, x, y float64, label string) {
	text := "Suggested: " + label
	left, top, w, h := k.tagBox(x, y, text, hintFace)
	c.FillRoundRect(left, top, w, h, 7, hintFill)
	c.StrokeRoundRect(left, top, w, h, 7, 1.5, HintColour)
	c.Text(text, hintFace, left+8, top+4, ui.Start, HintColour)
}

// HintBox rings r in the hint's colour and labels it above (below, at the
// top of the screen).
func (k *Kit) HintBox(c *ui.Canvas, r Rect, label string, a float64) {
	k.Ring(c, r.X+r.W/2, r.Y+r.H/2, r.W+6, r.H+6, 10, 4, HintColour, a)
	k.hintTag(c, r, label)
}
