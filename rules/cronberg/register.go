package cronberg

import "embers/rules/games"

// The town registers itself; scenes/catalog brings it into the program.
func init() {
	games.Register(Game, "Rebuild a burnt town with rhombus tiles on a triangle grid; tokens score where the roads cross.")
}
