// Package crownofash draws Crown of Ash for the play scene on the board
// kit, in the game's own look of ash, bone and old gold: the six regions
// round the citadel with their structure stacks, control tokens,
// defenders and worker spaces; the round tracker and the turn order; the
// AI deck's die, action cards and combat cards; the battle with both
// combat cards and the die; the fighter display, the tier decks, the
// structure row and stack; the gold, build and refresh spaces; the hand
// tray (the viewer's fighters, combat cards and graveyard) and each lord's
// mat in the panel. It registers itself with the board kit (scenes/kit).
//
// The files by concern:
//
//	board.go, model.go      the Board: what it shows (a copy of a view that events change)
//	layout.go, shapes.go    where every place of the rules lies
//	static.go               the map at rest, painted once
//	pieces.go               fighters, tiles, minions, tokens, cards
//	panel.go                each lord's mat, the shared status
//	anim.go                 the events' animations: a type switch on the rules'
//	                        payloads; a move's last event ends on the position the
//	                        move leaves, told by the play scene (kit.MoveEnder)
//	anim_diff.go            what changed between two positions, flying into place
//	input.go, keys.go, controls.go  the person's turn by mouse and keys
package crownofash

import (
	"embers/game"
	"embers/scenes/kit"
)

func init() {
	kit.Register("crownofash", func(s *game.Session) kit.Board { return New(s) }, tables...)
}
