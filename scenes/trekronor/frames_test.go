package trekronor

import (
	"sort"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"embers/scenes/play"
	"embers/scenes/ui"
)

// TestDrawIsCheap draws the board mid-game many times and reports the CPU
// time per frame; the castle is cached, so a frame stays cheap.
func TestDrawIsCheap(t *testing.T) {
	_, sc, _ := still(t, []string{"", "easy", "easy", "easy"}, 3, 40)
	var times []time.Duration
	var first time.Duration
	var img *ebiten.Image
	playtestOnUI(t, func() {
		img = ebiten.NewImage(ui.Width, ui.Height)
		t0 := time.Now()
		sc.Draw(ui.NewCanvas(img, 1))
		first = time.Since(t0)
	})
	var boardOnly []time.Duration
	for range 10 {
		playtestOnUI(t, func() {
			t0 := time.Now()
			sc.Draw(ui.NewCanvas(img, 1))
			times = append(times, time.Since(t0))
			t0 = time.Now()
			sc.Board().Draw(ui.NewCanvas(img, 1), nil)
			boardOnly = append(boardOnly, time.Since(t0))
		})
	}
	t.Logf("board only: %v", boardOnly)
	sort.Slice(times, func(i, j int) bool { return times[i] < times[j] })
	t.Logf("first frame (castle cached) %v; then median %v, p99 %v", first, times[len(times)/2], times[len(times)*99/100])
	if med := times[len(times)/2]; med > 8*time.Millisecond {
		t.Errorf("a frame takes %v of CPU; keep Draw cheap", med)
	}
	_ = play.BoardRect
}
