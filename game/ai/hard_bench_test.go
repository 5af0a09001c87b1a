package ai

import (
	"fmt"
	"math/rand/v2"
	"testing"
	"time"

	"embers/rules"
	"embers/rules/burnttoashes"
	"embers/rules/cronberg"
	"embers/rules/crownofash"
	"embers/rules/fireaxe"
	"embers/rules/rulestest"
	"embers/rules/trekronor"
)

// middleGames are the five games at their middle player count, each with
// how many plies of its playout policy lead into its middle game.
var middleGames = []struct {
	g       rules.Game
	players int
	plies   int
}{
	{trekronor.Game, 4, 12},
	{cronberg.Game, 3, 25},
	{crownofash.Game, 3, 40},
	{fireaxe.Game, 3, 100},
	{burnttoashes.Game, 3, 120},
}

// BenchmarkHardDecision times one hard decision (its whole iteration
// budget, no time cap) in the middle game of each of the five games at its
// middle player count, with one search worker and with two, and reports
// iterations per second of wall-clock time, and per second of the
// program's CPU time. Two workers should give at least 1.7 times the
// iterations per second of one on two idle cores. On a machine other jobs
// share, the wall-clock ratio says little; the CPU figure says how much
// work a worker wastes: two workers at the same iterations per CPU second
// as one give twice the iterations a second wherever two cores are free.
//
//	go test ./game/ai -run '^$' -bench HardDecision -benchtime 10x
func BenchmarkHardDecision(b *testing.B) {
	for _, c := range middleGames {
		s := middleGame(b, c.g, c.players, c.plies)
		for _, workers := range []int{1, 2} {
			b.Run(fmt.Sprintf("%s/%dp/workers-%d", c.g.Info().ID, c.players, workers), func(b *testing.B) {
				cfg := ConfigFor(Hard, c.g, s.Setup())
				cfg.MaxTime, cfg.Workers = 0, workers
				iters := 0
				start := time.Now()
				cpu0, hasCPU := rulestest.ProcessCPU()
				for i := 0; b.Loop(); i++ {
					iters += NewWithConfig(Hard, uint64(i), cfg).Choose(s, s.ToMove()).Iterations
				}
				b.ReportMetric(float64(iters)/time.Since(start).Seconds(), "iterations/s")
				if cpu1, ok := rulestest.ProcessCPU(); ok && hasCPU && cpu1 > cpu0 {
					b.ReportMetric(float64(iters)/(cpu1-cpu0).Seconds(), "iterations/cpu-s")
				}
				b.ReportMetric(float64(iters)/float64(b.N), "iterations/op")
			})
		}
	}
}

// middleGame plays plies moves of g's playout policy from seed 3 (chance
// by its weights), then on to the next decision of a seat with a choice
// (a forced move is played without a search).
func middleGame(tb testing.TB, g rules.Game, players, plies int) rules.State {
	s, err := g.New(rules.Setup{Players: players, Seed: 3})
	if err != nil {
		tb.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(3, 3))
	choice := func() bool { return s.ToMove() >= 0 && len(s.Legal(nil)) > 1 }
	for i := 0; (i < plies || !choice()) && s.ToMove() != rules.NoSeat; i++ {
		var m rules.Move
		if s.ToMove() == rules.Chance {
			m = rules.SampleOutcome(s.(rules.Chancer).Outcomes(nil), rng)
		} else {
			m = s.(rules.Heuristics).RolloutMove(rng, nil)
		}
		if err := s.Play(m); err != nil {
			tb.Fatal(err)
		}
	}
	if s.ToMove() < 0 {
		tb.Fatalf("%s ended within %d plies", g.Info().ID, plies)
	}
	return s
}
