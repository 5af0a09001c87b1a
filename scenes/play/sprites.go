package play

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"embers/game"
	"embers/rules"
	"embers/scenes/ui"
)

// Sprites caches small drawings (tokens, tiles, rounded panels) as images
// made at the canvas's scale, so a frame draws images instead of vector
// paths: Ebitengine batches images, while every switch between a path and
// text or an image costs a flush of its own.
type Sprites struct {
	scale float64
	m     map[any]*ebiten.Image
	op    ebiten.DrawImageOptions // reused: a frame draws hundreds of sprites
}

// pad is the margin around a sprite, in logical pixels, so antialiased
// edges and shadows are not cut off.
const pad = 4

// Paint draws a sprite in logical coordinates centred on (cx, cy).
type Paint func(c *ui.Canvas, cx, cy float64)

// Draw draws the sprite key, a box w x h centred on (cx, cy), painting it
// first if it is not cached. key must say everything paint depends on.
func (s *Sprites) Draw(c *ui.Canvas, key any, cx, cy, w, h float64, paint Paint) {
	s.DrawScaled(c, key, cx, cy, w, h, 1, 1, paint)
}

// Box draws the sprite key with its top-left corner at (x, y).
func (s *Sprites) Box(c *ui.Canvas, key any, x, y, w, h float64, paint Paint) {
	s.DrawScaled(c, key, x+w/2, y+h/2, w, h, 1, 1, paint)
}

// DrawScaled draws the sprite key centred on (cx, cy), grown by k and with
// opacity a (0..1).
func (s *Sprites) DrawScaled(c *ui.Canvas, key any, cx, cy, w, h, k, a float64, paint Paint) {
	s.DrawTransformed(c, key, cx, cy, w, h, Transform{K: k, KY: k, A: a}, paint)
}

// Transform changes how a sprite is drawn: grown by K across and KY down,
// turned by Turn radians about its centre, with opacity A (0..1).
type Transform struct {
	K, KY, Turn, A float64
}

// DrawTransformed draws the sprite key centred on (cx, cy) transformed by t.
func (s *Sprites) DrawTransformed(c *ui.Canvas, key any, cx, cy, w, h float64, t Transform, paint Paint) {
	img := s.get(c.Scale, key, w, h, paint)
	op := &s.op
	op.GeoM.Reset()
	op.ColorScale.Reset()
	op.GeoM.Scale(1/s.scale, 1/s.scale)
	op.GeoM.Translate(-w/2-pad, -h/2-pad)
	op.GeoM.Scale(t.K, t.KY)
	if t.Turn != 0 {
		op.GeoM.Rotate(t.Turn)
	}
	op.GeoM.Translate(cx, cy)
	a := t.A
	if a < 1 {
		op.ColorScale.ScaleAlpha(float32(math.Max(0, a)))
	}
	c.DrawImage(img, op)
}

// RenderScale is the scale sprites and caches are painted at for a canvas
// scale: rounded up to a quarter, so resizing a window repaints them only
// now and then, never every frame of the drag.
func RenderScale(scale float64) float64 { return math.Ceil(scale*4-1e-9) / 4 }

func (s *Sprites) get(scale float64, key any, w, h float64, paint Paint) *ebiten.Image {
	scale = RenderScale(scale)
	if s.m == nil || s.scale != scale {
		for _, img := range s.m {
			img.Deallocate()
		}
		s.m, s.scale = map[any]*ebiten.Image{}, scale
	}
	if img, ok := s.m[key]; ok {
		return img
	}
	img := ebiten.NewImage(int(math.Ceil((w+2*pad)*scale)), int(math.Ceil((h+2*pad)*scale)))
	paint(ui.NewCanvas(img, scale), pad+w/2, pad+h/2)
	s.m[key] = img
	return img
}

// Prepare paints the sprite key now, if it is not cached yet, without
// drawing it (so a first animation does not pay for it).
func (s *Sprites) Prepare(c *ui.Canvas, key any, w, h float64, paint Paint) {
	s.get(c.Scale, key, w, h, paint)
}

// Release frees every cached image.
func (s *Sprites) Release() {
	for _, img := range s.m {
		img.Deallocate()
	}
	s.m = nil
}

// Len is the number of sprites cached.
func (s *Sprites) Len() int { return len(s.m) }

type roundKey struct {
	w, h, r, width float64
	fill, edge     color.RGBA
}

// RoundRect draws a filled rounded rectangle with an outline (width 0:
// none) as a cached sprite.
func (s *Sprites) RoundRect(c *ui.Canvas, x, y, w, h, r float64, fill, edge color.RGBA, width float64) {
	s.RoundRectA(c, x, y, w, h, r, fill, edge, width, 1)
}

// RoundRectA is RoundRect with opacity a.
func (s *Sprites) RoundRectA(c *ui.Canvas, x, y, w, h, r float64, fill, edge color.RGBA, width, a float64) {
	s.DrawScaled(c, roundKey{w, h, r, width, fill, edge}, x+w/2, y+h/2, w, h, 1, a, func(c *ui.Canvas, cx, cy float64) {
		PaintRoundRect(c, cx, cy, w, h, r, width, fill, edge)
	})
}

// RoundKey is the sprite key RoundRect uses (to Prepare one ahead).
func RoundKey(w, h, r, width float64, fill, edge color.RGBA) any {
	return roundKey{w, h, r, width, fill, edge}
}

// PaintRoundRect paints RoundRect's picture centred on (cx, cy).
// It uses the cached image shapes, not vector paths: a board prepares
// dozens of these at once, and paths cost a stencil pass each.
func PaintRoundRect(c *ui.Canvas, cx, cy, w, h, r, width float64, fill, edge color.RGBA) {
	c.FillRoundRect(cx-w/2, cy-h/2, w, h, r, fill)
	if width > 0 {
		RoundOutline(c, cx-w/2, cy-h/2, w, h, r, width, edge)
	}
}

// RoundOutline outlines a rounded rectangle with the line centred on its
// edge (as a stroked path would), from the cached image shapes.
func RoundOutline(c *ui.Canvas, x, y, w, h, r, width float64, col color.Color) {
	d := width / 2
	c.StrokeRoundRect(x-d, y-d, w+width, h+width, r+d, width, col)
}

type discKey struct {
	colour int
	r      float64
}

// SeatDisc draws a seat's disc with its shape on it, as a cached sprite.
func (s *Sprites) SeatDisc(c *ui.Canvas, sess *game.Session, seat rules.Seat, x, y, r float64) {
	i := colourIndex(sess, seat)
	s.Draw(c, discKey{i, r}, x, y, 2*r, 2*r, func(c *ui.Canvas, cx, cy float64) {
		c.FillCircle(cx, cy, r, ui.SeatColour(i))
		c.FillPath(ui.SeatShape(i, cx, cy, r*0.55), color.RGBA{20, 14, 10, 255})
	})
}
