package boardtest

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"embers/scenes/play/playtest"
	"embers/scenes/ui"
)

// framesPerCall is how many frames BenchDraw draws in one call into the
// Ebitengine loop (the loop flushes between calls).
const framesPerCall = 8

// BenchDraw measures drawing a whole frame of gameID's play scene at rest
// mid-game (moves moves played, players seats, a person's view): the
// board, the panel and the log. It skips without a display.
func BenchDraw(b *testing.B, gameID string, players, moves int) {
	_, sc, _ := Still(b, gameID, seats(players, 1), 1, moves)
	defer sc.Close()
	var img *ebiten.Image
	playtest.OnUI(b, func() {
		img = ebiten.NewImage(ui.Width, ui.Height)
		sc.Draw(ui.NewCanvas(img, 1)) // caches filled before the clock starts
	})
	defer playtest.OnUI(b, func() { img.Deallocate() })
	b.ReportAllocs()
	b.ResetTimer()
	for done := 0; done < b.N; {
		n := min(framesPerCall, b.N-done)
		b.StopTimer()
		playtest.OnUI(b, func() {
			b.StartTimer()
			for range n {
				sc.Draw(ui.NewCanvas(img, 1))
			}
			b.StopTimer()
		})
		done += n
	}
}
