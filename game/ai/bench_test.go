package ai

import (
	"testing"

	"embers/rules"
	"embers/rules/testgames"
)

// benchDecision times one decision of a level from the opening of g.
func benchDecision(b *testing.B, g rules.Game, players int, level Level) {
	s, err := g.New(rules.Setup{Players: players, Seed: 1})
	if err != nil {
		b.Fatal(err)
	}
	p := New(level, 1)
	iters := 0
	for b.Loop() {
		iters += p.Choose(s, s.ToMove()).Iterations
	}
	b.ReportMetric(float64(iters)/float64(b.N), "iterations/op")
}

func BenchmarkDecision(b *testing.B) {
	games := []struct {
		g       rules.Game
		players int
	}{{testgames.TicTacToe, 2}, {testgames.Bids, 2}, {testgames.Firebreak, 3}}
	for _, c := range games {
		for _, l := range Levels() {
			b.Run(c.g.Info().ID+"/"+string(l), func(b *testing.B) { benchDecision(b, c.g, c.players, l) })
		}
	}
}
