package scenes

import (
	"math"
	"sync"

	"github.com/hajimehoshi/ebiten/v2"
)

var (
	backdropOnce sync.Once
	backdropImg  *ebiten.Image
)

// backdrop is the warm background, painted once: near-black smoke at the
// top, a deep red glow rising from a bed of coals at the bottom.
func backdrop() *ebiten.Image {
	backdropOnce.Do(func() { backdropImg = newBackdrop() })
	return backdropImg
}

func newBackdrop() *ebiten.Image {
	pix := make([]byte, 4*Width*Height)
	for y := range Height {
		v := float64(y) / Height // 0 top .. 1 bottom
		for x := range Width {
			dx := (float64(x) - Width/2) / (Width * 0.6)
			dy := (float64(y) - Height*1.05) / (Height * 0.75)
			glow := math.Max(0, 1-math.Sqrt(dx*dx+dy*dy)) // the coals' glow
			glow *= glow
			r := 14 + 30*v + 150*glow
			g := 8 + 8*v + 48*glow
			b := 7 + 4*v + 12*glow
			i := 4 * (y*Width + x)
			pix[i], pix[i+1], pix[i+2], pix[i+3] = clamp8(r), clamp8(g), clamp8(b), 255
		}
	}
	img := ebiten.NewImage(Width, Height)
	img.WritePixels(pix)
	return img
}

func clamp8(v float64) byte {
	return byte(math.Max(0, math.Min(255, v)))
}
