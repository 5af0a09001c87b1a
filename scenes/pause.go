package scenes

import (
	"embers/game"
	"embers/scenes/ui"
)

func newPause(app *App, s *game.Session, changed func()) ui.Scene {
	return ui.NewDialog("Paused", "", ui.Choice{Label: "Resume", Primary: true})
}
