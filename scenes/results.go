package scenes

import (
	"embers/game"
	"embers/scenes/ui"
)

func newResults(app *App, s *game.Session) ui.Scene {
	return ui.NewDialog("The end", "", ui.Choice{Label: "Title", Primary: true})
}
