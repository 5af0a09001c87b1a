package fireaxe

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"embers/scenes/play/playtest"
	"embers/scenes/ui"
)

// BenchmarkCutSea is the work done once per canvas scale to give each pixel
// of water its space (scale 1 and 2).
func BenchmarkCutSea(b *testing.B) {
	m := testMap(b)
	for _, scale := range []float64{1, 2} {
		b.Run(map[float64]string{1: "scale1", 2: "scale2"}[scale], func(b *testing.B) {
			for b.Loop() {
				cutSea(m.a, m.land, m.chart, scale)
			}
		})
	}
}

// BenchmarkPaintMap is the whole still map painted on the CPU at scale 1:
// the cells, the water, the land, rivers and ports (the text is the GPU's).
func BenchmarkPaintMap(b *testing.B) {
	m := testMap(b)
	for b.Loop() {
		m.paint(ui.NewRaster(ui.Width, ui.Height, 1))
	}
}

// BenchmarkDrawMap is a frame's cost of the map once painted: one image
// drawn (the first, painting, draw is outside the timing).
func BenchmarkDrawMap(b *testing.B) {
	m := testMap(b)
	playtest.OnUI(b, func() {
		dst := ebiten.NewImage(ui.Width, ui.Height)
		defer dst.Deallocate()
		c := ui.NewCanvas(dst, 1)
		m.Draw(c)
		b.ResetTimer()
		for b.Loop() {
			m.Draw(c)
		}
	})
}
