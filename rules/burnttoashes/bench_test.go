package burnttoashes

import (
	"math/rand/v2"
	"testing"

	"embers/game/ai"
	"embers/rules"
	"embers/rules/rulestest"
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

// BenchmarkHardDecision is one hard decision in the third year of a co-op
// game at three (an offering, then a buy turn): the whole search with the
// level's budget and no time cap, the figure a sim's hard seat pays.
func BenchmarkHardDecision(b *testing.B) {
	for _, at := range []int8{tkOffer, tkBuy} {
		b.Run(map[int8]string{tkOffer: "offer", tkBuy: "buy"}[at], func(b *testing.B) {
			setup := rules.Setup{Players: 3, Seed: 7}
			st, _ := Game.New(setup)
			s := st.(*State)
			rng := rand.New(rand.NewPCG(7, 7))
			for s.c.Year < 3 || s.top().K != at || s.ToMove() == rules.Chance {
				if err := s.Play(s.RolloutMove(rng, nil)); err != nil || s.c.Over {
					b.Fatalf("no decision found: %v", err)
				}
			}
			cfg := ai.ConfigFor(ai.Hard, Game, setup)
			cfg.MaxTime = 0
			seat := s.ToMove()
			view := s.View(seat)
			b.ResetTimer()
			for range b.N {
				ai.NewWithConfig(ai.Hard, 1, cfg).Choose(view, seat) // the same search each time
			}
		})
	}
}

// benchPlayers is the middle of the game's player counts.
const benchPlayers = 3

// BenchmarkPlayout plays whole random games at three players and reports
// random playouts per second and moves per second.
func BenchmarkPlayout(b *testing.B) {
	rulestest.BenchPlayouts(b, Game, benchPlayers, rulestest.RandomMove)
}

// BenchmarkPolicyPlayout does the same with the AI's playout policy.
func BenchmarkPolicyPlayout(b *testing.B) {
	rulestest.BenchPlayouts(b, Game, benchPlayers, rulestest.PolicyMove)
}
