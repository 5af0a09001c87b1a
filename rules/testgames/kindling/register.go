package kindling

import "embers/rules/games"

// Kindling registers itself; the test build's catalog line brings it in.
func init() {
	games.Register(Game, "Two players light and smother five logs; the most logs burning in your colour wins.")
}
