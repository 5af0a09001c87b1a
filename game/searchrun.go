package game

import (
	"context"

	"embers/rules"
)

// searchRun is one search running in a goroutine of its own for a seat at
// one point of the game (ply, the history's length it was started at): the
// computer's move (Session.Think) or a hint (Hinter.Ask). It delivers
// exactly one result R, kept once collected.
type searchRun[R any] struct {
	seat   rules.Seat
	ply    int
	cancel context.CancelFunc
	done   chan R
	got    *R
}

// startSearch runs search in a goroutine for seat at ply; cancelling the
// context it is given stops it early.
func startSearch[R any](seat rules.Seat, ply int, search func(ctx context.Context) R) *searchRun[R] {
	ctx, cancel := context.WithCancel(context.Background())
	r := &searchRun[R]{seat: seat, ply: ply, cancel: cancel, done: make(chan R, 1)}
	go func() { r.done <- search(ctx) }()
	return r
}

// isFor reports whether r is the search for seat at ply.
func (r *searchRun[R]) isFor(seat rules.Seat, ply int) bool {
	return r != nil && r.seat == seat && r.ply == ply
}

// pending collects the result if it has come and reports whether the
// search is still under way (false for no search at all).
func (r *searchRun[R]) pending() bool {
	if r == nil || r.got != nil {
		return false
	}
	select {
	case res := <-r.done:
		r.got = &res
		return false
	default:
		return true
	}
}
