package play

import (
	"embers/rules"
	"embers/scenes/kit"
	"embers/scenes/ui"
)

// Ticks an event's animation lasts at each speed.
var speedTicks = map[string]int{"slow": 54, "normal": 32, "fast": 16, "instant": 0}

// eventTicks is how long one event's animation lasts.
func (sc *Scene) eventTicks(app ui.App) int {
	if sc.opt.Instant {
		return 0
	}
	speed := sc.opt.Speed
	if speed == "" {
		speed = configSpeed(app)
	}
	if t, ok := speedTicks[speed]; ok {
		return t
	}
	return speedTicks["normal"]
}

// Animating reports whether events are still being shown (board input is
// locked meanwhile).
func (sc *Scene) Animating() bool {
	return sc.board != nil && (len(sc.queue) > 0 || sc.board.Busy())
}

// animate plays the event queue: one event at a time; any key or click
// skips to the end. It reports whether the queue was busy this tick.
func (sc *Scene) animate(app ui.App, in *ui.Input) bool {
	if !sc.Animating() {
		sc.idle++
		return false
	}
	if in.Skip() {
		sc.Drain()
		// A click is not lost: it skips, then reaches the board when it
		// is a person's turn on the screen (never the handoff's click);
		// else it is told who plays now.
		mine := !sc.handoff && sc.s.IsHuman(sc.s.ToMove())
		if in.Click && !mine && sc.onBoard(in) && sc.s.ToMove() >= 0 && !sc.directed() {
			sc.say("Skipped to the end of that move: "+kit.SeatName(sc.s, sc.s.ToMove())+" plays now", in)
		}
		return !in.Click || !mine
	}
	sc.board.Tick()
	if !sc.board.Busy() {
		sc.next(app)
	}
	return true
}

// next starts the next queued event, or, with the queue empty, settles the
// board on the state.
func (sc *Scene) next(app ui.App) {
	for len(sc.queue) > 0 {
		e, after := sc.queue[0], sc.after[0]
		sc.queue, sc.after = sc.queue[1:], sc.after[1:]
		sc.log.add(sc.pending[0])
		sc.pending = sc.pending[1:]
		if snd := sc.show(e, after, sc.eventTicks(app)); snd != "" && app.Sound() != nil {
			app.Sound().Play(snd)
		}
		if sc.board.Busy() {
			return
		}
	}
	sc.settle()
}

// Drain ends every animation at once: the log gets every line, the board
// shows the state as it stands.
func (sc *Scene) Drain() {
	if sc.board == nil {
		return
	}
	for i, e := range sc.queue {
		sc.show(e, sc.after[i], 0)
	}
	sc.queue, sc.after = nil, nil
	for _, l := range sc.pending {
		sc.log.add(l)
	}
	sc.pending = nil
	sc.settle()
}

// show animates queued event e for ticks; after, when not nil, is the
// position e's move leaves (e is its last event), told first to a board
// that asks for it (MoveEnder).
func (sc *Scene) show(e rules.Event, after rules.State, ticks int) string {
	if me, ok := sc.board.(kit.MoveEnder); ok && after != nil {
		me.EndsMove(after)
	}
	return sc.board.Animate(e, ticks)
}

// settle shows the state at rest once the queue is empty.
func (sc *Scene) settle() {
	sc.idle = 0
	sc.updateHandoff()
	// Whose eyes the board shows now: nobody's secrets while a handoff is
	// due, and in a game without secrets the person to move.
	sc.viewer = sc.owner()
	sc.board.Reset(sc.view(), sc.viewer)
}
