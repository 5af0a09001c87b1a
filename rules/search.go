package rules

// SearchTuner is optional: a Game whose search needs other settings than
// the AI's defaults (a seven-day Viking turn is not a Tre Kronor action)
// names them per level. The AI lays every non-zero field over the level's
// own settings; explicit overrides (the sim's -budget) still win.
type SearchTuner interface {
	Search(level Level, setup Setup) SearchSettings
}

// Level is an AI level's name. The AI's levels (game/ai) are these; they
// are named here so a rules package, which cannot import the AI, tunes
// them by name without writing it out.
type Level string

// The levels, weakest first: random and greedy are baselines that measure
// the others; easy, medium and hard are the opponents a person picks.
const (
	LevelRandom Level = "random"
	LevelGreedy Level = "greedy"
	LevelEasy   Level = "easy"
	LevelMedium Level = "medium"
	LevelHard   Level = "hard"
)

// SearchSettings are what a game may tune of the AI's search. A zero field
// keeps the level's default.
type SearchSettings struct {
	// Iterations is the search budget per decision: playouts from the
	// seat's view. It decides the move; wall-clock time only caps it.
	Iterations int
	// RolloutDepth is how many plies a playout follows
	// Heuristics.RolloutMove before Heuristics.Evaluate scores it.
	RolloutDepth int
	// PlayoutCap ends a random playout of a game without Heuristics after
	// this many plies, scoring 0.5 for everyone.
	PlayoutCap int
	// Exploration is the UCB1 constant on rewards in [0,1] (0.7 by
	// default): larger spreads the search over more moves.
	Exploration float64
	// Widening turns on progressive widening for games with many moves: a
	// node searches at most 1 + Widening·√visits of its moves, adding the
	// rollout policy's choice first. 0 searches every legal move.
	Widening float64
	// MixMargin, at a secret choice the AI mixes (Simultaneous), keeps out
	// of the draw every move whose mean reward lies more than this below
	// the most visited move's: a mixed strategy near the best move's
	// value, not a spread over the moves a flat search could not tell
	// apart. 0 leaves the draw to the visits floor alone.
	MixMargin float64
	// PickFloor, for a level that draws its move by visits (easy), keeps
	// the draw to moves with at least this share of the most visited
	// move's visits: how far from its search's best move the level strays.
	PickFloor float64
}

// Simultaneous is optional: a State in which the seat to move answers
// choices that other seats made face down earlier in the same round (both
// sides pick a combat card, one after the other, then both are shown). The
// AI then searches the round from its start, so the other seats' choices
// are decided in the search as they were at the table, without knowing the
// answer, instead of being dealt at random. In a game whose states
// implement it the AI also mixes its own face-down choices (it draws among
// the moves the others cannot tell apart, in proportion to how much its
// search favours each), so its play cannot be read; in other games it plays
// its best estimate, which a cooperative convention may need (Tre Kronor's
// spread markers).
type Simultaneous interface {
	// RoundStart returns a copy of the state as it was before the first
	// face-down choice of this round that the seat to move did not make,
	// with those choices taken back (a card back into a hand the seat
	// cannot see), and true; or false when no such choice is pending. It
	// is called on the seat's View and must not reveal anything: the
	// copy is masked as the view is, and the AI Determinizes it.
	RoundStart() (State, bool)
}

// SecretMixer is optional beside Simultaneous: a game whose face-down
// choices are worth mixing only at some of them says which. MixesSecrets
// reports whether the seat to move draws among the moves the others cannot
// tell apart (a rival's bid) or plays its best estimate (a teammate's, at a
// table that may talk it over). A Simultaneous state without it mixes at
// every secret choice.
type SecretMixer interface {
	MixesSecrets() bool
}
