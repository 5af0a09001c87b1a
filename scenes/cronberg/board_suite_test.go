package cronberg

import (
	"testing"

	"embers/scenes/play/boardtest"
)

// TestBoardSuite passes the town through the shared board suite.
func TestBoardSuite(t *testing.T) {
	boardtest.Run(t, "cronberg", boardtest.Options{Kinds: []string{"token", "draw", "lay"}})
}

func BenchmarkDraw(b *testing.B) { boardtest.BenchDraw(b, "cronberg", 3, 30) }
