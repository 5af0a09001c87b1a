// Package cpu reads the CPU time a thread or the whole program has used,
// for measuring frames (embers shot -frames, -idle) and the costly paths
// the tests time: a figure of work done that a busy machine does not
// inflate as it does the wall clock.
package cpu

import "time"

// Watch measures one stretch of work: the thread's CPU time where the
// system gives it, else the wall clock, and the wall clock. Lock the
// goroutine to its thread (runtime.LockOSThread) for the thread's clock to
// mean the work's.
type Watch struct {
	cpu    time.Duration
	hasCPU bool
	t0     time.Time
}

// Start starts a watch.
func Start() Watch {
	c, ok := Thread()
	return Watch{cpu: c, hasCPU: ok, t0: time.Now()}
}

// Stop returns the CPU time (or wall time) and the wall time since Start.
func (w Watch) Stop() (cpu, wall time.Duration) {
	wall = time.Since(w.t0)
	if c, ok := Thread(); ok && w.hasCPU {
		return c - w.cpu, wall
	}
	return wall, wall
}
