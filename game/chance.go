package game

import (
	"errors"

	"embers/rules"
)

// Chance in a match.
//
// When the state reports rules.Chance to move (a die to roll, a card to
// draw), nobody decides: the match asks the state's own generator for the
// outcome (rules.Chancer.Roll) and plays it as a move. The history records
// it like any move, with its notation as saved ("die 3"), seat rules.Chance
// and marked as a reveal, so undo stops there and a save (setup plus moves)
// replays exactly that outcome. A test, a tutorial or the console may
// instead play any outcome by its notation: the outcome is forced.
//
// Who rolls: the window's play scene asks Session.Roll when nothing is
// animating, so the roll is its own event on the board like any move;
// headless players (sim, the console's ai, the harness) roll at once.

// ErrNoChance is returned by Roll when chance is not to move.
var ErrNoChance = errors.New("chance is not to move: a seat decides now")

// Roll resolves chance from the state's own generator and records the
// outcome as a move.
func (m *Match) Roll() ([]rules.Event, error) {
	c, ok := m.State.(rules.Chancer)
	if !ok || m.State.ToMove() != rules.Chance {
		return nil, ErrNoChance
	}
	return m.Play(c.Roll())
}

// Roll resolves chance for the session (see Match.Roll) and autosaves.
func (s *Session) Roll() ([]rules.Event, error) {
	s.Cancel()
	return s.Match.Roll()
}

// ChanceName is how the players see chance's moves in the history and the
// log's headers: the game's own action, no seat's.
const ChanceName = "chance"
