package fireaxe

import (
	"image/color"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"

	"embers/scenes/ui"
)

// The lit sea spaces tint their whole cell (a disc at the anchor was small
// in the crowded North Sea and covered the longboats and names there): a
// picture of the tint, cut from the cells the map was painted from, made
// again only when the set of lit spaces or the map's picture changes.

// seaTint is the tint picture for a set of spaces.
type seaTint struct {
	img     *ebiten.Image
	spaces  []int     // the spaces tinted, sorted
	painted *seaCells // the cells it was cut from
}

// litSea lights the water pale (a gold tint turned the blue grey and was
// hard to see), premultiplied as Ebitengine's images are (each channel at
// most the alpha: 200, 230, 255 at 80).
var litSea = color.RGBA{63, 72, 80, 80}

// drawTint tints the cells of spaces (atlas indices) over the map, when
// the map's picture is at rest (mid-zoom the cells would not match).
func (m *seaMap) drawTint(c *ui.Canvas, spaces []int) {
	if len(spaces) == 0 || m.cells == nil || m.painted != m.chart {
		return
	}
	slices.Sort(spaces)
	t := &m.tint
	if t.img == nil || t.painted != m.cells || !slices.Equal(t.spaces, spaces) {
		m.cutTint(spaces)
	}
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(float64(m.cells.x0), float64(m.cells.y0))
	op.GeoM.Scale(1/m.scale, 1/m.scale)
	c.DrawImage(t.img, op)
}

// cutTint paints the tint picture of spaces from the map's cells.
func (m *seaMap) cutTint(spaces []int) {
	s, t := m.cells, &m.tint
	if t.img != nil {
		t.img.Deallocate()
	}
	pix := make([]byte, s.w*s.h*4)
	for i, o := range s.owner {
		if o >= 0 && slices.Contains(spaces, int(o)) {
			pix[i*4], pix[i*4+1], pix[i*4+2], pix[i*4+3] = litSea.R, litSea.G, litSea.B, litSea.A
		}
	}
	t.img = ebiten.NewImage(s.w, s.h)
	t.img.WritePixels(pix)
	t.spaces, t.painted = slices.Clone(spaces), s
}
