package ai

import (
	"fmt"
	"math/rand/v2"
	"testing"
	"time"

	"embers/rules"
	"embers/rules/testgames"
	"embers/rules/trekronor"
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

// BenchmarkTreKronor times one decision of each level in a Tre Kronor
// position after a few rounds of play, for 3, 4 and 5 players.
func BenchmarkTreKronor(b *testing.B) {
	for _, n := range []int{3, 4, 5} {
		s := midgame(b, n)
		for _, l := range Levels() {
			b.Run(fmt.Sprintf("%dp/%s", n, l), func(b *testing.B) {
				p := New(l, 1)
				iters := 0
				for b.Loop() {
					iters += p.Choose(s, s.ToMove()).Iterations
				}
				b.ReportMetric(float64(iters)/float64(b.N), "iterations/op")
			})
		}
	}
}

// BenchmarkWorkers times hard's decisions in a 4-player Tre Kronor
// midgame with one search worker and with two (root parallelism), without
// a time cap, and reports iterations per second of wall-clock time. Run the
// two back to back on an otherwise quiet machine: the ratio is the speed-up
// of using both cores.
//
//	go test ./game/ai -run XXX -bench Workers -benchtime 20x
func BenchmarkWorkers(b *testing.B) {
	s := midgame(b, 4)
	for _, workers := range []int{1, 2} {
		b.Run(fmt.Sprintf("hard/%d", workers), func(b *testing.B) {
			cfg := DefaultConfig(Hard)
			cfg.MaxTime, cfg.Workers = 0, workers
			p := NewWithConfig(Hard, 1, cfg)
			iters := 0
			start := time.Now()
			for b.Loop() {
				iters += p.Choose(s, s.ToMove()).Iterations
			}
			b.ReportMetric(float64(iters)/time.Since(start).Seconds(), "iterations/s")
		})
	}
}

// midgame plays 12 moves of the rollout policy from a fixed seed.
func midgame(b testing.TB, players int) rules.State {
	s, err := trekronor.Game.New(rules.Setup{Players: players, Seed: 3})
	if err != nil {
		b.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(3, 3))
	for i := 0; i < 12 && !s.Result().Over; i++ {
		if err := s.Play(s.(rules.Heuristics).RolloutMove(rng, nil)); err != nil {
			b.Fatal(err)
		}
	}
	return s
}
