package fireaxe

import (
	"image/color"
	"math"
	"sort"
	"strconv"

	"embers/rules/fireaxe/atlas"
	"embers/scenes/kit"
	"embers/scenes/ui"
)

// The map's words: a port's value inside its disc, its name beside it, a
// sea space's name at its anchor, a river's beside its course.
var (
	valueFace  = ui.Face{Style: ui.Bold, Size: 8}
	portFace   = ui.Face{Style: ui.Regular, Size: 9}
	seaFace    = ui.Face{Style: ui.Bold, Size: 9}
	litFace    = ui.Face{Style: ui.Bold, Size: 7.5} // a lit space's name where the sea face finds no room
	portInk    = kit.RGB(58, 42, 28)
	seaInk     = kit.RGBA(30, 44, 70, 190)
	riverInk   = kit.RGBA(34, 70, 120, 220)
	valueInk   = kit.RGB(24, 18, 14)
	valueLight = kit.RGB(250, 246, 236)
)

// label is a name placed on the map, its box in logical pixels.
type label struct {
	text string
	face ui.Face
	ink  color.RGBA
	box  ui.Rect
}

// seaLabel is where a sea space's or river's name stands: shown when it
// fitted among the names painted on the map, else where it is written
// while the space is lit (clear of the ports, over other names).
type seaLabel struct {
	label
	shown bool
}

// seaPad is how far a sea space's ring stands out from its name.
const seaPad = 3

// placeLabels places the names that fit: ports first (home ports, then the
// large towns, then by value), each on the first free side of its disc,
// then the seas and rivers; a name that would cover another name, a port
// or the frame's edge is left out (zooming in makes room for it). The
// hidden names are still told by the tooltip. seas is every space's name
// by id, the ones left out placed clear of the ports at least (a lit
// space shows its name there, ringed as the place to click).
func placeLabels(a *atlas.Atlas, c chart) (out []label, seas map[string]seaLabel) {
	var taken, ports []ui.Rect
	type disc struct {
		at ui.Pt
		r  float64
	}
	var discs []disc
	for _, p := range a.Ports {
		at, r := c.at(p.At), portSize(p)+1
		taken = append(taken, ui.Rect{X: at.X - r, Y: at.Y - r, W: 2 * r, H: 2 * r})
		taken = append(taken, markOf(a, p).boxes(at, portSize(p))...)
		if rr := portSize(p) + 1 + seaPad; c.frame.Contains(at.X, at.Y) {
			ports = append(ports, ui.Rect{X: at.X - rr, Y: at.Y - rr, W: 2 * rr, H: 2 * rr})
			discs = append(discs, disc{at, portSize(p)})
		}
	}
	clearOfDiscs := func(b ui.Rect) bool {
		for _, d := range discs {
			nx, ny := math.Max(b.X, math.Min(d.at.X, b.X+b.W)), math.Max(b.Y, math.Min(d.at.Y, b.Y+b.H))
			if math.Hypot(d.at.X-nx, d.at.Y-ny) < d.r+1 {
				return false
			}
		}
		return true
	}
	inFrame := func(b ui.Rect) bool {
		return b.X >= c.frame.X+2 && b.Y >= c.frame.Y+2 && b.X+b.W <= c.frame.X+c.frame.W-2 && b.Y+b.H <= c.frame.Y+c.frame.H-2
	}
	apart := func(b ui.Rect, of []ui.Rect) bool {
		for _, t := range of {
			if b.X < t.X+t.W && t.X < b.X+b.W && b.Y < t.Y+t.H && t.Y < b.Y+b.H {
				return false
			}
		}
		return true
	}
	free := func(b ui.Rect) bool { return inFrame(b) && apart(b, taken) }
	place := func(text string, face ui.Face, ink color.RGBA, spots []ui.Pt) (label, bool) {
		w, h := ui.Measure(text, face)
		for _, s := range spots { // s is the box's top left
			if b := (ui.Rect{X: s.X, Y: s.Y, W: w, H: h * 0.8}); free(b) {
				taken = append(taken, b)
				l := label{text, face, ink, b}
				out = append(out, l)
				return l, true
			}
		}
		return label{}, false
	}
	// around are more spots for a name round its first spot, nearest
	// first, for a space whose own spots are all taken: every spot in 2 px
	// steps within 22 px of it, near enough that the name still reads as
	// that space's.
	around := func(spots []ui.Pt, reach float64) []ui.Pt {
		type off struct{ dx, dy, d float64 }
		var offs []off
		for dy := -reach; dy <= reach; dy += 2 {
			for dx := -reach; dx <= reach; dx += 2 {
				if d := math.Hypot(dx, dy); d > 0 && d <= reach {
					offs = append(offs, off{dx, dy, d})
				}
			}
		}
		sort.SliceStable(offs, func(i, j int) bool { return offs[i].d < offs[j].d })
		out := append([]ui.Pt(nil), spots...)
		for _, o := range offs {
			out = append(out, ui.Pt{X: spots[0].X + o.dx, Y: spots[0].Y + o.dy})
		}
		return out
	}
	// forced is where a name left out stands while its space is lit,
	// near its own spot and in its own space (own: the name's middle in
	// the space's cell): the first spot inside the frame whose name and
	// ring are clear of every port, in the sea face, else in the smaller
	// lit face; else the first whose name alone is clear of the discs; else
	// such a spot farther off in the space's cell (a crowded strait, the
	// Narrow Sea at the whole map's scale), else anywhere near; else the
	// first whose middle (where a click on it aims) is clear of the ports,
	// else the first.
	var lit []ui.Rect // the names forced so far
	forced := func(text string, ink color.RGBA, spotsIn func(ui.Face) []ui.Pt, own func(ui.Rect) bool) label {
		anywhere := func(ui.Rect) bool { return true }
		for _, pass := range []struct {
			clear, where func(ui.Rect) bool
			reach        float64
		}{
			{func(b ui.Rect) bool { return apart(b, ports) && apart(b, lit) }, own, 22},
			{func(b ui.Rect) bool { return clearOfDiscs(b) && apart(b, lit) }, own, 22},
			{clearOfDiscs, own, 22},
			{clearOfDiscs, own, 48},
			{clearOfDiscs, anywhere, 30},
		} {
			for _, face := range []ui.Face{seaFace, litFace} {
				w, h := ui.Measure(text, face)
				for _, s := range around(spotsIn(face), pass.reach) {
					if b := (ui.Rect{X: s.X, Y: s.Y, W: w, H: h * 0.8}); inFrame(b) && pass.clear(b) && pass.where(b) {
						lit = append(lit, ui.Rect{X: b.X - 2*seaPad, Y: b.Y - 2*seaPad, W: b.W + 4*seaPad, H: b.H + 4*seaPad})
						return label{text, face, ink, b}
					}
				}
			}
		}
		w, h := ui.Measure(text, seaFace)
		spots := around(spotsIn(seaFace), 22)
		box := func(s ui.Pt) ui.Rect { return ui.Rect{X: s.X, Y: s.Y, W: w, H: h * 0.8} }
		for _, s := range spots {
			if b := box(s); inFrame(b) && apart(ui.Rect{X: b.X + b.W/2 - 2, Y: b.Y + b.H/2 - 2, W: 4, H: 4}, ports) {
				return label{text, seaFace, ink, b}
			}
		}
		return label{text, seaFace, ink, box(spots[0])}
	}
	for _, p := range portsByRank(a) {
		at, r, m := c.at(p.At), portSize(p)+2, markOf(a, p)
		w, h := ui.Measure(p.Name, portFace)
		h *= 0.8
		_, _ = place(p.Name, portFace, portInk, []ui.Pt{
			{X: at.X + r + m.past(2), Y: at.Y - h/2}, {X: at.X - r - m.past(8) - w, Y: at.Y - h/2},
			{X: at.X - w/2, Y: at.Y - r - m.past(1) - h}, {X: at.X - w/2, Y: at.Y + r + m.past(4)},
			{X: at.X + r - 2, Y: at.Y - r - h + 2}, {X: at.X + r - 2, Y: at.Y + r - 2},
		})
	}
	seas = map[string]seaLabel{}
	taken = append(taken, ports...) // a space's name, ringed, keeps clear of the port discs
	for i, s := range a.Spaces {
		at := c.at(s.At)
		own := func(b ui.Rect) bool { return s.River || a.SeaSpaceAt(c.lonLat(b.X+b.W/2, b.Y+b.H/2)) == i }
		ink, spotsIn := seaInk, func(face ui.Face) []ui.Pt {
			w, h := ui.Measure(s.Name, face)
			return []ui.Pt{{X: at.X - w/2, Y: at.Y - h*0.4}, {X: at.X - w/2, Y: at.Y - h*1.2}, {X: at.X - w/2, Y: at.Y + h*0.4}}
		}
		if s.River {
			ink, spotsIn = riverInk, func(face ui.Face) []ui.Pt {
				w, h := ui.Measure(s.Name, face)
				return []ui.Pt{{X: at.X + 4, Y: at.Y - h}, {X: at.X - w - 4, Y: at.Y - h}, {X: at.X + 4, Y: at.Y + 2}}
			}
		}
		if l, ok := place(s.Name, seaFace, ink, spotsIn(seaFace)); ok {
			seas[s.ID] = seaLabel{l, true}
		} else {
			seas[s.ID] = seaLabel{forced(s.Name, ink, spotsIn, own), false}
		}
	}
	return out, seas
}

// portsByRank is the ports in the order their names claim room.
func portsByRank(a *atlas.Atlas) []atlas.Port {
	ps := append([]atlas.Port(nil), a.Ports...)
	rank := func(p atlas.Port) int {
		switch {
		case p.Home:
			return 100
		case p.Large:
			return 50
		}
		return p.Value
	}
	sort.SliceStable(ps, func(i, j int) bool { return rank(ps[i]) > rank(ps[j]) })
	return ps
}

// writeLabels writes the values in the discs and the names that fit.
func writeLabels(cv *ui.Canvas, a *atlas.Atlas, c chart) {
	for _, pt := range a.Ports {
		p := c.at(pt.At)
		if pt.Value > 0 && c.frame.Contains(p.X, p.Y) {
			cv.TextCentered(strconv.Itoa(pt.Value), valueFace, p.X, p.Y-0.5, valueOn(portColour(a, pt)))
		}
	}
	labels, _ := placeLabels(a, c)
	for _, l := range labels {
		cv.Text(l.text, l.face, l.box.X, l.box.Y-l.box.H*0.12, ui.Start, l.ink)
	}
}

// valueOn is ink that reads on a fill: dark on light colours, light on dark.
func valueOn(fill color.RGBA) color.RGBA {
	if int(fill.R)*3+int(fill.G)*6+int(fill.B) > 1300 {
		return valueInk
	}
	return valueLight
}
