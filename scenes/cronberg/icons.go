package cronberg

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	cb "embers/rules/cronberg"
	"embers/scenes/ui"
)

// paintRaster paints with the CPU rasteriser into canvas c: a w x h box
// centred on (cx, cy), drawn by paint in logical coordinates (the box's
// top left at 0, 0). Sprites use it for the town's icons.
func paintRaster(c *ui.Canvas, cx, cy, w, h float64, paint func(r *ui.Raster)) {
	pw, ph := int(math.Ceil(w*c.Scale)), int(math.Ceil(h*c.Scale))
	r := ui.NewRaster(pw, ph, c.Scale)
	paint(r)
	img := ebiten.NewImage(pw, ph)
	defer img.Deallocate()
	img.WritePixels(r.Pix())
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Scale(1/c.Scale, 1/c.Scale)
	op.GeoM.Translate(cx-w/2, cy-h/2)
	c.DrawImage(img, op)
}

type iconKey struct{ k cb.Kind }

// icon draws a special triangle's kind, small, for the panel's legend.
func (b *Board) icon(c *ui.Canvas, k cb.Kind, x, y float64) {
	b.Spr.Draw(c, iconKey{k}, x, y, 24, 22, func(c *ui.Canvas, cx, cy float64) {
		paintRaster(c, cx, cy, 24, 22, func(r *ui.Raster) {
			base := map[cb.Kind]color.RGBA{cb.Park: parkGreen, cb.Guard: guardRed, cb.Coat: coatBlue}[k]
			r.Poly(base, pt{X: 12, Y: 1}, pt{X: 23, Y: 21}, pt{X: 1, Y: 21})
			iconAt(r, k, 12, 14, 0.62)
		})
	})
}
