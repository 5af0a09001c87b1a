package cronberg

import (
	"image/color"
	"math"

	cb "embers/rules/cronberg"
	"embers/scenes/kit"
	"embers/scenes/ui"
)

// A rhombus lies on two triangles. Its shared edge runs at 0, 60 or 120
// degrees: the tile's orientation (a half turn changes nothing, as opposite
// corners carry equal values).
var (
	warmFill  = color.RGBA{236, 160, 56, 255}  // a gain: warm
	warmInk   = color.RGBA{40, 20, 6, 255}     //
	coldFill  = color.RGBA{62, 58, 66, 255}    // a loss: cold ash (no seat's colour)
	coldInk   = color.RGBA{236, 244, 255, 255} //
	roofWarm  = color.RGBA{150, 74, 50, 255}   // a building people want near
	roofCold  = color.RGBA{84, 80, 88, 255}    // one they do not
	plaster   = color.RGBA{232, 216, 184, 255}
	plasterLo = color.RGBA{206, 188, 156, 255}
	backFill  = color.RGBA{70, 46, 30, 255} // a tile face down
	backEdge  = color.RGBA{150, 104, 62, 255}
)

// rhomb is a rhombus's four corners in local coordinates about the middle
// of its shared edge: blunt, sharp, blunt, sharp (going round); its corners
// are cut with kit.CutCorners so the crossings under them stay in sight.
type rhomb []pt

// rhombOf is the shape of orientation o (0, 1, 2) at size k (1: on the board).
func rhombOf(o int, k float64) rhomb {
	a := float64(o) * math.Pi / 3
	bx, by := math.Cos(a)*unit/2*k, math.Sin(a)*unit/2*k
	s := math.Sqrt(3) / 2 * unit * k
	sx, sy := -math.Sin(a)*s, math.Cos(a)*s
	return rhomb{{X: bx, Y: by}, {X: sx, Y: sy}, {X: -bx, Y: -by}, {X: -sx, Y: -sy}}
}

// box is the size of the rhombus's bounding box.
func (r rhomb) box() (w, h float64) {
	for _, p := range r {
		w, h = math.Max(w, 2*math.Abs(p.X)), math.Max(h, 2*math.Abs(p.Y))
	}
	return w, h
}

// pairShape is where a tile on triangles t and u lies: the middle of their
// shared edge and the orientation.
func pairShape(t, u int) (mid pt, o int) {
	ea, eb, ok := cb.SharedEdge(t, u)
	if !ok {
		return triCentre(t), 0
	}
	a, b := crossingAt(ea), crossingAt(eb)
	ang := math.Atan2(b.Y-a.Y, b.X-a.X)
	o = ((int(math.Round(ang/(math.Pi/3))) % 3) + 3) % 3
	return pt{X: (a.X + b.X) / 2, Y: (a.Y + b.Y) / 2}, o
}

// valueText is a corner value with its sign ("+4", "−2"), as the rules write it.
var valueText = cb.ValueText

// paintTile paints building tile at orientation o and size k centred on
// (cx, cy): the roof, the name on a plaster plate, and the four corner
// values in badges, warm for a gain and cold for a loss.
func paintTile(c *ui.Canvas, cx, cy float64, tile, o int, k float64) {
	r := rhombOf(o, k)
	rt := cb.Tile(tile)
	roof := roofWarm
	if rt.Value < 0 {
		roof = roofCold
	}
	out := kit.CutCorners(r, tileCut*k, tileInset*k)
	c.FillPath(kit.Path(cx+1.2, cy+2, out), color.RGBA{0, 0, 0, 110})
	c.FillPath(kit.Path(cx, cy, out), roof)
	c.StrokePath(kit.Path(cx, cy, out), 1.4, ui.Shade(roof, 0.55))
	bevel := kit.CutCorners(r, tileCut*k+1, (tileInset+2.2)*k)
	c.StrokePath(kit.Path(cx, cy, bevel), 1.2*k, ui.Fade(ui.Shade(roof, 1.45), 0.5))
	for i := 1; i <= 3; i++ { // ridges of roof tiles, along the shared edge
		f := float64(i) / 4
		for _, sgn := range []float64{-1, 1} {
			a, b := scaleAlong(r, f*sgn)
			c.Line(cx+a.X, cy+a.Y, cx+b.X, cy+b.Y, 1, ui.Shade(roof, 0.78))
		}
	}
	paintName(c, cx, cy, rt.Name, o, k)
	for i, p := range r {
		v := rt.Blunt()
		in := 17.0
		if i%2 == 1 {
			v, in = rt.Sharp(), 22
		}
		l := math.Hypot(p.X, p.Y)
		bx, by := cx+p.X*(1-in*k/l), cy+p.Y*(1-in*k/l)
		badge(c, bx, by, v, k)
	}
}

// scaleAlong is a line across the rhombus parallel to its shared edge, a
// fraction f of the way towards a sharp corner.
func scaleAlong(r rhomb, f float64) (pt, pt) {
	s := r[1]
	if f < 0 {
		s, f = r[3], -f
	}
	a := pt{X: kit.Lerp(r[0].X, s.X, f), Y: kit.Lerp(r[0].Y, s.Y, f)}
	b := pt{X: kit.Lerp(r[2].X, s.X, f), Y: kit.Lerp(r[2].Y, s.Y, f)}
	return a, b
}

// paintName writes a tile's name on a small plate: across the middle of a
// slanted tile, or between the middle and the top corner of an upright one
// (its blunt corners' values leave no room in the middle).
func paintName(c *ui.Canvas, cx, cy float64, name string, o int, k float64) {
	maxW, y, two := 60*k, cy, false
	if o == 0 {
		maxW, y, two = 44*k, cy-19*k, true
	}
	// too wide: two lines if upright (at a space, or before a word's end: "Bake-house"), then smaller
	lines, face, w := kit.FitName(name, ui.Face{Style: ui.Bold, Size: 9 * k}, maxW, two, 6.5*k, 0.5*k,
		"house", "hall", "lery", "age")
	lh := face.Size * 1.2
	h := float64(len(lines))*lh + 3*k
	c.FillRoundRect(cx-w/2-3*k, y-h/2, w+6*k, h, 3*k, plaster)
	c.StrokeRoundRect(cx-w/2-3*k, y-h/2, w+6*k, h, 3*k, 1, plasterLo)
	for i, l := range lines {
		c.TextCentered(l, face, cx, y-h/2+1.5*k+lh*(float64(i)+0.5), kit.Ink)
	}
}

// badge is a corner value: a warm disc with a plus for a gain, a cold one
// with a minus for a loss (the sign is the cue, the colour a help).
func badge(c *ui.Canvas, x, y float64, v int, k float64) {
	fill, txt := warmFill, warmInk
	if v < 0 {
		fill, txt = coldFill, coldInk
	}
	r := 8.5 * k
	c.Disc(x, y+0.8*k, r, color.RGBA{0, 0, 0, 120})
	c.Disc(x, y, r, fill)
	c.Ring(x, y, r, 1*k, ui.Shade(fill, 0.5))
	c.TextCentered(valueText(v), ui.Face{Style: ui.Bold, Size: 10 * k}, x, y-0.5*k, txt)
}

// paintBack paints a face-down tile: dark wood with the town's mark.
func paintBack(c *ui.Canvas, cx, cy float64, o int, k float64) {
	r := rhombOf(o, k)
	out := kit.CutCorners(r, tileCut*k*0.6, tileInset*k)
	c.FillPath(kit.Path(cx+1, cy+2, out), color.RGBA{0, 0, 0, 120})
	c.FillPath(kit.Path(cx, cy, out), backFill)
	c.StrokePath(kit.Path(cx, cy, out), 1.5, backEdge)
	in := kit.CutCorners(r, tileCut*k*0.6+4*k, tileInset*k+5*k)
	c.StrokePath(kit.Path(cx, cy, in), 1, ui.Shade(backEdge, 0.8))
	c.Disc(cx, cy, 7*k, backEdge)
	c.TextCentered("C", ui.Face{Style: ui.Bold, Size: 10 * k}, cx, cy-0.5*k, backFill)
}
