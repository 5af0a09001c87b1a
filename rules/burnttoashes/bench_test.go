package burnttoashes

import (
	"math/rand/v2"
	"testing"

	"embers/rules"
)

// BenchmarkRollout plays whole games by the rollout policy (the AI's
// playouts): the cost of a game's moves without the harness's checks.
func BenchmarkRollout(b *testing.B) {
	rng := rand.New(rand.NewPCG(1, 2))
	plies := 0
	for i := range b.N {
		st, _ := Game.New(rules.Setup{Players: 4, Seed: uint64(i)})
		s := st.(*State)
		for !s.c.Over {
			if err := s.Play(s.RolloutMove(rng, nil)); err != nil {
				b.Fatal(err)
			}
			plies++
		}
	}
	b.ReportMetric(float64(plies)/float64(b.N), "plies/game")
}

// BenchmarkDeterminize is the cost of dealing a seat's unknowns again, once
// per playout of the search.
func BenchmarkDeterminize(b *testing.B) {
	st, _ := Game.New(rules.Setup{Players: 4, Seed: 3})
	s := st.(*State)
	rng := rand.New(rand.NewPCG(1, 2))
	for s.top().K != tkBuy {
		s.Play(s.RolloutMove(rng, nil))
	}
	v := s.View(1)
	b.ResetTimer()
	for range b.N {
		v.Determinize(1, rng)
	}
}
