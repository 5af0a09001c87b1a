package game

import (
	"context"
	"fmt"
	"time"

	"embers/config"
	"embers/game/ai"
	"embers/rules"
)

type thought struct {
	move   rules.Move
	forced bool // nothing to weigh: the move needs no pause either
	err    error
}

// Think starts the computer's search for seat, which must be the seat to
// move and played by the computer, in a goroutine of its own that runs
// WindowWorkers search workers. It is harmless to call it every tick: a
// search already under way for this position is kept. The search sees only
// seat's view of the game, its level is the seat's tuned for the game, its
// seed comes from the game's seed and the move number (so a replay gives
// the same moves), and cfg.ThinkMsCap caps its time. Poll Thought each
// tick; Cancel stops it.
func (s *Session) Think(seat rules.Seat, cfg config.AIConfig) error {
	ply := len(s.Match.History)
	if s.think.isFor(seat, ply) {
		return nil
	}
	s.Cancel()
	if !rules.IsSeat(seat) {
		return fmt.Errorf("nobody thinks for %s: the session rolls (Roll)", s.Name(seat))
	}
	if seat != s.ToMove() {
		return fmt.Errorf("%s cannot think now: it is not their turn", s.Name(seat))
	}
	if s.IsHuman(seat) {
		return fmt.Errorf("%s is played by a person, not the computer", s.Name(seat))
	}
	level, err := ai.ParseLevel(s.Match.Seats[seat].Level)
	if err != nil {
		return fmt.Errorf("%s: %w", s.Name(seat), err)
	}
	conf := ai.Tune(levelConfig(level), level, s.Match.Game, s.Match.Setup)
	conf.Workers = WindowWorkers
	if capped := time.Duration(cfg.ThinkMsCap) * time.Millisecond; capped > 0 && (conf.MaxTime == 0 || capped < conf.MaxTime) {
		conf.MaxTime = capped
	}
	player := ai.NewWithConfig(level, aiSeed(s.Match.Setup.Seed, ply, seat), conf)
	// The goroutine gets its own copy of seat's view: it never sees more
	// than that seat knows and never touches the state the window shows.
	view := s.Match.State.Clone().View(seat)
	s.think = startSearch(seat, ply, func(ctx context.Context) thought {
		d, err := player.ChooseContext(ctx, view, seat)
		return thought{move: d.Move, forced: d.Forced, err: err}
	})
	return nil
}

// levelConfig is what a level means; tests replace it to lift the
// wall-clock cap, which makes a search on a busy machine unreproducible.
var levelConfig = ai.DefaultConfig

// WindowWorkers is how many search workers the window's computer players
// and hints use: both cores of the machines Embers is made for. A constant,
// not the machine's core count, so a replay gives the same moves anywhere.
const WindowWorkers = 2

// aiSeed mixes the game's seed, the move number and the seat (splitmix64).
func aiSeed(seed uint64, ply int, seat rules.Seat) uint64 {
	z := seed ^ uint64(ply)*0x9e3779b97f4a7c15 ^ uint64(seat+1)<<56
	z = (z ^ z>>30) * 0xbf58476d1ce4e5b9
	z = (z ^ z>>27) * 0x94d049bb133111eb
	return z ^ z>>31
}

// Thinking tells whether a search is under way and not yet answered.
func (s *Session) Thinking() bool { return s.think.pending() }

// Thought returns the computer's move once its search is done (ok false while
// it thinks, or when no search was started for the current position). It
// never blocks. The move is for the seat and position Think was called for;
// hand it to Play.
func (s *Session) Thought() (rules.Move, bool) {
	t := s.think
	if t == nil || t.ply != len(s.Match.History) {
		return 0, false
	}
	if s.Thinking() || t.got == nil || t.got.err != nil {
		return 0, false
	}
	return t.got.move, true
}

// ThoughtForced tells whether the move Thought returns was forced (one
// legal move, one candidate, a window where only the pass is legal): no
// search ran, and the window plays it without the pause after a computer's
// move.
func (s *Session) ThoughtForced() bool {
	if _, ok := s.Thought(); !ok {
		return false
	}
	return s.think.got.forced
}

// ThinkError is why the last search gave no move, or nil.
func (s *Session) ThinkError() error {
	if t := s.think; t != nil && t.got != nil {
		return t.got.err
	}
	return nil
}

// Cancel stops the search under way, if any (leaving the scene, undo, a
// human move). Its answer is dropped.
func (s *Session) Cancel() {
	if s.think != nil {
		s.think.cancel()
		s.think = nil
	}
}
