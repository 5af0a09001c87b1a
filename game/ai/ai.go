package ai

import (
	"context"
	"fmt"
	"math/rand/v2"
	"strings"
	"time"

	"embers/rules"
)

// Level is how strongly a seat plays.
type Level string

// The levels. Random and Greedy are baselines used to measure the others.
const (
	Random = Level(rules.LevelRandom)
	Greedy = Level(rules.LevelGreedy)
	Easy   = Level(rules.LevelEasy)
	Medium = Level(rules.LevelMedium)
	Hard   = Level(rules.LevelHard)
)

// Levels lists every level, weakest first.
func Levels() []Level { return []Level{Random, Greedy, Easy, Medium, Hard} }

// Opponents are the levels made for playing against, weakest first; the
// others are baselines for measuring them (sim).
func Opponents() []Level { return []Level{Easy, Medium, Hard} }

// Baseline tells a level kept for measuring the others (random, greedy).
func (l Level) Baseline() bool { return l == Random || l == Greedy }

// ParseLevel reads a level name; the error lists the valid names.
func ParseLevel(s string) (Level, error) {
	for _, l := range Levels() {
		if string(l) == strings.ToLower(strings.TrimSpace(s)) {
			return l, nil
		}
	}
	names := make([]string, 0, 5)
	for _, l := range Levels() {
		names = append(names, string(l))
	}
	return "", fmt.Errorf("unknown AI level %q: use one of %s", s, strings.Join(names, ", "))
}

// Decision is a chosen move with what it cost to find.
type Decision struct {
	Move       rules.Move
	Iterations int           // search iterations run, over all workers (0 for the baselines)
	Elapsed    time.Duration // wall-clock time spent
	Value      float64       // estimated reward of the move for the seat, 0..1 (with a play style, the sure reward its weighing equals)
	// Forced is set when there was nothing to weigh: one legal move, one
	// rules.Pruner candidate, or a reaction window where only the pass is
	// legal. No search ran, and a window need not pause before playing it.
	Forced bool
}

// Player is one AI seat. It is deterministic: the same seed, level and
// sequence of states give the same decisions (wall-clock time only caps the
// search, it never steers it). A Player is not safe for concurrent use: run
// one Choose at a time (each seat in a goroutine of its own is fine).
type Player struct {
	level   Level
	cfg     Config
	tune    bool // lay each game's rules.SearchTuner settings over cfg
	rng     *rand.Rand
	buf     []rules.Move
	workers []*worker // kept between decisions to reuse their trees
}

// New makes an AI player of the given level, with the level's settings
// tuned for each game it plays (ConfigFor).
func New(level Level, seed uint64) *Player {
	p := NewWithConfig(level, seed, DefaultConfig(level))
	p.tune = true
	return p
}

// NewWithConfig makes an AI player of a level with exactly these settings
// (tests and the sim command set smaller or larger budgets this way; start
// from ConfigFor to keep a game's tuning).
func NewWithConfig(level Level, seed uint64, cfg Config) *Player {
	return &Player{level: level, cfg: cfg, rng: rand.New(rand.NewPCG(seed, 0x656d62657273))}
}

// Level returns the player's level.
func (p *Player) Level() Level { return p.level }

// Config returns the settings the player was made with (New: the level's,
// before a game's tuning).
func (p *Player) Config() Config { return p.cfg }

// Choose picks a move for seat, which must be the seat to move in s. It looks
// only at s.View(seat). If the game is over or seat is not to move it returns
// the zero Decision; ChooseContext says why.
func (p *Player) Choose(s rules.State, seat rules.Seat) Decision {
	d, _ := p.ChooseContext(context.Background(), s, seat)
	return d
}

// ChooseContext is Choose that stops early when ctx is done (the search then
// returns its best move so far) and reports a call that has nothing to choose.
func (p *Player) ChooseContext(ctx context.Context, s rules.State, seat rules.Seat) (Decision, error) {
	start := time.Now()
	switch {
	case !rules.IsSeat(seat):
		return Decision{}, fmt.Errorf("ai: %d is not a seat; the match resolves chance, the AI decides only for seats", seat)
	case s.ToMove() != seat:
		return Decision{}, fmt.Errorf("ai: seat %d is not to move (the seat to move is %d)", seat, s.ToMove())
	}
	view := s.View(seat)
	var d Decision
	switch p.level {
	case Easy, Medium, Hard:
		d = p.search(ctx, view, seat, start)
	case Greedy:
		d = p.greedy(ctx, view, seat, start)
	default:
		d = p.random(view, seat)
	}
	d.Elapsed = time.Since(start)
	return d, nil
}

// candidates appends to buf[:0] the moves worth a search in d: its
// rules.Pruner candidates, or every legal move.
func candidates(d rules.State, buf []rules.Move) []rules.Move {
	if pr, ok := d.(rules.Pruner); ok {
		return pr.Candidates(buf)
	}
	return d.Legal(buf)
}
