package crownofash

import (
	"testing"

	"embers/scenes/play/boardtest"
)

// TestBoardSuite passes the map through the shared board suite at three
// lords.
func TestBoardSuite(t *testing.T) {
	boardtest.Run(t, "crownofash", boardtest.Options{Players: 3,
		Kinds: []string{"gather", "build", "battle"}})
}

func BenchmarkDraw(b *testing.B) { boardtest.BenchDraw(b, "crownofash", 3, 30) }
