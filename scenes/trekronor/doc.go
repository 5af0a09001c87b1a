// Package trekronor draws Tre Kronor Infernum's castle for the play scene:
// the nine stone halls with their doors, the corridors and courtyard, the
// wells and buckets, servants, fire, ash and face-down markers, every
// event animated, and the person's turn (legal targets lit, illegal ones
// explained by the rules). It registers itself with the board kit (scenes/kit).
//
// The Board embeds the board kit (kit.Kit: the animation slot, marks,
// highlights, hints, the pick and its refusals, the chooser, the keyboard's
// focus, the common animations); this package adds the castle's own
// layout, drawing and gestures. The files by concern:
//
//	board.go, model.go     the Board: what it shows (a copy of a view that events change)
//	layout.go              where squares, halls, wells and panel spots are (on a kit.Grid)
//	static.go              the castle itself, painted once into an image, and its colours
//	tokens.go, fx.go       fire, ash, servants, markers, cards, light: cached sprites
//	anim.go, anim_fire.go  one animation per event kind, counted in ticks, and their sounds
//	input.go, menu.go,     the person's turn: pointing, clicking, a hall's choices,
//	keys.go, controls.go   the keyboard, the spread buttons (a list of kit.Button)
//	targets.go             legal targets lit
//	highlight.go,          the castle's places for the tutorial's outlines and the
//	hintmark.go            hint's mark
//	panel.go               each seat's supplies, the danger meter and the pile, and
//	                       which of them lies under the mouse (the rules say what it is)
//	warm.go                sprites prepared before the first move
//
// To look at the board (early, after 40 moves, the end, a person's turn,
// mid-animation, the handoff), write the test pictures to a folder:
//
//	EMBERS_SHOTS=/tmp/shots xvfb-run -a go test ./scenes/trekronor -run Picture
package trekronor

import (
	"embers/game"
	"embers/scenes/kit"
)

func init() {
	kit.Register("trekronor", func(s *game.Session) kit.Board { return New(s) }, tables...)
}
