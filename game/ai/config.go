package ai

import (
	"time"

	"embers/rules"
)

// Config is what a level means: the search budget and its knobs. The
// iteration budget decides the move; MaxTime only caps the wall-clock time
// (a search cut short by it is no longer reproducible).
type Config struct {
	Iterations   int           // search iterations per decision (easy, medium, hard), over all workers
	MaxTime      time.Duration // wall-clock cap per decision; 0 means no cap
	Exploration  float64       // UCB1 exploration constant, on rewards in [0,1]
	RolloutDepth int           // playout plies with Heuristics.RolloutMove before Evaluate
	PlayoutCap   int           // ply cap for random playouts of games without Heuristics; 0.5 each when hit
	PickByVisits bool          // pick a root move with probability proportional to its visits (softer play)
	// PickFloor keeps PickByVisits' draw to moves with at least this share
	// of the most visited move's visits (0: every move the search tried).
	PickFloor float64
	// MergeOutcomes keeps one subtree per move even when the move reveals
	// something (a roll, a draw, shown bids). By default each seat's tree
	// splits by what that seat saw in the move's Reveal events, so a
	// subtree never mixes positions it can tell apart; merging is cheaper
	// but blurrier.
	MergeOutcomes bool
	// Widening limits a node to 1 + Widening·√visits searched moves
	// (progressive widening), the rollout policy's choice added first; 0
	// searches every move.
	Widening float64
	// Workers is how many searches run side by side (root parallelism),
	// each on its own trees with Iterations/Workers iterations and its own
	// generator drawn from the Player's; their root visits are added. 0 or
	// 1 searches on the calling goroutine. The same seed and Workers give
	// the same move.
	Workers int
	// MixFloor is, at a secret choice, the least share of the most visited
	// move's visits a move needs to be among those the mixed pick draws
	// from: it keeps the search's exploration out of the mix.
	MixFloor float64
	// MixMargin is, at a secret choice, the most a move's mean may lie
	// below the most visited move's for the mixed pick to draw it (0: no
	// limit; a game sets it through rules.SearchSettings).
	MixMargin float64
	// PlayStyle lets a game whose states implement Temperament give the
	// seat its own private ambition; off, every seat plays the middle (the
	// hints do: a person has no drawn style).
	PlayStyle bool
}

// levels is the one table of what each level does; the measurements that
// chose hard's budget, no widening and easy's draw are in docs/ai.md.
// Random and Greedy only use MaxTime (greedy) and ignore the search fields.
// Easy draws its move by visits among the moves with at least three
// quarters of the best's (PickFloor).
var levels = map[Level]Config{
	Random: {},
	Greedy: {MaxTime: 900 * time.Millisecond},
	Easy: {Iterations: 200, MaxTime: 300 * time.Millisecond, Exploration: 0.7,
		RolloutDepth: 8, PlayoutCap: 1000, PickByVisits: true, PickFloor: 0.75, MixFloor: 0.2, PlayStyle: true},
	Medium: {Iterations: 800, MaxTime: 600 * time.Millisecond, Exploration: 0.7,
		RolloutDepth: 16, PlayoutCap: 1000, MixFloor: 0.2, PlayStyle: true},
	Hard: {Iterations: 2500, MaxTime: 900 * time.Millisecond, Exploration: 0.7,
		RolloutDepth: 24, PlayoutCap: 1000, MixFloor: 0.2, PlayStyle: true},
}

// DefaultConfig returns the settings of a level (the zero Config for an
// unknown level, which then plays like Random).
func DefaultConfig(level Level) Config { return levels[level] }

// Tune lays a game's own search settings (rules.SearchTuner) for level
// over c: every non-zero field the game names replaces c's. A game that
// tunes nothing leaves c as it is. Callers apply their own overrides (a
// budget, a time cap) after it.
func Tune(c Config, level Level, g rules.Game, setup rules.Setup) Config {
	t, ok := g.(rules.SearchTuner)
	if !ok || level == Random || level == Greedy {
		return c
	}
	s := t.Search(rules.Level(level), setup)
	if s.Iterations > 0 {
		c.Iterations = s.Iterations
	}
	if s.RolloutDepth > 0 {
		c.RolloutDepth = s.RolloutDepth
	}
	if s.PlayoutCap > 0 {
		c.PlayoutCap = s.PlayoutCap
	}
	if s.Exploration > 0 {
		c.Exploration = s.Exploration
	}
	if s.Widening > 0 {
		c.Widening = s.Widening
	}
	if s.MixMargin > 0 {
		c.MixMargin = s.MixMargin
	}
	if s.PickFloor > 0 {
		c.PickFloor = s.PickFloor
	}
	return c
}

// ConfigFor is the level's settings tuned for a game: DefaultConfig with
// the game's SearchTuner settings laid over it.
func ConfigFor(level Level, g rules.Game, setup rules.Setup) Config {
	return Tune(DefaultConfig(level), level, g, setup)
}
