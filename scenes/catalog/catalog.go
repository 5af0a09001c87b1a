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

	_ "embers/rules/fireaxe"    // Fire & Axe: A Viking Saga (rules only, the board to come)
	_ "embers/scenes/cronberg"  // Cronberg
	_ "embers/scenes/trekronor" // Tre Kronor Infernum
)

// The games to come, in the order the menus list them after the built ones.
func init() {
	games.Coming("crownofash", "Crown of Ash", "Necromancer lords place workers, raise fighters from the ash and fight for the citadel.")
	games.Coming("burnttoashes", "Burnt to Ashes", "A dragon burns the provinces: hold it back together, or make sure you lose the least.")
}
