package scenes

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"embers/scenes/kit"
	"embers/scenes/ui"
)

// tipScene draws a tooltip where the mouse last rested, as a board does.
type tipScene struct{ x float64 }

func (s *tipScene) Update(ui.App) error { return nil }
func (s *tipScene) Draw(c *ui.Canvas) {
	kit.Tooltip(c, s.x, 200, "Not open to you now: click to see why", kit.QuietColour)
}

// TestNoTooltipUnderAMenu: a scene with a menu opened over it (the board
// under the pause menu) shows no tooltip; the mouse is on the menu. Only
// the top scene's tip is drawn.
func TestNoTooltipUnderAMenu(t *testing.T) {
	a, _ := testApp(t)
	a.stack = []ui.Scene{&tipScene{x: 200}, &tipScene{x: 700}}
	img := ebiten.NewImage(Width, Height)
	defer img.Deallocate()
	c := ui.NewCanvas(img, 1)
	var hits ui.Hits
	c.Hits = &hits
	a.render(c)
	tips := hits.Tips()
	if len(tips) != 1 || tips[0].X < 600 {
		t.Fatalf("tooltips drawn %v, want one, the top scene's (beside x 700)", tips)
	}
	if c.Under {
		t.Error("the canvas is left marked as under a menu")
	}
}
