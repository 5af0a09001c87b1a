// Package play is the play scene every Embers game uses: it applies moves
// through the game.Session, plays the resulting events one at a time on the
// game's Board (locking board input until the queue is empty; any key or
// click skips), runs the AI seats in a goroutine with a pause so people can
// follow, keeps the public log, shows a "pass to" screen between human
// seats in hot-seat play and draws the side panel frame.
//
// Every board is built on the board kit, Kit (kit*.go, chooser.go, track.go,
// grid.go, geom.go, fx.go): a board embeds it, gives it its Layers (what
// it draws under and over the pieces, its targets, pick and end card, how
// an event animates, how a place is outlined and labelled) and declares
// the rectangle it fills. The kit answers the rest of Board: the
// animation slot, last-move marks, banner, highlights, the hint's mark,
// the pick (a refusal explained after a click only), the legal moves
// sorted by the places they name (Targets), the chooser, the
// keyboard's focus, the common animations and shapes, the score track.
//
// Each game registers its Board in an init function:
//
//	func init() { play.Register("trekronor", func(s *game.Session) play.Board { return New(s) }) }
//
// and scenes/catalog imports every board package for that side effect:
// the one line a game adds outside its own folders.
package play
