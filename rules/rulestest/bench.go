package rulestest

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"embers/rules"
)

// Picker chooses a seat's move in a playout; buf is scratch space for
// Legal. Chance is never asked: the playout rolls it by weight.
type Picker func(s rules.State, rng *rand.Rand, buf []rules.Move) rules.Move

// RandomMove is a uniformly random legal move: the harness's and a search
// without heuristics' playout.
func RandomMove(s rules.State, rng *rand.Rand, buf []rules.Move) rules.Move {
	buf = s.Legal(buf)
	return buf[rng.IntN(len(buf))]
}

// PolicyMove is the game's own playout policy (rules.Heuristics), the
// move the AI's playouts play.
func PolicyMove(s rules.State, rng *rand.Rand, buf []rules.Move) rules.Move {
	return s.(rules.Heuristics).RolloutMove(rng, buf)
}

// starts is how many different opening deals a benchmark's playouts
// begin from, one after the other.
const starts = 16

// BenchPlayouts plays whole games of g at players from their first move
// to the end, as the AI's playouts do: each from a Clone of one of a few
// dealt openings, every seat's move chosen by pick and chance rolled by
// weight. It reports playouts/s and moves/s by the wall clock, the same
// per second of the program's CPU time (playouts/cpu-s, moves/cpu-s: the
// speed of one core even when other jobs share the machine), and the
// allocations of a whole playout (allocs/op).
func BenchPlayouts(b *testing.B, g rules.Game, players int, pick Picker) {
	b.Helper()
	var opening [starts]rules.State
	for i := range opening {
		s, err := g.New(rules.Setup{Players: players, Seed: uint64(i + 1)})
		if err != nil {
			b.Fatal(err)
		}
		opening[i] = s
	}
	rng := rand.New(rand.NewPCG(1, 2))
	buf := make([]rules.Move, 0, 1024)
	var outcomes []rules.Outcome
	moves, games := 0, 0
	b.ReportAllocs()
	cpu0, hasCPU := ProcessCPU()
	for i := 0; b.Loop(); i++ {
		n, err := playout(opening[i%starts].Clone(), pick, rng, buf, &outcomes)
		if err != nil {
			b.Fatalf("%s: %v", g.Info().ID, err)
		}
		moves += n
		games++
	}
	if cpu1, ok := ProcessCPU(); ok && hasCPU && cpu1 > cpu0 {
		b.ReportMetric(float64(moves)/(cpu1-cpu0).Seconds(), "moves/cpu-s")
		b.ReportMetric(float64(games)/(cpu1-cpu0).Seconds(), "playouts/cpu-s")
	}
	sec := b.Elapsed().Seconds()
	b.ReportMetric(float64(games)/sec, "playouts/s")
	b.ReportMetric(float64(moves)/sec, "moves/s")
	b.ReportMetric(float64(moves)/float64(games), "moves/playout")
}

// PlayoutAllocs is how many allocations a whole playout of g at players
// makes on average, the Clone it starts from included (see BenchPlayouts).
func PlayoutAllocs(g rules.Game, players int, pick Picker) float64 {
	start, err := g.New(rules.Setup{Players: players, Seed: 1})
	if err != nil {
		panic(err)
	}
	rng := rand.New(rand.NewPCG(1, 2))
	buf := make([]rules.Move, 0, 1024)
	outcomes := make([]rules.Outcome, 0, 64)
	return testing.AllocsPerRun(20, func() {
		if _, err := playout(start.Clone(), pick, rng, buf, &outcomes); err != nil {
			panic(err)
		}
	})
}

// playout plays s to its end, every seat's move chosen by pick and chance
// rolled by weight (outcomes is scratch kept between playouts), and
// returns how many moves it made.
func playout(s rules.State, pick Picker, rng *rand.Rand, buf []rules.Move, outcomes *[]rules.Outcome) (int, error) {
	moves := 0
	for seat := s.ToMove(); seat != rules.NoSeat; seat = s.ToMove() {
		var m rules.Move
		if seat == rules.Chance {
			*outcomes = s.(rules.Chancer).Outcomes(*outcomes)
			m = rules.SampleOutcome(*outcomes, rng)
		} else {
			m = pick(s, rng, buf)
		}
		if err := s.Play(m); err != nil {
			return moves, fmt.Errorf("refused %s: %w", s.FormatMove(m), err)
		}
		moves++
	}
	return moves, nil
}
