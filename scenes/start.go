package scenes

import (
	"embers/game"
	"embers/scenes/play"
	"embers/scenes/ui"

	_ "embers/scenes/catalog" // every game: its rules, its board and its line on the menus
)

// playScene is the board scene of a session.
func playScene(app *App, s *game.Session) ui.Scene { return boardScene(app, s, false) }

// boardScene is the board of a session; still keeps the AI seats from
// moving and finishes every animation (pictures).
func boardScene(app *App, s *game.Session, still bool) ui.Scene {
	return play.NewWith(app, s, play.Options{Instant: still, NoAI: still})
}
