package kit

import (
	"image"
	"image/color"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"embers/scenes/play/playtest"
	"embers/scenes/ui"
)

// A large rounded box drawn in nine pieces from the sprite of its corners
// looks as the same box painted whole, at the window's own scale and at
// others; boxes of every size then share one small sprite.
func TestLargeRoundBoxesDrawnFromCorners(t *testing.T) {
	fill, edge := color.RGBA{40, 26, 20, 240}, color.RGBA{200, 150, 90, 255}
	playtest.OnUI(t, func() {
		for _, scale := range []float64{1, 1.5, 0.75} {
			var s Sprites
			w, h := int(600*scale), int(300*scale)
			whole, sliced := ebiten.NewImage(w, h), ebiten.NewImage(w, h)
			c := ui.NewCanvas(whole, scale)
			PaintRoundRect(c, 240, 130, 400, 180, 12, 2, fill, edge)
			for _, box := range [][2]float64{{60, 60}, {400, 180}, {90, 240}} {
				s.RoundRect(ui.NewCanvas(sliced, scale), 240-box[0]/2, 130-box[1]/2, box[0], box[1], 12, fill, edge, 2)
			}
			if s.Len() != 1 {
				t.Errorf("scale %v: %d sprites for three large boxes of one look, want 1", scale, s.Len())
			}
			sliced.Clear()
			s.RoundRect(ui.NewCanvas(sliced, scale), 40, 40, 400, 180, 12, fill, edge, 2)
			a, b := image.NewRGBA(image.Rect(0, 0, w, h)), image.NewRGBA(image.Rect(0, 0, w, h))
			whole.ReadPixels(a.Pix)
			sliced.ReadPixels(b.Pix)
			off, worst := 0, 0
			for i := range a.Pix {
				d := int(a.Pix[i]) - int(b.Pix[i])
				worst = max(worst, d, -d)
				if d > 6 || d < -6 {
					off++
				}
			}
			if off > 0 {
				t.Errorf("scale %v: %d colour values differ by more than 6 (worst %d) between the box in pieces and the box whole", scale, off, worst)
			}
			whole.Deallocate()
			sliced.Deallocate()
			s.Release()
		}
	})
}
