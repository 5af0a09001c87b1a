// Package burnttoashes draws Burnt to Ashes for the play scene, on the
// board kit: the kingdom's 24 provinces as a ring of four dragon paths
// (each with its coat of arms, its stack of city tiles and its knight,
// sword, shield and attack marker), the dragon in the centre with its
// seven wounds, the four dragon tiles and the pawn, the offering table,
// the followers and a knight's fight card by card. It registers itself
// with the board kit (scenes/kit).
//
// The files by concern:
//
//	board.go, model.go   the Board and what it shows (a copy of the rules' Look)
//	layout.go            where every place of the rules lies (shapes)
//	kingdom.go           the provinces and their pieces
//	centre.go            the dragon, its tiles, the offering and the fight
//	panel.go             each seat's row
//	status.go            the kingdom's danger and, together, the team score
//	input.go, controls.go the person's turn: places, buttons, keys
//	order.go             a stack put in order a tile at a time, in words
//	anim.go, anim_pieces.go the events' animations: a type switch on the
//	                     rules' payloads (ba.Claimed, ba.Markers, ba.Turned ...)
//	pace.go              how long the computer's moves and each kind of event last
//	offer_final.go       why the offering is final, as the tile turns
//
// To look at the board, write the test pictures to a folder:
//
//	EMBERS_SHOTS=/tmp/shots xvfb-run -a go test ./scenes/burnttoashes -run Picture
package burnttoashes

import (
	"embers/game"
	"embers/scenes/kit"
)

func init() {
	kit.Register("burnttoashes", func(s *game.Session) kit.Board { return New(s) }, tables...)
}
