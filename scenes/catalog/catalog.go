// Package catalog is the one place a game is registered in Embers: one line
// per game. Importing a game's board package brings in its board (which
// registers with scenes/play), its rules (which register with rules/games,
// with the game's line for the menus) and, by its id, its tutorial script
// and rules reference in assets. A game not built yet is listed as coming;
// building it replaces its Coming line with the import of its board.
// docs/adding-a-game.md walks through it.
package catalog

import (
	"embers/rules/games"

	_ "embers/rules/crownofash" // Crown of Ash (rules only until its board lands)
	_ "embers/scenes/cronberg"  // Cronberg
	_ "embers/scenes/trekronor" // Tre Kronor Infernum

	_ "embers/rules/burnttoashes" // Burnt to Ashes: rules only until its board lands
)

// The games to come, in the order the menus list them after the built ones.
func init() {
	games.Coming("fireaxe", "Fire & Axe: A Viking Saga", "Viking longboats trade, raid and settle across Europe, and the boldest sagas win.")
}
