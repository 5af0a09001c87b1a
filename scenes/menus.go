package scenes

import (
	"embers/game"
	"embers/scenes/play"
	"embers/scenes/ui"
)

// menus builds the shared scenes for the board scenes (ui.Menus).
type menus struct{ app *App }

func (m *menus) Title() ui.Scene    { return newTitle(m.app) }
func (m *menus) Settings() ui.Scene { return newSettings(m.app, true) }

func (m *menus) Pause(s *game.Session, changed func()) ui.Scene {
	return newPause(m.app, s, changed)
}

func (m *menus) Results(s *game.Session) ui.Scene { return newResults(m.app, s) }

func (m *menus) Rules(gameID, section string) ui.Scene { return newRulesRef(m.app, gameID, section) }

var _ play.GameMenus = (*menus)(nil) // the program's menus open the screens over a game
