// Package scenes holds the Ebitengine scenes of the window. For now there is
// one: the title. Scenes draw at a fixed logical size (Width x Height) that
// Ebitengine scales to the window, and count animation in ticks (60 a second).
package scenes

import "github.com/hajimehoshi/ebiten/v2"

// The logical screen size every scene draws at.
const (
	Width  = 1280
	Height = 720
)

// Scene is one screen of the program.
type Scene interface {
	// Update advances the scene by one tick (1/60 s).
	Update() error
	// Draw paints the scene on a Width x Height screen.
	Draw(screen *ebiten.Image)
}
