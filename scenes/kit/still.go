package kit

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"embers/scenes/ui"
)

// Still is a board's picture at rest (ground, walls, rooms, their names):
// it never changes, so it is painted once per canvas scale — the shapes on
// the CPU with Paint (see ui.Raster for why), then the text on the GPU with
// Text — and drawn from that image every frame.
type Still struct {
	Paint func(r *ui.Raster) // the shapes, in logical coordinates
	Text  func(c *ui.Canvas) // the words over them

	img   *ebiten.Image
	scale float64
}

// Draw paints the still picture on c, repainting it first when the
// canvas scale has changed.
func (s *Still) Draw(c *ui.Canvas) {
	scale := RenderScale(c.Scale)
	if s.img == nil || s.scale != scale {
		if s.img != nil {
			s.img.Deallocate()
		}
		w, h := int(math.Ceil(ui.Width*scale)), int(math.Ceil(ui.Height*scale))
		s.img = ui.NewLayer(w, h)
		s.scale = scale
		r := ui.NewRaster(w, h, scale)
		s.Paint(r)
		s.img.WritePixels(r.Pix())
		s.Text(ui.NewCanvas(s.img, scale))
	}
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Scale(1/s.scale, 1/s.scale)
	c.DrawImage(s.img, op)
}
