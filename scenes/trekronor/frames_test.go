package trekronor

import (
	"sort"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"embers/scenes/play"
	"embers/scenes/play/playtest"
	"embers/scenes/ui"
)

// TestDrawIsCheap draws the board mid-game many times and reports the CPU
// time per frame; the castle is cached, so a frame stays cheap.
func TestDrawIsCheap(t *testing.T) {
	slowTest(t)
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

// TestDrawWhileAnimating times Update and Draw through a spread of the
// fire: cards turning over, tokens flying, fires landing.
func TestDrawWhileAnimating(t *testing.T) {
	slowTest(t)
	s, err := playtest.Session("trekronor", []string{"", "easy", "easy", "easy"}, 5, 20)
	if err != nil {
		t.Fatal(err)
	}
	m := spreading(t, s)
	app := playtest.NewApp()
	sc := play.NewWith(app, s, play.Options{NoAI: true})
	defer sc.Close()
	var img *ebiten.Image
	playtestOnUI(t, func() {
		img = ebiten.NewImage(ui.Width, ui.Height)
		sc.Draw(ui.NewCanvas(img, 1)) // the castle and first sprites
	})
	if err := sc.Play(app, m); err != nil {
		t.Fatal(err)
	}
	var times []time.Duration
	for i := 0; i < 1000 && sc.Animating(); i++ {
		playtestOnUI(t, func() {
			t0 := time.Now()
			app.Step(sc, ui.Input{})
			sc.Draw(ui.NewCanvas(img, 1))
			times = append(times, time.Since(t0))
		})
	}
	sort.Slice(times, func(i, j int) bool { return times[i] < times[j] })
	t.Logf("%d animated frames: median %v, p99 %v, worst %v", len(times), times[len(times)/2], times[len(times)*99/100], times[len(times)-1])
}
