package burnttoashes

import "embers/rules/games"

// The game registers itself (rules only this wave); scenes/catalog brings
// it into the program.
func init() {
	games.Register(Game, "A dragon burns the provinces: hold it back together, or make sure you lose the least.")
}
