package ui

import "sync/atomic"

// Motion is how a scene's picture moves by itself this tick, with no input:
// the App draws the window only when something changed, and lets it sleep
// until the next input while nothing moves or runs. The values are ordered:
// of two, the larger asks for more.
type Motion int

const (
	// Still: nothing moves and nothing runs behind the scene; only an
	// input changes it (a menu, a board waiting for a person). The window
	// sleeps until one comes.
	Still Motion = iota
	// Drifting: a slow, decorative motion (the title's embers) that a few
	// frames a second show well. The window sleeps between them; the
	// ticks in between are still run, so the motion keeps its speed.
	Drifting
	// Waiting: nothing to draw, but the ticks must run on time (the
	// computer's search is polled, a pause counts down).
	Waiting
	// Moving: the picture changes this tick; it is drawn.
	Moving
)

// Mover is optional for a Scene: it tells the App, once a tick after
// Update, how its picture moves by itself. A scene without it is drawn
// every tick.
type Mover interface {
	Motion() Motion
}

// Patcher is optional for a scene that drifts: when nothing but its own
// motion changed since the last frame, the App asks it to paint over the
// picture left on the screen only what moved. It returns false to have the
// whole scene drawn instead (it has not kept what a patch needs).
type Patcher interface {
	Patch(c *Canvas) bool
}

// MotionOf is s's motion: Moving for a scene that does not say.
func MotionOf(s Scene) Motion {
	if m, ok := s.(Mover); ok {
		return m.Motion()
	}
	return Moving
}

// Motion of a dialog: it changes only with input.
func (d *Dialog) Motion() Motion { return Still }

var calm atomic.Bool

// SetCalm keeps the screen calm or lets it move: the App sets it from the
// settings' calm screen and the system's wish for reduced motion.
func SetCalm(on bool) { calm.Store(on) }

// Calm reports whether the screen is kept calm: no decorative motion (the
// title's embers, the pulses of a board's lit places).
func Calm() bool { return calm.Load() }
