// Package kit is what every Embers board is built on: the Board interface
// the play scene (scenes/play) drives and the optional interfaces it asks
// a board for (board.go, optional.go), the board registry (Register,
// Registered, Suites, BoardFor) and the board kit, Kit (kit*.go,
// chooser*.go, track.go, grid.go, geom.go, fx.go, shape*.go, sprites.go):
// a board embeds it, gives it its Layers (what it draws under and over the
// pieces, its targets, pick and end card, how an event animates, how a
// place is outlined and labelled) and declares the rectangle it fills. The
// kit answers the rest of Board: the animation slot, last-move marks,
// banner, highlights, the hint's mark, the pick (a refusal explained after
// a click only), the legal moves sorted by the places they name (Targets),
// the chooser, the keyboard's focus, the common animations and shapes, the
// score track.
//
// Each game registers its Board in an init function:
//
//	func init() { kit.Register("trekronor", func(s *game.Session) kit.Board { return New(s) }) }
//
// and scenes/catalog imports every board package for that side effect:
// the one line a game adds outside its own folders. The kit knows nothing
// of the play scene: a board imports this package, never scenes/play
// (TestRoomsImportOnlyWhatTheyMayKnow in the repository's root checks it).
package kit
