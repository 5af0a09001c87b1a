package cronberg

import (
	"image/color"

	cb "embers/rules/cronberg"
	"embers/scenes/kit"
	"embers/scenes/ui"
)

type iconKey struct{ k cb.Kind }

// icon draws a special triangle's kind, small, for the panel's legend.
func (b *Board) icon(c *ui.Canvas, k cb.Kind, x, y float64) {
	b.Spr.Draw(c, iconKey{k}, x, y, 24, 22, func(c *ui.Canvas, cx, cy float64) {
		kit.PaintRaster(c, cx, cy, 24, 22, func(r *ui.Raster) {
			base := map[cb.Kind]color.RGBA{cb.Park: parkGreen, cb.Guard: guardRed, cb.Coat: coatBlue}[k]
			r.Poly(base, pt{X: 12, Y: 1}, pt{X: 23, Y: 21}, pt{X: 1, Y: 21})
			iconAt(r, k, 12, 14, 0.62)
		})
	})
}
