package fireaxe

import (
	"math/rand/v2"
	"testing"

	"embers/game/ai"
	"embers/rules"
	"embers/rules/rulestest"
)

// midGame is a two-player game on the real map played by the rollout
// policy into its fourth round, to a day's business at sea: the kind of
// position most hard decisions are taken in.
func midGame(tb testing.TB) *State {
	st, err := Game.New(rules.Setup{Players: 2, Seed: 7})
	if err != nil {
		tb.Fatal(err)
	}
	s := st.(*State)
	rng := rand.New(rand.NewPCG(7, 7))
	for s.Round < 4 || s.Phase != phTurn || s.boat().At == inWinter || s.b.nodes[s.boat().At].home {
		policyPly(tb, s, rng)
	}
	return s
}

// BenchmarkHardDecision is one hard decision (its full iteration budget,
// no time cap) in a mid-game position.
func BenchmarkHardDecision(b *testing.B) {
	s := midGame(b)
	cfg := ai.ConfigFor(ai.Hard, Game, s.Setup())
	cfg.MaxTime = 0
	seat := s.ToMove()
	b.ResetTimer()
	for i := range b.N {
		ai.NewWithConfig(ai.Hard, uint64(i), cfg).Choose(s, seat)
	}
}

// BenchmarkRollout plays whole games by the rollout policy (the AI's
// playouts): the cost of the moves without the search.
func BenchmarkRollout(b *testing.B) {
	rng := rand.New(rand.NewPCG(1, 2))
	plies := 0
	for i := range b.N {
		st, _ := Game.New(rules.Setup{Players: 3, Seed: uint64(i)})
		s := st.(*State)
		for s.Phase != phOver {
			policyPly(b, s, rng)
			plies++
		}
	}
	b.ReportMetric(float64(plies)/float64(b.N), "plies/game")
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
