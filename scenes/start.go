package scenes

import (
	"embers/game"
	"embers/scenes/ui"
)

// playScene is the board scene of a session; still keeps the AI seats
// from moving and finishes every animation (pictures).
func playScene(app *App, s *game.Session) ui.Scene { return boardScene(app, s, false) }

// boardScene is the board of a session. Until the board scenes are wired
// in, it is the title with a note.
func boardScene(app *App, s *game.Session, still bool) ui.Scene {
	t := newTitle(app)
	t.problem = "The board scene is not part of this build yet."
	return t
}
