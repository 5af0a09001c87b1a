package play

import (
	"embers/config"
	"embers/scenes/ui"
)

// endLinger is how long the end of the game stays on the board before the
// results open by themselves (a click opens them sooner).
const endLinger = 300

// endClickable is how long the end shows before a click or key opens the
// results (so the press that made the last move does not).
const endClickable = 30

// aiTurn runs the AI seat to move: its search in a goroutine, polled each
// tick, and its move applied after a short pause (none for a forced move:
// there was nothing to decide, so nothing to follow).
func (sc *Scene) aiTurn(app ui.App) {
	if sc.opt.NoAI || sc.directed() {
		return
	}
	if sc.thought == nil {
		if err := sc.s.Think(sc.s.ToMove(), aiConfig(app)); err != nil {
			sc.notice = err.Error()
			return
		}
		m, ok := sc.s.Thought()
		if !ok {
			if err := sc.s.ThinkError(); err != nil {
				sc.notice = "the computer could not choose: " + err.Error()
			}
			return
		}
		sc.thought = &m
		sc.forced = sc.s.ThoughtForced()
	}
	if sc.idle < sc.pauseBefore(app, *sc.thought) && !sc.opt.Instant && !sc.forced {
		return
	}
	m := *sc.thought
	sc.thought = nil
	if err := sc.apply(app, m); err != nil {
		sc.notice = "the computer chose a move the rules refuse: " + err.Error()
	}
}

// showEnd keeps the finished board up, then opens the results.
func (sc *Scene) showEnd(app ui.App, in *ui.Input) {
	sc.ended++
	if sc.ended < endClickable || sc.directed() {
		return
	}
	if in.Click || in.Confirm || sc.ended >= endLinger {
		if m, ok := gameMenus(app); ok {
			app.Goto(m.Results(sc.s))
		}
	}
}

// Close stops the AI search (leaving the scene) and lets the game go.
func (sc *Scene) Close() {
	sc.s.Cancel()
	sc.thought = nil
	sc.leaveGame()
}

func aiConfig(app ui.App) config.AIConfig {
	if cfg := app.Config(); cfg != nil {
		return cfg.AI
	}
	return config.AIConfig{ThinkMsCap: 2000}
}
