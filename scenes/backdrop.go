package scenes

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"embers/scenes/ui"
)

var (
	backdropImg *ebiten.Image
	backdropAt  int // the frame that last drew it
	frameSerial int // frames the App has drawn
)

// backdrop is the warm background of the menus, painted when first wanted:
// near-black smoke at the top, a deep red glow rising from a bed of coals
// at the bottom. It is let go of while no menu draws it (a board is up),
// see releaseIdleBackdrop.
func backdrop() *ebiten.Image {
	if backdropImg == nil {
		backdropImg = newBackdrop()
	}
	backdropAt = frameSerial
	return backdropImg
}

// backdropFrames is how many frames may go by without the backdrop before
// it is freed (a board needs none of it; a menu paints it again in a few
// hundredths of a second).
const backdropFrames = 30

// releaseIdleBackdrop frees the backdrop when the last backdropFrames
// frames did not draw it, and counts the frame.
func releaseIdleBackdrop() {
	frameSerial++
	if backdropImg != nil && frameSerial-backdropAt > backdropFrames {
		backdropImg.Deallocate()
		backdropImg = nil
	}
}

// backdropScale is how many logical pixels one pixel of the backdrop
// covers: a gradient this smooth drawn at half the size and stretched
// with a linear filter looks the same, for a quarter of the work and the
// memory (2 MB of texture, where the full size took 8).
const backdropScale = 2

// drawBackdrop paints the backdrop over the whole screen.
func drawBackdrop(c *ui.Canvas) {
	op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
	op.GeoM.Scale(backdropScale, backdropScale)
	c.DrawImage(backdrop(), op)
}

func newBackdrop() *ebiten.Image {
	const w, h = Width / backdropScale, Height / backdropScale
	pix := make([]byte, 4*w*h)
	for py := range h {
		y := (float64(py) + 0.5) * backdropScale
		v := y / Height // 0 top .. 1 bottom
		for px := range w {
			x := (float64(px) + 0.5) * backdropScale
			dx := (x - Width/2) / (Width * 0.6)
			dy := (y - Height*1.05) / (Height * 0.75)
			glow := math.Max(0, 1-math.Sqrt(dx*dx+dy*dy)) // the coals' glow
			glow *= glow
			r := 14 + 30*v + 150*glow
			g := 8 + 8*v + 48*glow
			b := 7 + 4*v + 12*glow
			i := 4 * (py*w + px)
			pix[i], pix[i+1], pix[i+2], pix[i+3] = clamp8(r), clamp8(g), clamp8(b), 255
		}
	}
	img := ui.NewLayer(w, h)
	img.WritePixels(pix)
	return img
}

func clamp8(v float64) byte {
	return byte(math.Max(0, math.Min(255, v)))
}
