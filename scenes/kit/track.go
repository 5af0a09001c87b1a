package kit

import (
	"image/color"
	"math"
	"strconv"

	"embers/rules"
	"embers/scenes/ui"
)

// Track is a score track laid round a closed outline: Spaces numbered
// spaces in the band between the outline pushed out by In and by Out
// (Ring gives the outline pushed out by d). A score beyond the last space,
// or below zero, stands where the track wraps, its score written over it.
type Track struct {
	Ring    func(d float64) []ui.Pt
	Spaces  int
	In, Out float64
}

// RingPoint is the point a fraction f (0..1, in the outline's order from
// its first corner) along the closed outline ring, by corners.
func RingPoint(ring []ui.Pt, f float64) ui.Pt {
	f -= math.Floor(f)
	n := len(ring)
	side := f * float64(n)
	i := int(side)
	a, b := ring[i%n], ring[(i+1)%n]
	k := side - float64(i)
	return ui.Pt{X: Lerp(a.X, b.X, k), Y: Lerp(a.Y, b.Y, k)}
}

// Span is where space i runs along the outline, as a fraction of the way
// round: its start, its middle and its end.
func (t Track) Span(i int) (from, mid, to float64) {
	n := float64(t.Spaces)
	from = (float64(i) - 0.5) / n
	return from, from + 0.5/n, from + 1/n
}

// Space is the space a score stands on (negative scores count backwards
// from 0) and the number of full laps beyond it.
func (t Track) Space(score int) (space, laps int) {
	n := t.Spaces
	space = ((score % n) + n) % n
	return space, (score - space) / n
}

// Spot is where a marker stands on space i: the middle of the band, nudged
// along it by slot (0..shared-1) so markers sharing a space all show.
func (t Track) Spot(i, slot, shared int) ui.Pt {
	_, mid, _ := t.Span(i)
	off := (float64(slot) - float64(shared-1)/2) * 0.0045
	return RingPoint(t.Ring((t.In+t.Out)/2), mid+off)
}

// spacePoly is the outline of the band between two fractions of the way
// round, bending round the outline's corners.
func (t Track) spacePoly(from, to float64) []ui.Pt {
	var in, out []ui.Pt
	for k := 0; k <= 6; k++ {
		f := Lerp(from, to, float64(k)/6)
		in = append(in, RingPoint(t.Ring(t.In), f))
		out = append(out, RingPoint(t.Ring(t.Out), f))
	}
	return append(in, ui.Reversed(out)...)
}

// TrackLook is how a track is painted: the band in two alternating fills
// with lines between the spaces, every tenth space marked, an edge outside.
type TrackLook struct{ Fill, Fill2, Line, Tens, Edge color.RGBA }

// Paint paints the track on the still board.
func (t Track) Paint(r *ui.Raster, l TrackLook) {
	r.Add(t.Ring(t.Out)...)
	r.Add(ui.Reversed(t.Ring(t.In))...)
	r.Fill(l.Fill)
	for i := range t.Spaces {
		from, _, to := t.Span(i)
		switch {
		case i%10 == 0:
			r.Poly(l.Tens, t.spacePoly(from, to)...)
		case i%2 == 1:
			r.Poly(l.Fill2, t.spacePoly(from, to)...)
		}
		a, b := RingPoint(t.Ring(t.In), from), RingPoint(t.Ring(t.Out), from)
		r.Line(a.X, a.Y, b.X, b.Y, 1.2, l.Line)
	}
	r.PolyLine(2, l.Edge, t.Ring(t.Out)...)
}

// Number writes the spaces' numbers, every tenth in tens.
func (t Track) Number(c *ui.Canvas, col, tens color.RGBA) {
	face := ui.Face{Style: ui.Bold, Size: 11}
	for i := range t.Spaces {
		p := t.Spot(i, 0, 1)
		if i%10 == 0 {
			c.TextCentered(strconv.Itoa(i), face, p.X, p.Y, tens)
		} else {
			c.TextCentered(strconv.Itoa(i), face, p.X, p.Y, col)
		}
	}
}

// DrawMarkers stands each seat's marker (radius r, drawn by marker) on
// its space of the track; beyond one lap, or below zero, the marker
// carries its score.
func (k *Kit) DrawMarkers(c *ui.Canvas, t Track, scores []int, r float64, marker func(seat rules.Seat, x, y float64)) {
	on := make([]int, len(scores))
	for s, score := range scores {
		on[s], _ = t.Space(score)
	}
	slot, shared := Share(on)
	for s, score := range scores {
		p := t.Spot(on[s], slot[s], shared[s])
		marker(rules.Seat(s), p.X, p.Y)
		if _, laps := t.Space(score); laps != 0 {
			k.scoreTag(c, p.X, p.Y-r-7, score)
		}
	}
}

type tagKey struct{ w float64 }

// scoreTag is a score written in a small dark tag centred on (x, y).
func (k *Kit) scoreTag(c *ui.Canvas, x, y float64, score int) {
	text := strconv.Itoa(score)
	if score < 0 {
		text = "−" + strconv.Itoa(-score)
	}
	face := ui.Face{Style: ui.Bold, Size: 10}
	w, _ := ui.Measure(text, face)
	w = math.Ceil(w/4)*4 + 8
	k.Spr.Draw(c, tagKey{w}, x, y, w+2, 16, func(c *ui.Canvas, cx, cy float64) {
		c.FillRoundRect(cx-w/2, cy-7, w, 14, 5, color.RGBA{20, 12, 9, 230})
	})
	c.TextCentered(text, face, x, y-0.5, Parchment)
}
