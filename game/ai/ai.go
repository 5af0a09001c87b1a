// Package ai is the one AI that plays every Embers game through the rules
// contract. It only ever looks at its own seat's View of a state, and plays
// on Determinized copies of that view.
package ai

import (
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
// search, it never steers it).
type Player struct {
	level Level
	rng   *rand.Rand
	buf   []rules.Move
}

// New makes an AI player of the given level.
func New(level Level, seed uint64) *Player {
	return &Player{level: level, rng: rand.New(rand.NewPCG(seed, 0x656d62657273))}
}

// Level returns the player's level.
func (p *Player) Level() Level { return p.level }

// Choose picks a move for seat, which must be the seat to move in s. It looks
// only at s.View(seat).
func (p *Player) Choose(s rules.State, seat rules.Seat) Decision {
	start := time.Now()
	view := s.View(seat)
	d := view.Determinize(seat, p.rng)
	p.buf = d.Legal(p.buf)
	m := p.buf[p.rng.IntN(len(p.buf))]
	return Decision{Move: m, Elapsed: time.Since(start)}
}
