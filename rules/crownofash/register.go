package crownofash

import "embers/rules/games"

// Crown of Ash registers itself; scenes/catalog brings it into the program.
func init() {
	games.Register(Game, "Necromancer lords place workers, raise fighters from the ash and fight for the citadel.")
}
