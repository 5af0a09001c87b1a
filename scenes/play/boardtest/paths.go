package boardtest

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"embers/scenes/play/playtest"
	"embers/scenes/ui"
)

// pathBudget is the most vector paths a board's frame at rest may send.
// Each batch of paths (they batch until text or an image is drawn over
// them) clears Ebitengine's stencil atlas and renders it, which a software
// renderer feels: Crown of Ash's board at 73 paths drew a frame in 140 ms
// of llvmpipe, at 39 in less. The worst board today sends 39
// (docs/speed.md, "Vector paths in a frame").
const pathBudget = 48

// paths checks what a frame of the board at rest mid-game sends to the
// vector paths, at scale 1 and 1.5: at most pathBudget paths and none
// wider or taller than ui.MaxPathSide real pixels (a large path grows the
// atlas that every later batch clears, for good). Counted, not timed.
func paths(t *testing.T, gameID string, o Options) {
	_, sc, _ := stillWith(t, gameID, o.Variant, seats(o.Players, 1), 1, o.MidMoves)
	defer sc.Close()
	for _, scale := range []float64{1, 1.5} {
		playtest.OnUI(t, func() {
			img := ebiten.NewImage(int(ui.Width*scale), int(ui.Height*scale))
			defer img.Deallocate()
			sc.Draw(ui.NewCanvas(img, scale)) // the first frame at a scale paints the caches
			ui.CountPaths()
			sc.Draw(ui.NewCanvas(img, scale))
			n, widest := ui.PathsSent()
			ui.StopCountingPaths()
			if n > pathBudget {
				t.Errorf("scale %v: a frame at rest sends %d vector paths, more than %d", scale, n, pathBudget)
			}
			if widest > ui.MaxPathSide {
				t.Errorf("scale %v: a frame at rest sends a vector path %d pixels across, more than %d", scale, widest, ui.MaxPathSide)
			}
			t.Logf("scale %v: %d paths, the widest %d pixels", scale, n, widest)
		})
	}
}
