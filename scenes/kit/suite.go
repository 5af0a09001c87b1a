package kit

import "time"

// Suite is one table at which the shared board suite
// (scenes/play/boardtest) checks a board: how many seats, which options,
// which games it plays, and what those games must show. A board registers
// its tables with itself (Register); the suite runs for every registered
// board, so none can leave it out. The zero Suite is the defaults: one
// game of each kind at the game's smallest count plus one.
type Suite struct {
	// Players seats the games (default: the game's smallest count plus
	// one, within its range).
	Players int
	// Variant chooses the game's options for every game the suite plays
	// (a Setup.Variant: "deck=easy"); default none.
	Variant string
	// MouseSeeds, KeySeeds and HotSeatSeeds seed the whole games played by
	// mouse (one person against the computer), by keys, and by mouse with
	// two people at one screen; one game each. Defaults: {1}, {2}, {3}.
	MouseSeeds, KeySeeds, HotSeatSeeds []uint64
	// AnimateSeeds seed the games whose every event is animated tick by
	// tick (default {4, 5, 6}).
	AnimateSeeds []uint64
	// Kinds are move kinds (the first word of a move's notation) the
	// people must have played over the mouse and key games: a game too
	// short to meet them fails.
	Kinds []string
	// Events are event kinds the animated games must meet (a game too
	// short to show them fails).
	Events []string
	// ModelSkip names model fields (of a Modeller) left out of the
	// comparison: known gaps, each to be named with its reason where the
	// board's suite is run, and removed once mended.
	ModelSkip []string
	// NoPictures leaves the pictures out (another run of the suite for the
	// same board draws them).
	NoPictures bool
	// MidMoves is how far the mid-game picture is played (default 30).
	MidMoves int
	// Timeout bounds one whole game (default 90 s).
	Timeout time.Duration
}
