package play

import (
	"embers/rules"
	"embers/scenes/ui"
)

// Pacer is optional for a Board: the share of the computer's pause to
// wait before move m, a computer's or chance's, is played (1: the whole
// pause, 0: none). A step of a longer move (a stack looked at, then put in
// order) or a card of a fight needs less than a decision does, so that a
// computer's whole turn is watched in a few seconds; the detail stays in
// the log and "While you waited".
type Pacer interface {
	PauseShare(m rules.Move) float64
}

// pauseBefore is the pause in ticks before the computer's or chance's
// move m: the setting (aiPause), the board's share of it (Pacer; not in
// training, where a learner follows every move), and scaled as the
// animations are by the speed: half at fast (and instant), more at slow.
func (sc *Scene) pauseBefore(app ui.App, m rules.Move) int {
	n := float64(sc.aiPause(app))
	if p, ok := sc.board.(Pacer); ok && !sc.s.Options.Training {
		n *= min(1, max(0, p.PauseShare(m)))
	}
	if t := sc.eventTicks(app); t > 0 {
		n *= float64(t) / float64(speedTicks["normal"])
	} else {
		n /= 2
	}
	return int(n + 0.5)
}
