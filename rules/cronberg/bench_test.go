package cronberg

import (
	"math/rand/v2"
	"testing"

	"embers/rules"
)

// Legal with room in its buffer, Play and the playout policy allocate
// nothing: the AI calls them thousands of times per decision.
func TestLegalAndPlayDoNotAllocate(t *testing.T) {
	st, _ := Game.New(rules.Setup{Players: 4, Seed: 3})
	s := st.(*State)
	rng := rand.New(rand.NewPCG(1, 1))
	buf := make([]rules.Move, 0, 512)
	for range 30 {
		buf = s.Legal(buf)
		_ = s.Play(buf[rng.IntN(len(buf))])
	}
	if s.phase == phaseOver {
		t.Skip("game ended early")
	}
	if n := testing.AllocsPerRun(50, func() { buf = s.Legal(buf) }); n != 0 {
		t.Fatalf("Legal allocates %.0f times", n)
	}
	if n := testing.AllocsPerRun(50, func() {
		c := *s
		for c.phase != phaseOver {
			_ = c.Play(c.RolloutMove(rng, buf))
		}
	}); n != 0 {
		t.Fatalf("a policy playout allocates %.0f times", n)
	}
}

// BenchmarkPlayout plays whole random 4-player games and reports random
// playouts per second and moves per second.
func BenchmarkPlayout(b *testing.B) {
	benchPlayouts(b, func(s *State, rng *rand.Rand, buf []rules.Move) rules.Move {
		buf = s.Legal(buf)
		return buf[rng.IntN(len(buf))]
	})
}

// BenchmarkPolicyPlayout does the same with the AI's playout policy.
func BenchmarkPolicyPlayout(b *testing.B) {
	benchPlayouts(b, (*State).RolloutMove)
}

func benchPlayouts(b *testing.B, pick func(*State, *rand.Rand, []rules.Move) rules.Move) {
	rng := rand.New(rand.NewPCG(1, 1))
	buf := make([]rules.Move, 0, 512)
	moves, games := 0, 0
	for i := 0; b.Loop(); i++ {
		st, _ := Game.New(rules.Setup{Players: 4, Seed: uint64(i)})
		s := st.(*State)
		for s.phase != phaseOver {
			_ = s.Play(pick(s, rng, buf))
			moves++
		}
		games++
	}
	sec := b.Elapsed().Seconds()
	b.ReportMetric(float64(games)/sec, "playouts/s")
	b.ReportMetric(float64(moves)/sec, "moves/s")
}
