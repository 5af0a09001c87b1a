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
	Random Level = "random"
	Greedy Level = "greedy"
	Easy   Level = "easy"
	Medium Level = "medium"
	Hard   Level = "hard"
)

// Levels lists every level, weakest first.
func Levels() []Level { return []Level{Random, Greedy, Easy, Medium, Hard} }

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
	Iterations int           // search iterations run (0 for the baselines)
	Elapsed    time.Duration // wall-clock time spent
	Value      float64       // estimated reward of the move for the seat, 0..1
}

// Player is one AI seat. It is deterministic: the same seed, level and
// sequence of states give the same decisions (wall-clock time only caps the
// search, it never steers it). A Player is not safe for concurrent use: run
// one Choose at a time (each seat in a goroutine of its own is fine).
type Player struct {
	level Level
	cfg   Config
	rng   *rand.Rand
	buf   []rules.Move
	tree  tree
	sb    searchBuffers
}

// New makes an AI player of the given level.
func New(level Level, seed uint64) *Player {
	return NewWithConfig(level, seed, DefaultConfig(level))
}

// NewWithConfig makes an AI player of a level with its settings overridden
// (tests and the sim command set smaller or larger budgets this way).
func NewWithConfig(level Level, seed uint64, cfg Config) *Player {
	return &Player{level: level, cfg: cfg, rng: rand.New(rand.NewPCG(seed, 0x656d62657273))}
}

// Level returns the player's level.
func (p *Player) Level() Level { return p.level }

// Config returns the settings the player uses.
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
	if s.ToMove() != seat {
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
