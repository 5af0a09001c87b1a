// Package cronberg draws Cronberg's burnt town for the play scene: the
// hexagonal walls with the score track round them, the castle hill, the
// triangles with their parks, guards and coats of arms, the streets and
// crossings, the building tiles with their four corner values, the tokens
// and score markers; every event animated, and the person's turn (crossings
// and triangles lit, the drawn tile shown where it would lie, illegal
// choices explained by the rules), by mouse or keyboard. It registers
// itself with the board kit (scenes/kit). (highlight.go and hintmark.go, the tutorial's
// and the hint's marks on the town, belong to the teaching work.)
//
// The Board embeds the board kit (kit.Kit, with its kit.Track for the
// score track); this package adds the town's own layout, drawing and
// gestures. The files by concern:
//
//	board.go, model.go          the Board: what it shows (a copy of a view that events change)
//	layout.go                   where crossings, triangles, the track and the pile are
//	static.go                   the town itself, painted once on the CPU into an image
//	tiles.go, pieces.go, icons.go  tiles, tokens, markers, lights: cached sprites
//	anim*.go                    one animation per event kind, counted in ticks
//	input.go, controls.go       the person's turn: pointing, clicking, the buttons, what a
//	                            crossing, pair or triangle under the mouse means
//	keys.go                     the keyboard: arrows, Tab, Enter, D and P
//	targets.go                  legal targets lit
//	highlight.go, hintmark.go   the town's places for the tutorial's outlines and the hint
//	panel.go                    each seat's tokens and points, the pile and a legend
//	warm.go                     sprites prepared before the first move
//
// To look at the board, write the test pictures to a folder:
//
//	EMBERS_SHOTS=/tmp/shots xvfb-run -a go test ./scenes/cronberg -run Picture
package cronberg

import (
	"embers/game"
	"embers/scenes/kit"
)

func init() {
	kit.Register("cronberg", func(s *game.Session) kit.Board { return New(s) }, tables...)
}
