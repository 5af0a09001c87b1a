package ai

import (
	"math"

	"embers/rules"
)

// Temperament is optional for a game's states: each seat's private play
// style in this game, how much it risks for its best result. Ambition
// returns the exponent the seat's own search raises its rewards to: 1 is
// the table's middle (the game's reward as it is), above 1 a bold seat (a
// share of a win or a bare survival is worth less to it against a win
// alone, so it gambles more for one), below 1 a cautious one. The reward
// the game reports is unchanged; only the seat's own search weighs it so.
// A game draws it from its setup (so a game replays) and keeps it from the
// other seats: the AI asks only for the seat it decides for, and models
// every other seat at the middle.
type Temperament interface {
	Ambition(seat rules.Seat) float64
}

// ambition is the exponent root's search applies to root's own rewards:
// the view's Temperament when the level plays with styles
// (Config.PlayStyle), else 1.
func ambition(cfg Config, view rules.State, root rules.Seat) float64 {
	t, ok := view.(Temperament)
	if !cfg.PlayStyle || !ok {
		return 1
	}
	if a := t.Ambition(root); a > 0 && !math.IsInf(a, 0) {
		return a
	}
	return 1
}

// temper weighs a reward in [0,1] by an ambition exponent.
func temper(r, ambition float64) float64 {
	if ambition == 1 || r <= 0 {
		return r
	}
	return math.Pow(r, ambition)
}

// untemper is temper's inverse: a weighed value back on the reward scale.
func untemper(v, ambition float64) float64 {
	if ambition == 1 || v <= 0 {
		return v
	}
	return math.Pow(v, 1/ambition)
}
