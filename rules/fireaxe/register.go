package fireaxe

import "embers/rules/games"

// The game registers itself; scenes/catalog brings it into the program.
func init() {
	games.Register(Game, "Viking longboats trade, raid and settle across Europe, and the boldest sagas win.")
}
