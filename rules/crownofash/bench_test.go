package crownofash

import (
	"testing"

	"embers/rules/rulestest"
)

// benchPlayers is the middle of the game's player counts (1 to 4; one is
// the solo game against the AI deck).
const benchPlayers = 3

// BenchmarkPlayout plays whole random games at three lords and reports
// random playouts per second and moves per second.
func BenchmarkPlayout(b *testing.B) {
	rulestest.BenchPlayouts(b, Game, benchPlayers, rulestest.RandomMove)
}

// BenchmarkPolicyPlayout does the same with the AI's playout policy.
func BenchmarkPolicyPlayout(b *testing.B) {
	rulestest.BenchPlayouts(b, Game, benchPlayers, rulestest.PolicyMove)
}

// A playout, random or by the policy, allocates nothing but the Clone it
// starts from: the AI plays thousands of them for each decision.
func TestPlayoutsDoNotAllocate(t *testing.T) {
	for name, pick := range map[string]rulestest.Picker{"random": rulestest.RandomMove, "policy": rulestest.PolicyMove} {
		if n := rulestest.PlayoutAllocs(Game, benchPlayers, pick); n > 1 {
			t.Errorf("a %s playout allocates %.1f times, want 1 (its clone)", name, n)
		}
	}
}
