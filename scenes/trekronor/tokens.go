package trekronor

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2/vector"

	"embers/rules"
	tk "embers/rules/trekronor"
	"embers/scenes/kit"
	"embers/scenes/ui"
)

// flameFrames is how many pictures a flickering flame cycles through.
const flameFrames = 12

// flame draws a fire token of size r at (x, y) grown by k (a token flying
// in), flickering with the frames drawn; seed keeps fires out of step.
func (b *Board) flame(c *ui.Canvas, x, y, r float64, seed int, k float64) {
	b.Spr.PutAt(c, flameSprite{r, (b.Frame/5 + seed*5) % flameFrames}, x, y, k)
}

// flameSprite is one picture of a flame of size r.
type flameSprite struct {
	r     float64
	frame int
}

func (s flameSprite) Box() (w, h float64) { return 2.6 * s.r, 3.4 * s.r }

func (s flameSprite) Paint(c *ui.Canvas, x, y float64) {
	r := s.r
	t := 2 * math.Pi * float64(s.frame) / flameFrames
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

// ash draws an ash token (a grey heap) grown by k.
func (b *Board) ash(c *ui.Canvas, x, y, r, k float64) { b.Spr.PutAt(c, ashSprite{r}, x, y, k) }

type ashSprite struct{ r float64 }

func (s ashSprite) Box() (w, h float64) { return 2*s.r + 4, 2*s.r + 4 }

func (s ashSprite) Paint(c *ui.Canvas, x, y float64) {
	r := s.r
	c.FillCircle(x+1, y+2, r, color.RGBA{10, 8, 8, 150})
	c.FillCircle(x, y, r, ashDark)
	for i := range 7 {
		a := float64(i) * 0.9
		c.FillCircle(x+math.Cos(a)*r*0.5, y+math.Sin(a)*r*0.45, r*0.28, ui.Shade(ashLight, 0.7+ui.Noise(i)*0.4))
	}
}

// servant draws a servant figure in its seat's colour and mark.
func (b *Board) servant(c *ui.Canvas, seat rules.Seat, x, y, r float64) {
	b.Spr.PutAt(c, b.servantOf(seat, r), x, y, 1)
}

// servantSprite is a servant of size r in a seat's colour and shape.
type servantSprite struct {
	colour color.RGBA
	shape  int
	r      float64
}

func (b *Board) servantOf(seat rules.Seat, r float64) servantSprite {
	return servantSprite{b.Colour(seat), b.ColourIndex(seat), r}
}

func (s servantSprite) Box() (w, h float64) { return 2*s.r + 4, 4 * s.r }

func (s servantSprite) Paint(c *ui.Canvas, x, y float64) {
	r := s.r
	c.FillCircle(x+2, y+r*0.95, r*0.9, color.RGBA{0, 0, 0, 90}) // shadow
	var body vector.Path
	body.MoveTo(float32(x-r*0.75), float32(y+r))
	body.CubicTo(float32(x-r*0.7), float32(y-r*0.2), float32(x+r*0.7), float32(y-r*0.2), float32(x+r*0.75), float32(y+r))
	body.Close()
	c.FillPath(&body, s.colour)
	c.StrokePath(&body, 1.5, kit.Ink)
	c.FillCircle(x, y-r*0.42, r*0.42, s.colour)
	c.StrokeCircle(x, y-r*0.42, r*0.42, 1.5, kit.Ink)
	c.FillPath(ui.SeatShape(s.shape, x, y+r*0.42, r*0.34), kit.Ink)
}

// marker draws a face-down save/steal marker tile of its owner; a known
// kind shows as a small sign on it.
func (b *Board) marker(c *ui.Canvas, m tk.Marker, x, y, w float64) {
	b.Spr.PutAt(c, b.markerOf(m, w), x, y, 1)
}

// markerSprite is a marker of width w in its owner's colour and shape.
type markerSprite struct {
	colour color.RGBA
	shape  int
	kind   tk.Kind
	w      float64
}

func (b *Board) markerOf(m tk.Marker, w float64) markerSprite {
	return markerSprite{b.Colour(m.Owner), b.ColourIndex(m.Owner), m.Kind, w}
}

func (s markerSprite) Box() (w, h float64) { return s.w + 4, s.w + 4 }

func (s markerSprite) Paint(c *ui.Canvas, x, y float64) {
	w := s.w
	c.FillRoundRect(x-w/2+1.5, y-w/2+2, w, w, 4, color.RGBA{0, 0, 0, 120})
	c.FillRoundRect(x-w/2, y-w/2, w, w, 4, ui.Shade(s.colour, 0.55))
	kit.RoundOutline(c, x-w/2+2, y-w/2+2, w-4, w-4, 3, 1.5, s.colour)
	switch s.kind {
	case tk.KindSave:
		c.TextCentered("+", ui.Face{Style: ui.Bold, Size: w * 0.7}, x, y-1, kit.Parchment)
	case tk.KindSteal:
		c.TextCentered("−", ui.Face{Style: ui.Bold, Size: w * 0.7}, x, y-1, kit.Parchment)
	default:
		c.FillPath(ui.SeatShape(s.shape, x, y, w*0.2), s.colour)
	}
}

// bucket draws a wooden bucket standing upright.
func (b *Board) bucket(c *ui.Canvas, x, y, r float64) { b.Spr.PutAt(c, bucketSprite{r}, x, y, 1) }

// bucketSprite is a wooden bucket of size r, its handle up.
type bucketSprite struct{ r float64 }

func (s bucketSprite) Box() (w, h float64) { return 2*s.r + 4, 3.6 * s.r }

func (s bucketSprite) Paint(c *ui.Canvas, x, y float64) {
	r := s.r
	var p vector.Path
	p.MoveTo(float32(x-r), float32(y-r*0.8))
	p.LineTo(float32(x+r), float32(y-r*0.8))
	p.LineTo(float32(x+r*0.7), float32(y+r*0.8))
	p.LineTo(float32(x-r*0.7), float32(y+r*0.8))
	p.Close()
	c.FillPath(&p, doorWood)
	c.StrokePath(&p, 1.5, kit.Ink)
	c.Line(x-r*0.9, y-r*0.2, x+r*0.9, y-r*0.2, 1.5, color.RGBA{60, 60, 66, 255})
	c.Line(x-r, y-r*0.8, x, y-r*1.6, 1.2, kit.Ink)
	c.Line(x, y-r*1.6, x+r, y-r*0.8, 1.2, kit.Ink)
}

// spreadCard draws a spread marker: face-down in its owner's colour, or
// its value face-up.
func (b *Board) spreadCard(c *ui.Canvas, owner rules.Seat, value string, x, y, w float64, up bool) {
	b.DrawCard(c, b.Card(owner, value, w, up), x, y, 1)
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
		b.flame(c, x+6, y-4, 16, seed, 1)
	}
}
