// Package catalog is the one place a game is registered in Embers: one line
// per game. Importing a game's board package brings in its board (which
// registers with scenes/kit), its rules (which register with rules/games,
// with the game's line for the menus) and, by its id, its tutorial script
// and rules reference in assets. A game whose board is still to come is
// imported as rules only: sim, the console and the harness play it and the
// menus show it as coming; its board's import replaces that line.
// A game not written at all yet is listed with games.Coming.
// docs/adding-a-game.md walks through it.
package catalog

import (
	_ "embers/scenes/burnttoashes" // Burnt to Ashes
	_ "embers/scenes/cronberg"     // Cronberg
	_ "embers/scenes/crownofash"   // Crown of Ash
	_ "embers/scenes/fireaxe"      // Fire & Axe: A Viking Saga
	_ "embers/scenes/trekronor"    // Tre Kronor Infernum
)
