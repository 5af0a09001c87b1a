package scenes

import (
	"image"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"embers/scenes/play/playtest"
)

// TestLetterboxDrawsBarsAndTheSceneInside draws the App on a 1280x800
// screen: 40-pixel bars above and below, the scene between them.
func TestLetterboxDrawsBarsAndTheSceneInside(t *testing.T) {
	a, _ := testApp(t)
	settle(t, a)
	playtest.OnUI(t, func() {
		a.LayoutF(1280, 800)
		if a.view.scale != 1 || a.view.y != 40 {
			t.Fatalf("viewport %v at y %v", a.view, a.view.y)
		}
		screen := ebiten.NewImage(1280, 800)
		defer screen.Deallocate()
		a.Draw(screen)
		img := image.NewRGBA(image.Rect(0, 0, 1280, 800))
		screen.ReadPixels(img.Pix)
		for _, y := range []int{5, 35, 765, 795} {
			if c := img.RGBAAt(640, y); c != letterbox {
				t.Errorf("row %d is %v, want the bar colour %v", y, c, letterbox)
			}
		}
		scene := img.SubImage(image.Rect(0, 40, 1280, 760)).(*image.RGBA)
		if colours, bright := colourCount(scene); colours < 60 || bright < 1000 {
			t.Errorf("inside the bars: %d colours, %d bright pixels; the title is missing", colours, bright)
		}
	})
}
