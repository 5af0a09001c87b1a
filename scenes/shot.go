package scenes

import (
	"fmt"
	"image"
	"image/png"
	"os"

	"github.com/hajimehoshi/ebiten/v2"
)

// Shot is an ebiten.Game that lets a scene run for some ticks, then draws
// it offscreen at the logical size, writes the pixels to a PNG and ends.
type Shot struct {
	Scene  Scene
	Ticks  int    // ticks to run before the picture is taken
	Path   string // where the PNG goes
	ticked int
	done   bool
	err    error
}

// Err is the error of writing the picture, if any, once RunGame returned.
func (s *Shot) Err() error { return s.err }

// Update advances the scene and ends the game once the picture is taken.
func (s *Shot) Update() error {
	if s.done {
		return ebiten.Termination
	}
	s.ticked++
	return s.Scene.Update()
}

// Draw shows the scene and, after enough ticks, takes the picture.
func (s *Shot) Draw(screen *ebiten.Image) {
	s.Scene.Draw(screen)
	if s.done || s.ticked < s.Ticks {
		return
	}
	off := ebiten.NewImage(Width, Height)
	defer off.Deallocate()
	s.Scene.Draw(off)
	img := image.NewRGBA(image.Rect(0, 0, Width, Height))
	off.ReadPixels(img.Pix)
	s.err = writePNG(s.Path, img)
	s.done = true
}

// Layout fixes the logical screen.
func (s *Shot) Layout(int, int) (int, int) { return Width, Height }

func writePNG(path string, img image.Image) error {
	f, err := os.Create(path)
	if err != nil {
		return fmt.Errorf("cannot write the picture: %w", err)
	}
	if err := png.Encode(f, img); err != nil {
		f.Close()
		return fmt.Errorf("cannot write the picture to %s: %w", path, err)
	}
	return f.Close()
}
