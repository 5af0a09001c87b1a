package play

import (
	"embers/rules"
	"embers/scenes/kit"
	"embers/scenes/ui"
)

// pauseBefore is the pause in ticks before the computer's or chance's
// move m: the setting (aiPause), the board's share of it (Pacer; not in
// training, where a learner follows every move), and scaled as the
// animations are by the speed: half at fast (and instant), more at slow.
func (sc *Scene) pauseBefore(app ui.App, m rules.Move) int {
	n := float64(sc.aiPause(app))
	if p, ok := sc.board.(kit.Pacer); ok && !sc.s.Options.Training {
		n *= min(1, max(0, p.PauseShare(m)))
	}
	if t := sc.eventTicks(app); t > 0 {
		n *= float64(t) / float64(speedTicks["normal"])
	} else {
		n /= 2
	}
	return int(n + 0.5)
}
