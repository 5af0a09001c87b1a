// Package kindling is Kindling, the smallest game with a board: two players
// take turns over a row of five logs, lighting a cold log (it burns in their
// colour) or smothering one of the other player's burning logs (it falls to
// ash). When no cold log is left, each player scores their burning logs; the
// most wins, and a tie is shared.
//
// Kindling is a test game. It is built only with the build tag testgame
// (scenes/catalog/testgame.go): it proves that a game added in its own
// folders (rules/testgames/kindling, scenes/testgames/kindling, its rules
// reference and tutorial in assets) runs through every test over all games
// with no edit elsewhere (docs/adding-a-game.md).
//
// A game in notation, seat 0 first:
//
//	light 3      seat 0 lights the middle log
//	light 2      seat 1 lights the log beside it
//	smother 2    seat 0 smothers seat 1's log: ash
//	light 1
//	light 4
//	light 5      no cold log is left: seat 0 has logs 3 and 4, seat 1 logs 1
//	             and 5, a tie shared by both
package kindling
