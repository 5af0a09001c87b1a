package burnttoashes

import (
	"testing"

	"embers/scenes/play/boardtest"
	"embers/scenes/play/playtest"
)

func TestMain(m *testing.M) { playtest.Main(m) }

// TestBoardSuite passes the kingdom through the shared board suite.
func TestBoardSuite(t *testing.T) {
	boardtest.Run(t, "burnttoashes", boardtest.Options{
		Kinds:  []string{"claim", "offer", "buy"},
		Events: []string{"province.claimed", "pawn.placed", "offer.laid", "dragon.turned", "markers.laid", "province.lost", "dragon.won"},
	})
}

func BenchmarkDraw(b *testing.B) { boardtest.BenchDraw(b, "burnttoashes", 3, 30) }
