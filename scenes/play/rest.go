package play

import (
	"embers/rules"
	"embers/scenes/kit"
	"embers/scenes/ui"
)

// A board waiting for a person holds still. After each move its lit places
// and last-move marks pulse for a few seconds, then ease into a steady glow
// (the top of their swing), and the scene tells the App it is Still, so the
// window sleeps until the person moves the mouse or presses a key. On a
// calm screen (ui.Calm) they never pulse. The board's own small motions
// that follow the frames drawn (a flame's flicker, a sail) stop where they
// are with the frames.

// pulseTicks is how long the pulses swing after a move's animation ends
// (3 s).
const pulseTicks = 180

// settleTicks is how long they take to ease into the steady glow.
const settleTicks = 30

// stillness is how far the pulses have settled now: not at all for
// pulseTicks after the last animation ended, then rising to 1; at once on
// a calm screen.
func (sc *Scene) stillness() float64 {
	if ui.Calm() {
		return 1
	}
	return min(1, max(0, float64(sc.idle-pulseTicks)/settleTicks))
}

// Motion tells the App, once a tick, how the scene moves by itself: while
// events play, the turn's cue shows, the pulses settle, or the computer
// thinks or pauses after its move, it moves; the end of a game counts
// down to the results; a board waiting for a person (or for the handoff)
// is still once its pulses have settled.
func (sc *Scene) Motion() ui.Motion {
	if sc.board == nil {
		return ui.Still
	}
	still := sc.stillness()
	if r, ok := sc.board.(kit.PulseRester); ok {
		r.RestPulses(still)
	}
	settling := ui.Still
	if still < 1 {
		settling = ui.Moving
	}
	to := sc.s.ToMove()
	switch {
	case sc.Animating() || sc.cue > 0 || sc.directed():
		return ui.Moving
	case sc.teach.hinter != nil && sc.teach.hinter.Pending():
		return ui.Moving // a hint is being searched
	case to == rules.NoSeat:
		return max(settling, ui.Waiting) // the results open after a while
	case sc.s.SaveError() != nil:
		return max(settling, ui.Waiting) // the failed save is tried again every few seconds
	case sc.handoff || (to >= 0 && sc.s.IsHuman(to)):
		return settling
	}
	return ui.Moving // the computer thinks, or pauses after its move
}
