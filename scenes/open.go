package scenes

import (
	"fmt"

	"embers/game"
	"embers/saves"
	"embers/scenes/ui"
)

// Open shows a named scene at once, without a fade, for pictures and
// tests: title, newgame, settings, continue (the games in progress), board, handoff, pause or results. The
// last four need a session. still keeps the board at rest (no AI moves,
// animations finished); without it the AI seats play on.
func (a *App) Open(name string, s *game.Session, still bool) error {
	var sc ui.Scene
	var over ui.Scene
	switch name {
	case "title":
		sc = newTitle(a)
	case "newgame":
		sc = newNewGame(a)
	case "settings":
		sc = newSettings(a, false)
	case "continue":
		st, err := saves.DefaultStore()
		if err != nil {
			return err
		}
		sc = newInProgress(a, st)
	case "board", "handoff", "pause", "results", "rules": // rules: the board, with the reference pushed over it
		if s == nil {
			return fmt.Errorf("the %s scene needs a game", name)
		}
		sc = boardScene(a, s, still)
		switch name {
		case "pause":
			over = newPause(a, s, func() {})
		case "results":
			sc = newResults(a, s)
		}
	default:
		return fmt.Errorf("there is no scene %q", name)
	}
	a.stack, a.next, a.fade = []ui.Scene{sc}, nil, 0
	if over != nil {
		a.Push(over)
	}
	return nil
}

// Show makes sc the only scene, at once, without a fade (tests, playcheck).
func (a *App) Show(sc ui.Scene) { a.stack, a.next, a.fade = []ui.Scene{sc}, nil, 0 }
