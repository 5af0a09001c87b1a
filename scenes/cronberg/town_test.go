package cronberg

import (
	"image"
	"path/filepath"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	cb "embers/rules/cronberg"
	"embers/scenes/play/playtest"
	"embers/scenes/ui"
)

// TestPictureOfTheTown paints the empty town alone.
func TestPictureOfTheTown(t *testing.T) {
	for _, scale := range []float64{1, 2} {
		name := "town.png"
		if scale != 1 {
			name = "town-zoom.png"
		}
		img := townPicture(t, scale)
		if scale != 1 { // the board alone
			img = img.SubImage(image.Rect(40, 40, 1400, 1400)).(*image.RGBA)
		}
		if err := playtest.WritePNG(filepath.Join(playtest.ShotDir(t), name), img); err != nil {
			t.Fatal(err)
		}
	}
}

func townPicture(t *testing.T, scale float64) *image.RGBA {
	var img *image.RGBA
	playtest.OnUI(t, func() {
		w, h := int(ui.Width*scale), int(ui.Height*scale)
		dst := ebiten.NewImage(w, h)
		defer dst.Deallocate()
		c := ui.NewCanvas(dst, scale)
		town.Draw(c)
		for i, t := range []int{0, 9, 20, 30, 44, 60, 70} {
			u := cb.TriangleNeighbours(t)[0]
			mid, o := pairShape(t, u)
			paintTile(c, mid.X, mid.Y, []int{21, 2, 3, 7, 24, 13, 8}[i], o, 1)
		}
		paintBack(c, pileSpot.X, pileSpot.Y, 1, 0.8)
		paintTile(c, handSpot.X, handSpot.Y, 26, 1, 0.8)
		img = image.NewRGBA(image.Rect(0, 0, w, h))
		dst.ReadPixels(img.Pix)
	})
	return img
}
