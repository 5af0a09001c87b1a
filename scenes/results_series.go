package scenes

import (
	"math/rand/v2"
	"slices"

	"embers/game"
	"embers/rules"
	"embers/saves"
)

// nextInSeries is the setup of the next game of a series: the same table
// with a new seed and the score track as it stands (Cronberg's markers
// keep their places from game to game). ok is false when the game has no
// series play (it refuses carried scores) or the game is not won.
func nextInSeries(m *game.Match, res rules.Result) (rules.Setup, bool) {
	setup := m.Setup
	setup.Seed = rand.Uint64()
	setup.Scores = [rules.SetupSeats]int{}
	for i, v := range res.Scores {
		if i < len(setup.Scores) {
			setup.Scores[i] = v
		}
	}
	if !res.Over || res.Lost {
		return setup, false
	}
	probe := setup
	probe.Scores[0]++ // a game without series play refuses any carried score
	_, err := m.Game.New(probe)
	return setup, err == nil
}

// playOn starts the next game of the series.
func (r *Results) playOn() {
	if setup, ok := nextInSeries(r.s.Match, r.res); ok {
		r.startGame(setup)
	}
}

// startGame opens a new game of the same table with setup, autosaved.
func (r *Results) startGame(setup rules.Setup) {
	seats := slices.Clone(r.s.Match.Seats)
	s, err := game.NewSession(r.s.Match.Game, setup, seats, r.s.Options)
	if err != nil {
		r.app.Logf("cannot play again: %v", err)
		r.app.Goto(newNewGame(r.app))
		return
	}
	if _, err := saves.AdoptNew(s); err != nil {
		r.app.Logf("this game is not autosaved: %v", err)
	}
	r.app.Goto(playScene(r.app, s))
}
