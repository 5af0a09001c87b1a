package play

import "embers/scenes/ui"

// configSpeed is the animation speed from the settings.
func configSpeed(app ui.App) string {
	if cfg := app.Config(); cfg != nil && cfg.Display.AnimationSpeed != "" {
		return cfg.Display.AnimationSpeed
	}
	return "normal"
}

// aiPauseTicks is the pause after an AI move is chosen, so people can follow.
func aiPauseTicks(app ui.App) int {
	if cfg := app.Config(); cfg != nil && cfg.Play.AIPauseMs >= 0 {
		return cfg.Play.AIPauseMs * 60 / 1000
	}
	return 24
}
