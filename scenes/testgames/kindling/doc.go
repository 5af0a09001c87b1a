// Package kindling draws Kindling, the test game of rules/testgames/kindling:
// a hearth with five logs in a row, each cold, burning in a seat's colour or
// ash. A person lights or smothers a log by clicking it (or with the arrow
// keys and Enter); each event is animated (a flame rising, smoke, the end
// told over the hearth). It is built on the board kit and registers itself
// with it (scenes/kit).
//
// It is in the program only in a build with the tag testgame
// (scenes/catalog/testgame.go), where every test over all games checks it
// as a sixth game.
//
//	board.go      the Board, its model and its drawing
//	layout.go     where the logs lie, as the kit's shapes
//	anim.go       one animation per event payload
//	input.go      the person's turn: the logs lit, clicks and keys, the prompt
//	panel.go      each seat's burning logs and the cold logs left
//	suite.go, boardhooks.go   the tables and hooks of the shared board suite
package kindling

import (
	"embers/game"
	kd "embers/rules/testgames/kindling"
	"embers/scenes/kit"
)

func init() {
	kit.Register(kd.ID, func(s *game.Session) kit.Board { return New(s) }, tables...)
}
