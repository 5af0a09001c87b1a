package cronberg

import (
	"image/color"
	"math"
	"strings"

	"embers/rules"
	cb "embers/rules/cronberg"
	"embers/scenes/kit"
	"embers/scenes/ui"
)

// scoreToken shows a surrounded token's corner values, then its points
// flying to the score track, and the marker stepping to its new space.
func (b *Board) scoreToken(d cb.TokenScored, ticks int) *kit.Anim {
	base := b.m.track[d.Owner]
	p := crossingAt(d.Crossing)
	sum := d.Values
	end := func() { b.m.track[d.Owner] = d.Track }
	label := sumText(sum, false)
	if len(sum) > 1 {
		label += " = " + valueText(d.Sum)
	}
	return &kit.Anim{N: ticks * 2, End: end, Draw: func(c *ui.Canvas, f float64) {
		b.Circle(c, p.X, p.Y, 22, 4, kit.PointsCol, 1-0.5*f)
		b.lightValues(c, d.Crossing, d.Values, 1-kit.Part(f, 0.35, 0.5))
		b.flyPoints(c, d.Owner, p, label, d.Sum, base, f)
	}}
}

// lightValues rings the corner values pointing at crossing x (the numbers
// that are added up), with opacity a.
func (b *Board) lightValues(c *ui.Canvas, x int, vals []cb.CornerValue, a float64) {
	if a <= 0 {
		return
	}
	for _, v := range vals {
		if q, ok := badgeSpot(x, v, b.m.mate); ok {
			b.Circle(c, q.X, q.Y, 11, 2.5, kit.PointsCol, a)
		}
	}
}

// badgeSpot is where a tile shows the value of its corner at crossing x
// (as paintTile places it: 17 pixels in from a blunt corner, 22 from a
// sharp one, towards the tile's middle).
func badgeSpot(x int, v cb.CornerValue, mate [cb.NumTriangles]int) (pt, bool) {
	if len(v.Triangles) == 0 {
		return pt{}, false
	}
	t, u := v.Triangles[0], mate[v.Triangles[0]]
	in := 22.0
	if len(v.Triangles) == 2 {
		u, in = v.Triangles[1], 17
	}
	if u < 0 {
		return pt{}, false
	}
	mid, _ := pairShape(t, u)
	p := crossingAt(x)
	l := math.Hypot(mid.X-p.X, mid.Y-p.Y)
	return pt{X: p.X + (mid.X-p.X)*in/l, Y: p.Y + (mid.Y-p.Y)*in/l}, true
}

// flyPoints shows label over crossing p, then the points flying to the
// owner's marker, which counts up from base (f: the animation's progress).
func (b *Board) flyPoints(c *ui.Canvas, owner rules.Seat, p pt, label string, points, base int, f float64) {
	show := kit.Part(f, 0, 0.08)
	fly := kit.Part(f, 0.4, 0.75)
	count := kit.Part(f, 0.75, 1)
	b.m.track[owner] = kit.CountUp(base, points, count)
	y0 := labelY(p, 0)
	if f < 0.4 {
		b.Formula(c, p.X, y0, label, show)
	}
	if f >= 0.4 && f < 0.78 {
		to := track.At(b.m.track[owner])
		x, y := kit.Arc(p.X, y0, to.X, to.Y, 60, fly)
		b.Pill(c, x, y, valueText(points), b.Colour(owner), 1)
	}
	if f >= 0.75 {
		to := track.At(b.m.track[owner])
		b.Circle(c, to.X, to.Y, 13, 3, kit.PointsCol, 1-count)
	}
}

// labelY is where the row-th label about crossing p goes: above it, or
// below it near the top of the town.
func labelY(p pt, row int) float64 {
	if p.Y < cy-150 { // clear of the values round the crossing (up to 31 px away)
		return p.Y + 50 + 32*float64(row)
	}
	return p.Y - 50 - 32*float64(row)
}

// sumText writes corner values as "+2 +6 −1"; with abs, negative ones as
// "|−4|" (a coat of arms counts them as plus).
func sumText(vals []cb.CornerValue, abs bool) string {
	var parts []string
	for _, v := range vals {
		if abs && v.Value < 0 {
			parts = append(parts, "|"+valueText(v.Value)+"|")
			continue
		}
		parts = append(parts, valueText(v.Value))
	}
	if len(parts) == 0 {
		return "nothing"
	}
	return strings.Join(parts, " ")
}

// returnToken sends a token back to its owner's hand; a guard's victim
// shakes first.
func (b *Board) returnToken(d cb.TokenReturned, ticks int) *kit.Anim {
	b.m.token[d.Crossing] = rules.NoSeat
	from := crossingAt(d.Crossing)
	a := b.Home(d.Owner, b.Token(d.Owner, tokenR), from.X, from.Y, 50, 0.3, ticks, func() { b.m.hand[d.Owner]++ })
	if fly := a.Draw; d.Driven {
		a.Draw = func(c *ui.Canvas, f float64) {
			if f >= 0.3 {
				fly(c, kit.Part(f, 0.3, 1))
				return
			}
			shake := math.Sin(f*80) * 4 * (1 - f/0.3)
			b.token(c, d.Owner, from.X+shake, from.Y, tokenR, 1, 1)
			b.closedMark(c, from.X, from.Y, 1, f/0.3)
		}
	}
	return a
}

// guard lights an activated guard and bars its three crossings.
func (b *Board) guard(d cb.GuardActivated, ticks int) *kit.Anim {
	t := d.Triangle
	m := triCentre(t)
	mid := func() {
		b.m.active[t] = true
		for _, x := range d.Crossings {
			b.m.closed[x] = true
		}
	}
	return &kit.Anim{N: ticks * 2, Mid: mid, Draw: func(c *ui.Canvas, f float64) {
		glow := math.Sin(math.Pi * kit.Part(f, 0, 0.6))
		b.triangleLight(c, t, guardGlow, 5, glow, false)
		b.Disc(c, m.X, m.Y, 14+24*glow, color.RGBA{255, 80, 50, 120}, glow*0.6)
		for i, x := range d.Crossings {
			g := kit.Part(f, 0.45+0.1*float64(i), 0.75+0.1*float64(i))
			if g > 0 {
				p := crossingAt(x)
				b.closedMark(c, p.X, p.Y, 1.8-0.8*kit.Ease(g), g)
			}
		}
		b.Formula(c, m.X, m.Y-46, "The guard takes post", math.Min(1, 4*math.Min(f, 1-f)))
	}}
}

// activate rings a park or coat of arms that now counts at the end, or
// dims a plain triangle nobody can build on any more.
func (b *Board) activate(d cb.TriangleActivated, ticks int) *kit.Anim {
	t := d.Triangle
	end := func() { b.m.active[t] = true }
	if d.Kind == cb.Plain {
		return &kit.Anim{N: ticks / 3, End: end, Draw: func(c *ui.Canvas, f float64) {
			b.triangleLight(c, t, deadShade, 0, f, true)
		}}
	}
	text := "×2 at the end"
	if d.Kind == cb.Coat {
		text = "all plus at the end"
	}
	m := triCentre(t)
	return &kit.Anim{N: ticks * 3 / 2, End: end, Draw: func(c *ui.Canvas, f float64) {
		pulse := math.Sin(math.Pi * f)
		b.triangleLight(c, t, activeGold, 3+3*pulse, math.Min(1, 3*f), false)
		b.Formula(c, m.X, m.Y-44, text, math.Min(1, 4*math.Min(f, 1-f)))
	}}
}

// caption shows the event's log line below the town for a moment.
func (b *Board) caption(e rules.Event, ticks int) *kit.Anim {
	return b.Caption(e, cx, origin.Y+origin.H-22, ticks)
}
