package ui

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"
)

// NewLayer makes a large picture kept whole (a board at rest, the title's
// backdrop, a copy of the screen): a texture of its own, exactly its size.
// Ebitengine packs ordinary images into shared atlases that grow by
// doubling and never shrink; a few screen-sized pictures packed among the
// sprites grew one to 16384 x 1024 pixels (64 MB), and a closed scene's
// pictures stayed in it. A layer's memory is freed when it is
// deallocated.
func NewLayer(w, h int) *ebiten.Image {
	return ebiten.NewImageWithOptions(image.Rect(0, 0, w, h), &ebiten.NewImageOptions{Unmanaged: true})
}

// Flush has Ebitengine carry out every drawing queued so far, by reading
// one pixel of img back. Ebitengine queues a frame's drawing and keeps the
// queue's memory at the size of the largest frame ever queued: a board's
// first frame, which paints all its sprites at once (vector paths cost
// thousands of triangles each), grew it to 10-15 MB for the rest of the
// run. A painter that queues a lot outside the frame's own drawing
// (Sprites) flushes now and then, so the queue stays small.
func Flush(img *ebiten.Image) {
	var px [4]byte
	img.SubImage(image.Rect(0, 0, 1, 1)).(*ebiten.Image).ReadPixels(px[:])
}
