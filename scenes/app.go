package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"
)

// App is the ebiten.Game of the window: it shows the current scene at the
// fixed logical size and turns the keys every scene shares into actions.
type App struct {
	Scene Scene
}

// Update quits on Esc, else advances the scene.
func (a *App) Update() error {
	if inpututil.IsKeyJustPressed(ebiten.KeyEscape) {
		return ebiten.Termination
	}
	return a.Scene.Update()
}

// Draw paints the scene.
func (a *App) Draw(screen *ebiten.Image) { a.Scene.Draw(screen) }

// Layout fixes the logical screen; Ebitengine scales it to the window.
func (a *App) Layout(int, int) (int, int) { return Width, Height }
