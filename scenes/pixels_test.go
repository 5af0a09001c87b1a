package scenes

import "image"

// colourCount counts distinct colours (coarsely) and bright, warm pixels.
func colourCount(img *image.RGBA) (colours, bright int) {
	seen := map[[3]uint8]bool{}
	b := img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y += 2 {
		for x := b.Min.X; x < b.Max.X; x += 2 {
			i := img.PixOffset(x, y)
			r, g, bl := img.Pix[i], img.Pix[i+1], img.Pix[i+2]
			seen[[3]uint8{r >> 3, g >> 3, bl >> 3}] = true
			if r > 200 && g > 120 {
				bright++
			}
		}
	}
	return len(seen), bright
}
