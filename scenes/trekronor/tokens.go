package trekronor

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2/vector"

	"embers/rules"
	tk "embers/rules/trekronor"
	"embers/scenes/play"
	"embers/scenes/ui"
)

// flameFrames is how many pictures a flickering flame cycles through.
const flameFrames = 12

type flameKey struct {
	r     float64
	frame int
}

// flame draws a fire token of size r at (x, y), flickering with tick.
func (b *Board) flame(c *ui.Canvas, x, y, r float64, tick, seed int) {
	b.flameK(c, x, y, r, tick, seed, 1)
}

// flameK draws a flame grown by k (a token flying in).
func (b *Board) flameK(c *ui.Canvas, x, y, r float64, tick, seed int, k float64) {
	frame := (tick/5 + seed*5) % flameFrames
	b.Spr.DrawScaled(c, flameKey{r, frame}, x, y, 2.6*r, 3.4*r, k, 1, func(c *ui.Canvas, cx, cy float64) {
		paintFlame(c, cx, cy, r, frame)
	})
}

// paintFlame paints picture frame of a flame.
func paintFlame(c *ui.Canvas, x, y, r float64, frame int) {
	t := 2 * math.Pi * float64(frame) / flameFrames
	glow := 0.8 + 0.2*math.Sin(t)
	c.FillCircle(x, y+r*0.3, r*1.25, ui.Fade(color.RGBA{255, 120, 30, 255}, 0.10*glow))
	c.FillCircle(x, y+r*0.3, r*0.9, ui.Fade(color.RGBA{255, 140, 40, 255}, 0.14*glow))
	c.FillPath(tongue(x, y, r, math.Sin(t)*0.12), flameOuter)
	c.FillPath(tongue(x, y+r*0.18, r*0.72, math.Sin(2*t+1)*0.16), flameMid)
	c.FillPath(tongue(x, y+r*0.36, r*0.42, math.Sin(3*t+2)*0.2), flameCore)
}

// tongue is a teardrop of flame standing on (x, y+r*0.6), its tip leaning by lean.
func tongue(x, y, r, lean float64) *vector.Path {
	var p vector.Path
	base := y + r*0.6
	tipX, tipY := x+lean*r, y-r*1.05
	p.MoveTo(float32(tipX), float32(tipY))
	p.CubicTo(float32(x+r*0.55), float32(y-r*0.2), float32(x+r*0.75), float32(base), float32(x), float32(base))
	p.CubicTo(float32(x-r*0.75), float32(base), float32(x-r*0.55), float32(y-r*0.2), float32(tipX), float32(tipY))
	p.Close()
	return &p
}

type ashKey struct{ r float64 }

// ash draws an ash token (a grey heap) grown by k.
func (b *Board) ash(c *ui.Canvas, x, y, r, k float64) {
	b.Spr.DrawScaled(c, ashKey{r}, x, y, 2*r+4, 2*r+4, k, 1, func(c *ui.Canvas, cx, cy float64) {
		paintAsh(c, cx, cy, r)
	})
}

func paintAsh(c *ui.Canvas, x, y, r float64) {
	c.FillCircle(x+1, y+2, r, color.RGBA{10, 8, 8, 150})
	c.FillCircle(x, y, r, ashDark)
	for i := range 7 {
		a := float64(i) * 0.9
		c.FillCircle(x+math.Cos(a)*r*0.5, y+math.Sin(a)*r*0.45, r*0.28, ui.Shade(ashLight, 0.7+ui.Noise(i)*0.4))
	}
}

type servantKey struct {
	colour color.RGBA
	seat   rules.Seat
	r      float64
}

// servant draws a servant figure in its seat's colour and mark.
func (b *Board) servant(c *ui.Canvas, seat rules.Seat, x, y, r float64) {
	b.servantK(c, seat, x, y, r, 1)
}

// servantK draws a servant grown by k.
func (b *Board) servantK(c *ui.Canvas, seat rules.Seat, x, y, r, k float64) {
	key := servantKey{b.Colour(seat), seat, r}
	b.Spr.DrawScaled(c, key, x, y, 2*r+4, 4*r, k, 1, func(c *ui.Canvas, cx, cy float64) {
		paintServant(c, &b.Kit, seat, cx, cy, r)
	})
}

func paintServant(c *ui.Canvas, k *play.Kit, seat rules.Seat, x, y, r float64) {
	col := k.Colour(seat)
	c.FillCircle(x+2, y+r*0.95, r*0.9, color.RGBA{0, 0, 0, 90}) // shadow
	var body vector.Path
	body.MoveTo(float32(x-r*0.75), float32(y+r))
	body.CubicTo(float32(x-r*0.7), float32(y-r*0.2), float32(x+r*0.7), float32(y-r*0.2), float32(x+r*0.75), float32(y+r))
	body.Close()
	c.FillPath(&body, col)
	c.StrokePath(&body, 1.5, play.Ink)
	c.FillCircle(x, y-r*0.42, r*0.42, col)
	c.StrokeCircle(x, y-r*0.42, r*0.42, 1.5, play.Ink)
	k.SeatMark(c, seat, x, y+r*0.42, r*0.34, play.Ink)
}

type markerKey struct {
	colour color.RGBA
	m      tk.Marker
	w      float64
}

// marker draws a face-down save/steal marker tile of its owner; a known
// kind shows as a small sign on it.
func (b *Board) marker(c *ui.Canvas, m tk.Marker, x, y, w float64) { b.markerK(c, m, x, y, w, 1) }

// markerK draws a marker grown by k (one dropping onto the board).
func (b *Board) markerK(c *ui.Canvas, m tk.Marker, x, y, w, k float64) {
	b.Spr.DrawScaled(c, markerKey{b.Colour(m.Owner), m, w}, x, y, w+4, w+4, k, 1, func(c *ui.Canvas, cx, cy float64) {
		paintMarker(c, &b.Kit, m, cx, cy, w)
	})
}

func paintMarker(c *ui.Canvas, k *play.Kit, m tk.Marker, x, y, w float64) {
	col := k.Colour(m.Owner)
	c.FillRoundRect(x-w/2+1.5, y-w/2+2, w, w, 4, color.RGBA{0, 0, 0, 120})
	c.FillRoundRect(x-w/2, y-w/2, w, w, 4, ui.Shade(col, 0.55))
	play.RoundOutline(c, x-w/2+2, y-w/2+2, w-4, w-4, 3, 1.5, col)
	switch m.Kind {
	case tk.KindSave:
		c.TextCentered("+", ui.Face{Style: ui.Bold, Size: w * 0.7}, x, y-1, play.Parchment)
	case tk.KindSteal:
		c.TextCentered("−", ui.Face{Style: ui.Bold, Size: w * 0.7}, x, y-1, play.Parchment)
	default:
		k.SeatMark(c, m.Owner, x, y, w*0.2, col)
	}
}

type bucketKey struct{ r float64 }

// bucket draws a wooden bucket standing upright.
func (b *Board) bucket(c *ui.Canvas, x, y, r float64) {
	b.Spr.Draw(c, bucketKey{r}, x, y, 2*r+4, 3.6*r, func(c *ui.Canvas, cx, cy float64) {
		bucket(c, cx, cy, r, 0)
	})
}

// bucket draws a wooden bucket tipped by tilt radians.
func bucket(c *ui.Canvas, x, y, r float64, tilt float64) {
	var p vector.Path
	cos, sin := math.Cos(tilt), math.Sin(tilt)
	pt := func(dx, dy float64) (float32, float32) {
		return float32(x + dx*cos - dy*sin), float32(y + dx*sin + dy*cos)
	}
	p.MoveTo(pt(-r, -r*0.8))
	p.LineTo(pt(r, -r*0.8))
	p.LineTo(pt(r*0.7, r*0.8))
	p.LineTo(pt(-r*0.7, r*0.8))
	p.Close()
	c.FillPath(&p, doorWood)
	c.StrokePath(&p, 1.5, play.Ink)
	x0, y0 := pt(-r*0.9, -r*0.2)
	x1, y1 := pt(r*0.9, -r*0.2)
	c.Line(float64(x0), float64(y0), float64(x1), float64(y1), 1.5, color.RGBA{60, 60, 66, 255})
	hx0, hy0 := pt(-r, -r*0.8)
	hx1, hy1 := pt(0, -r*1.6)
	hx2, hy2 := pt(r, -r*0.8)
	c.Line(float64(hx0), float64(hy0), float64(hx1), float64(hy1), 1.2, play.Ink)
	c.Line(float64(hx1), float64(hy1), float64(hx2), float64(hy2), 1.2, play.Ink)
}

type cardKey struct {
	colour color.RGBA
	value  string
	w      float64
	up     bool
}

// spreadCard draws a spread marker: face-down in its owner's colour, or
// its value face-up.
func (b *Board) spreadCard(c *ui.Canvas, owner rules.Seat, value string, x, y, w float64, up bool) {
	if !up {
		value = ""
	}
	key := cardKey{b.Colour(owner), value, w, up}
	b.Spr.Draw(c, key, x, y, w+4, 1.3*w+4, func(c *ui.Canvas, cx, cy float64) {
		paintCard(c, &b.Kit, owner, value, cx, cy, w, up)
	})
}

func paintCard(c *ui.Canvas, k *play.Kit, owner rules.Seat, value string, x, y, w float64, up bool) {
	h := w * 1.3
	c.FillRoundRect(x-w/2+1, y-h/2+2, w, h, 4, color.RGBA{0, 0, 0, 110})
	if up {
		c.FillRoundRect(x-w/2, y-h/2, w, h, 4, play.Parchment)
		play.RoundOutline(c, x-w/2, y-h/2, w, h, 4, 2, k.Colour(owner))
		c.TextCentered(value, ui.Face{Style: ui.Bold, Size: w * 0.6}, x, y, play.Ink)
		return
	}
	c.FillRoundRect(x-w/2, y-h/2, w, h, 4, ui.Shade(k.Colour(owner), 0.45))
	play.RoundOutline(c, x-w/2+2, y-h/2+2, w-4, h-4, 3, 1, k.Colour(owner))
	k.SeatMark(c, owner, x, y, w*0.26, k.Colour(owner)) // the owner's shape, for colour-blind eyes
}

// drawCell draws one hall square's tokens: markers at the bottom left,
// ash beneath, the fire standing on it.
func (b *Board) drawCell(c *ui.Canvas, cell tk.Cell, x, y float64, seed int) {
	for i := range int(cell.N) {
		off := float64(i) * 7
		b.marker(c, cell.M[i], x-16+off, y+16-off, 22)
	}
	if cell.Ash {
		b.ash(c, x+8, y+14, 13, 1)
	}
	if cell.Fire {
		b.flame(c, x+6, y-4, 16, b.Frame, seed)
	}
}
