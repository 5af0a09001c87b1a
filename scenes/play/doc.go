// Package play is the play scene every Embers game uses: it applies moves
// through the game.Session, plays the resulting events one at a time on the
// game's Board (locking board input until the queue is empty; any key or
// click skips), runs the AI seats in a goroutine with a pause so people can
// follow, keeps the public log, shows a "pass to" screen between human
// seats in hot-seat play and draws the side panel frame: whose turn, the
// seats' rows, the teaching cards (a hint, "While you waited", "Why not?")
// and the log.
//
// The boards and everything they build on (the Board interface and its
// optional parts, the board registry, the board kit) live in scenes/kit,
// which knows nothing of this package; the scene finds a game's board
// with kit.BoardFor and asks it for the optional parts (kit.Pacer,
// kit.Looker, kit.HintBoard ...) by type assertion. A tutorial steers the
// scene through a Director.
package play
