//go:build testgame

package catalog

// The test game, only in a build with the tag testgame: a sixth game added
// in its own folders, which every test over all games then checks
// (go test -tags testgame ./rules/games/ ./scenes/catalog/ ...; see
// docs/adding-a-game.md, "The test game"). The program never includes it.
import _ "embers/scenes/testgames/kindling" // Kindling
