package scenes

import (
	"image/color"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"embers/scenes/play/playtest"
	"embers/scenes/ui"
)

// TestTextIsMeasuredAsDrawn: at the scale the window draws at (854 x 480
// here), ui.Measure gives the width the text really takes, to a pixel or
// two, so text wrapped to a card stays in the card at any window size.
func TestTextIsMeasuredAsDrawn(t *testing.T) {
	t.Cleanup(func() { ui.SetTextScale(1) })
	const line = "The corridors run between the halls. Servants may stand in them"
	face := ui.Face{Size: 17}
	for _, scale := range []float64{854.0 / 1280, 1, 1.5} {
		ui.SetTextScale(scale)
		want, _ := ui.Measure(line, face)
		playtest.OnUI(t, func() {
			img := ebiten.NewImage(int(Width*scale), 60)
			defer img.Deallocate()
			ui.NewCanvas(img, scale).Text(line, face, 0, 10, ui.Start, color.White)
			pix := make([]byte, 4*img.Bounds().Dx()*img.Bounds().Dy())
			img.ReadPixels(pix)
			right := 0
			for i := 3; i < len(pix); i += 4 {
				if x := (i / 4) % img.Bounds().Dx(); pix[i] > 40 && x > right {
					right = x
				}
			}
			if got := float64(right+1) / scale; got > want+2 || got < want-4 {
				t.Errorf("at scale %.2f the line is drawn %.1f wide, measured %.1f", scale, got, want)
			}
		})
	}
}
