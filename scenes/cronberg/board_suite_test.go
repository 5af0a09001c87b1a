package cronberg

import (
	"testing"

	cb "embers/rules/cronberg"
	"embers/scenes/play/boardtest"
	"embers/scenes/play/playtest"
)

func TestMain(m *testing.M) { playtest.Main(m) }

// TestBoardSuite passes the town through the shared board suite, at two
// and four players, meeting every kind of event.
func TestBoardSuite(t *testing.T) {
	boardtest.Run(t, "cronberg", boardtest.Options{
		Kinds:  []string{"token", "draw", "lay"},
		Events: []string{cb.EvTokenPlaced, cb.EvTileDrawn, cb.EvTileLaid, cb.EvTokenScored, cb.EvTokenReturned, cb.EvGuard, cb.EvActivated, cb.EvIsolated, cb.EvPileEmpty, cb.EvPassed, cb.EvFinalScored, cb.EvGameOver},
	})
	t.Run("FourPlayers", func(t *testing.T) {
		boardtest.Run(t, "cronberg", boardtest.Options{Players: 4, MouseSeeds: []uint64{12}, KeySeeds: []uint64{9},
			HotSeatSeeds: []uint64{}, AnimateSeeds: []uint64{3, 9}, NoPictures: true})
	})
}

func BenchmarkDraw(b *testing.B) { boardtest.BenchDraw(b, "cronberg", 3, 30) }
