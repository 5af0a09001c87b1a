package scenes

import (
	"embers/scenes/ui"
)

func newNewGame(app *App) ui.Scene {
	return ui.NewDialog("New game", "", ui.Choice{Label: "Title", Primary: true})
}
