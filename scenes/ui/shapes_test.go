package ui_test

import (
	"image"
	"image/color"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"embers/scenes/play/playtest"
	"embers/scenes/ui"
)

func TestMain(m *testing.M) { playtest.Main(m) }

// drawn draws with f on a 200x100 logical canvas at scale and returns it.
func drawn(scale float64, f func(c *ui.Canvas)) *image.RGBA {
	w, h := int(200*scale), int(100*scale)
	img := ebiten.NewImage(w, h)
	defer img.Deallocate()
	f(ui.NewCanvas(img, scale))
	out := image.NewRGBA(image.Rect(0, 0, w, h))
	img.ReadPixels(out.Pix)
	return out
}

func TestRoundRectsFillTheirShapeAtAnyScale(t *testing.T) {
	red := color.RGBA{255, 0, 0, 255}
	for _, scale := range []float64{1, 1.5, 2} {
		playtest.OnUI(t, func() {
			fill := drawn(scale, func(c *ui.Canvas) { c.FillRoundRect(10, 10, 100, 40, 12, red) })
			ring := drawn(scale, func(c *ui.Canvas) { c.StrokeRoundRect(10, 10, 100, 40, 12, 2, red) })
			at := func(img *image.RGBA, x, y float64) uint8 { return img.RGBAAt(int(x*scale), int(y*scale)).A }
			checks := []struct {
				name string
				got  uint8
				in   bool
			}{
				{"fill middle", at(fill, 60, 30), true},
				{"fill top edge", at(fill, 60, 10.5), true},
				{"fill rounded corner", at(fill, 10.5, 10.5), false},
				{"fill outside", at(fill, 5, 5), false},
				{"fill right of it", at(fill, 115, 30), false},
				{"ring middle", at(ring, 60, 30), false},
				{"ring left edge", at(ring, 10.5, 30), true},
				{"ring bottom edge", at(ring, 60, 49.5), true},
			}
			for _, c := range checks {
				if (c.got > 200) != c.in || (!c.in && c.got > 60) {
					t.Errorf("scale %v: %s has alpha %d", scale, c.name, c.got)
				}
			}
		})
	}
}

func TestBlockAndDisc(t *testing.T) {
	playtest.OnUI(t, func() {
		img := drawn(2, func(c *ui.Canvas) {
			c.Block(0, 0, 50, 20, color.White)
			c.Disc(150, 50, 20, color.White)
		})
		if img.RGBAAt(98, 38).A != 255 || img.RGBAAt(102, 42).A != 0 {
			t.Error("the block does not end at 50x20 logical (100x40 real)")
		}
		if img.RGBAAt(300, 100).A != 255 || img.RGBAAt(300-38, 100).A < 200 || img.RGBAAt(300-32, 100-32).A > 60 {
			t.Error("the disc is not a circle of radius 20 logical")
		}
	})
}

// The rectangles and rings that no longer go through Ebitengine's own
// strokes (canvas.go) still cover what they did: a filled rectangle its
// pixels, an outline its edge on both sides with the corners painted once
// (a see-through colour shows any overlap), a ring its band and not its
// middle, at scale 1 and between whole pixels.
func TestRectsAndRingsCoverTheirShapes(t *testing.T) {
	half := color.RGBA{128, 0, 0, 128}
	for _, scale := range []float64{1, 1.5} {
		playtest.OnUI(t, func() {
			img := drawn(scale, func(c *ui.Canvas) {
				c.FillRect(4, 4, 20, 10, half)
				c.StrokeRect(40, 10, 60, 40, 2, half)
				c.StrokeCircle(150, 50, 20, 3, color.White) // between whole pixels: two arcs
				c.StrokeCircle(185, 14, 10, 2, color.White) // whole pixels: the cached ring
				c.FillCircle(120, 14, 8, color.White)       // whole pixels: the cached disc
				c.FillRect(0, 60, 200, 40, half)            // large: past the path size
			})
			at := func(x, y float64) uint8 { return img.RGBAAt(int(x*scale), int(y*scale)).A }
			checks := []struct {
				name     string
				got, min uint8
				max      uint8
			}{
				{"rect inside", at(10, 8), 120, 136},
				{"rect outside", at(26, 8), 0, 0},
				{"outline top edge", at(70, 10), 120, 136},
				{"outline left edge", at(40, 30), 120, 136},
				{"outline corner, painted once", at(40, 10), 120, 136},
				{"outline middle", at(70, 30), 0, 0},
				{"ring on its circle", at(170, 50), 200, 255},
				{"ring's middle", at(150, 50), 0, 0},
				{"ring outside", at(175, 50), 0, 0},
				{"large rect", at(100, 80), 120, 136},
				{"cached ring on its circle", at(195, 14), 200, 255},
				{"cached ring's middle", at(185, 14), 0, 0},
				{"cached disc's middle", at(120, 14), 255, 255},
				{"cached disc's edge, inside", at(127, 14), 200, 255},
				{"outside the cached disc", at(129.5, 14), 0, 0},
			}
			for _, c := range checks {
				if c.got < c.min || c.got > c.max {
					t.Errorf("scale %v: %s has alpha %d, want %d-%d", scale, c.name, c.got, c.min, c.max)
				}
			}
		})
	}
}
