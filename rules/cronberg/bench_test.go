package cronberg

import (
	"math/rand/v2"
	"testing"

	"embers/rules"
	"embers/rules/rulestest"
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

// benchPlayers is the middle of the game's player counts (2 to 4).
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
