package kit

import (
	"image"
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
	scale   float64
	m       map[any]*ebiten.Image
	op      ebiten.DrawImageOptions // reused: a frame draws hundreds of sprites
	painted int                     // sprites painted, to flush the queue now and then
}

// flushEvery is how many sprites painted without paths are queued before
// Ebitengine is made to draw them (ui.Flush).
const flushEvery = 16

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
	paths := ui.PathsEver()
	paint(ui.NewCanvas(img, scale), pad+w/2, pad+h/2)
	// a sprite painted with vector paths queued thousands of triangles,
	// and many sprites at once a great many: see ui.Flush
	if s.painted++; ui.PathsEver() != paths || s.painted%flushEvery == 0 {
		ui.Flush(img)
	}
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

// RoundRectA is RoundRect with opacity a. A box larger than a corner's
// worth each way is drawn in nine pieces from one small sprite of its
// corners (see roundSlices), so boxes of every size share it; only small
// ones are cached whole.
func (s *Sprites) RoundRectA(c *ui.Canvas, x, y, w, h, r float64, fill, edge color.RGBA, width, a float64) {
	if side := cornerSide(r, width); w > side && h > side {
		s.roundSlices(c, x, y, w, h, r, fill, edge, width, a)
		return
	}
	s.DrawScaled(c, roundKey{w, h, r, width, fill, edge}, x+w/2, y+h/2, w, h, 1, a, func(c *ui.Canvas, cx, cy float64) {
		PaintRoundRect(c, cx, cy, w, h, r, width, fill, edge)
	})
}

// roundCorner is how far a rounded corner with its outline reaches in from
// the box's edge, with room to spare: past it the box is straight.
func roundCorner(r, width float64) float64 { return math.Ceil(r+width) + 2 }

// cornerSide is the side of the sprite a large box is drawn from: twice
// its corner and more, a multiple of 4, so that at every render scale
// (a multiple of a quarter) the sprite's edges lie on whole pixels, as its
// left and top edges do (pad is 4), and its right and bottom edges land
// where a box painted whole has them.
func cornerSide(r, width float64) float64 { return 4 * math.Ceil((2*roundCorner(r, width)+1)/4) }

// roundSlices draws a rounded box of any size from the sprite of a small
// box (cornerSide wide and high): its four corners as they are, the
// one column and row through its middle stretched along the edges, and
// the middle pixel stretched over the inside. Along a straight edge every
// column of the sprite is the same, so the box looks as one painted whole
// would. The sprite's key is the box's look without its size.
func (s *Sprites) roundSlices(c *ui.Canvas, x, y, w, h, r float64, fill, edge color.RGBA, width, a float64) {
	side := cornerSide(r, width)
	img := s.get(c.Scale, roundKey{side, side, r, width, fill, edge}, side, side, func(c *ui.Canvas, cx, cy float64) {
		PaintRoundRect(c, cx, cy, side, side, r, width, fill, edge)
	})
	rs := s.scale // the sprite's pixels per logical pixel
	b := img.Bounds()
	midX, midY := b.Dx()/2, b.Dy()/2
	// where a column u of the sprite (in its pixels) lands on the screen:
	// left of the middle anchored to the box's left edge, right of it to
	// its right edge (and the same for rows)
	right, bottom := x+w-(pad+side), y+h-(pad+side)
	cols := [4]float64{x - pad, x + float64(midX)/rs - pad, right + float64(midX+1)/rs, right + float64(b.Dx())/rs}
	rows := [4]float64{y - pad, y + float64(midY)/rs - pad, bottom + float64(midY+1)/rs, bottom + float64(b.Dy())/rs}
	srcX := [4]int{0, midX, midX + 1, b.Dx()}
	srcY := [4]int{0, midY, midY + 1, b.Dy()}
	for i := range 3 {
		for j := range 3 {
			src := image.Rect(srcX[i], srcY[j], srcX[i+1], srcY[j+1])
			if src.Empty() {
				continue
			}
			op := &s.op
			op.GeoM.Reset()
			op.GeoM.Scale((cols[i+1]-cols[i])/float64(src.Dx()), (rows[j+1]-rows[j])/float64(src.Dy()))
			op.GeoM.Translate(cols[i], rows[j])
			op.ColorScale.Reset()
			if a < 1 {
				op.ColorScale.ScaleAlpha(float32(math.Max(0, a)))
			}
			c.DrawImage(img.SubImage(src).(*ebiten.Image), op)
		}
	}
}

// RoundKey is the sprite RoundRect draws a w x h box from (to Prepare it
// ahead), and that sprite's size: the box itself, or for a large box the
// sprite of its corners.
func RoundKey(w, h, r, width float64, fill, edge color.RGBA) (key any, sw, sh float64) {
	if side := cornerSide(r, width); w > side && h > side {
		w, h = side, side
	}
	return roundKey{w, h, r, width, fill, edge}, w, h
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
