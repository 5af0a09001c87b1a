package scenes

import (
	"image"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"embers/scenes/ui"
)

// titleLayers keep the title as two pictures at the screen's size: what
// lies under the embers (back) and what lies over them (front, clear
// where nothing is). A frame in which only the embers moved then repaints
// just the squares they left and the squares they reach: the back there,
// the embers, the front there (Title.Patch). A whole frame costs several
// passes over every pixel; a patch touches a few percent of them, which
// is what a software renderer (a machine without a graphics driver, CI)
// pays for.
type titleLayers struct {
	back, front *ebiten.Image
	scale       float64
	frontOK     bool // front holds the words as the last whole frame drew them
}

// prepare makes the layers for canvas c (again when its size or scale
// changed) and paints the back.
func (l *titleLayers) prepare(c *ui.Canvas, t *Title) {
	b := c.Img.Bounds()
	if l.back != nil && l.scale == c.Scale && l.back.Bounds().Size() == b.Size() {
		return
	}
	l.release()
	l.back, l.front = ui.NewLayer(b.Dx(), b.Dy()), ui.NewLayer(b.Dx(), b.Dy())
	l.scale, l.frontOK = c.Scale, false
	t.drawBack(ui.NewCanvas(l.back, c.Scale))
}

// release frees the layers.
func (l *titleLayers) release() {
	if l.back != nil {
		l.back.Deallocate()
		l.front.Deallocate()
		l.back, l.front = nil, nil
	}
}

// fits reports whether the layers were made for canvas c.
func (l *titleLayers) fits(c *ui.Canvas) bool {
	return l.back != nil && l.scale == c.Scale && l.back.Bounds().Size() == c.Img.Bounds().Size()
}

// drawBack copies the back onto the canvas.
func (l *titleLayers) drawBack(c *ui.Canvas) {
	c.Img.DrawImage(l.back, &ebiten.DrawImageOptions{Blend: ebiten.BlendCopy})
}

// Patch repaints only where the embers were and are: the back there, every
// ember, then the front there. The squares are merged where they overlap,
// so no part of the front is laid twice.
func (t *Title) Patch(c *ui.Canvas) bool {
	l := &t.layers
	if !l.fits(c) || len(t.field.drawn) != len(t.field.embers) {
		return false
	}
	if !l.frontOK {
		l.front.Clear()
		t.drawFront(ui.NewCanvas(l.front, c.Scale))
		l.frontOK = true
	}
	var squares []image.Rectangle
	bounds := c.Img.Bounds()
	add := func(r ui.Rect) {
		if sq := realSquare(r, c.Scale).Intersect(bounds); !sq.Empty() {
			squares = append(squares, sq)
		}
	}
	for _, r := range t.field.drawn {
		add(r)
	}
	for i := range t.field.embers {
		add(t.field.embers[i].box())
	}
	squares = mergeOverlaps(squares)
	for _, sq := range squares {
		op := &ebiten.DrawImageOptions{Blend: ebiten.BlendCopy}
		op.GeoM.Translate(float64(sq.Min.X), float64(sq.Min.Y))
		c.Img.DrawImage(l.back.SubImage(sq).(*ebiten.Image), op)
	}
	t.field.draw(c)
	for _, sq := range squares {
		op := &ebiten.DrawImageOptions{}
		op.GeoM.Translate(float64(sq.Min.X), float64(sq.Min.Y))
		c.Img.DrawImage(l.front.SubImage(sq).(*ebiten.Image), op)
	}
	return true
}

// realSquare is r in real pixels, rounded outwards.
func realSquare(r ui.Rect, scale float64) image.Rectangle {
	return image.Rect(int(math.Floor(r.X*scale)), int(math.Floor(r.Y*scale)),
		int(math.Ceil((r.X+r.W)*scale)), int(math.Ceil((r.Y+r.H)*scale)))
}

// mergeOverlaps joins overlapping rectangles into their bounds until none
// overlap.
func mergeOverlaps(rs []image.Rectangle) []image.Rectangle {
	for merged := true; merged; {
		merged = false
		for i := 0; i < len(rs); i++ {
			for j := i + 1; j < len(rs); j++ {
				if rs[i].Overlaps(rs[j]) {
					rs[i] = rs[i].Union(rs[j])
					rs[j] = rs[len(rs)-1]
					rs = rs[:len(rs)-1]
					merged = true
					j = i
				}
			}
		}
	}
	return rs
}
