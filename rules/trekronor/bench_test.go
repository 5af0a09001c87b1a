package trekronor

import (
	"testing"

	"embers/rules/rulestest"
)

// benchPlayers is the middle of the game's player counts (3 to 5).
const benchPlayers = 4

// BenchmarkPlayout plays whole random games at four players and reports
// random playouts per second and moves per second.
func BenchmarkPlayout(b *testing.B) {
	rulestest.BenchPlayouts(b, Game, benchPlayers, rulestest.RandomMove)
}

// BenchmarkPolicyPlayout does the same with the AI's playout policy.
func BenchmarkPolicyPlayout(b *testing.B) {
	rulestest.BenchPlayouts(b, Game, benchPlayers, rulestest.PolicyMove)
}
