package trekronor

import "embers/rules/games"

// The castle registers itself; scenes/catalog brings it into the program.
func init() {
	games.Register(Game, "A castle is burning. Chain servants from the wells to douse the halls, and lay markers to save its treasures, or to steal them.")
}
