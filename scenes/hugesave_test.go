package scenes

import (
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"embers/config"
	"embers/game"
	"embers/rules"
	"embers/rules/trekronor"
	"embers/saves"
	"embers/scenes/play/playtest"
	"embers/scenes/shot/cpu"
	"embers/scenes/ui"
)

// hugeSaveName is the game in progress hugeSaveApp writes.
const hugeSaveName = "20261120-090000-trekronor"

// hugeSaveApp is an App whose data folder holds a game in progress of 50
// MB: a seat name of 50 MB, in a save Embers could have written (its
// checksum matches). Issue 37's review saw the window stop redrawing for
// 12 s on such a file before it said the save was damaged.
func hugeSaveApp(t testing.TB) string {
	t.Helper()
	dir := t.TempDir()
	t.Setenv("XDG_DATA_HOME", filepath.Join(dir, "data"))
	t.Setenv("XDG_CONFIG_HOME", filepath.Join(dir, "config"))
	t.Setenv("HOME", dir)
	st, err := saves.DefaultStore()
	if err != nil {
		t.Fatal(err)
	}
	seats := []game.SeatInfo{{Name: strings.Repeat("z", 50<<20)}, {Level: "easy"}, {Level: "easy"}}
	s, err := game.NewSession(trekronor.Game, rules.Setup{Players: 3, Seed: 4}, seats, game.Options{})
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(st.Dir, "games", hugeSaveName+".json")
	if err := os.WriteFile(path, saves.EncodeSession(s), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// refuseHugeSave opens the window (its title lists the games in progress)
// and plays the frames of a person continuing the huge save: Continue, a
// click on the game, the dialog that refuses it. It returns the App, the
// slowest frame's CPU time (Update and drawing; the window's start counts
// as a frame) and the bytes of saves read in all of them. Call it in
// playtest.OnUI.
func refuseHugeSave(logf func(string, ...any)) (a *App, slowest time.Duration, read int64) {
	runtime.LockOSThread() // the thread's CPU clock is read on one thread
	defer runtime.UnlockOSThread()
	img := ebiten.NewImage(Width, Height)
	defer img.Deallocate()
	c := ui.NewCanvas(img, 1)
	before := saves.SaveBytesRead()
	w := cpu.Start()
	cfg, _ := config.LoadConfig(testDefaults, "")
	a = NewApp(Options{Config: cfg, Defaults: testDefaults, Logf: logf}, nil)
	a.scripted = true
	slowest, _ = w.Stop()
	if os.Getenv("EMBERS_FRAMES_TRACE") != "" {
		logf("start: %v", slowest)
	}
	frame := func(in ui.Input) {
		w := cpu.Start()
		a.Step(in)
		a.render(c)
		took, _ := w.Stop()
		slowest = max(slowest, took)
		if os.Getenv("EMBERS_FRAMES_TRACE") != "" {
			logf("frame: %v", took)
		}
	}
	idle := ui.Input{MouseX: -100, MouseY: -100}
	for range 2*fadeTicks + 2 {
		frame(idle)
	}
	frame(ui.Input{MouseX: Width / 2, MouseY: 343, MouseMoved: true, Click: true}) // Continue
	for range 2*fadeTicks + 2 {
		frame(idle)
	}
	frame(ui.Input{MouseX: 500, MouseY: ipY + 70 + ipRowH/2, MouseMoved: true, Click: true}) // the game
	for range 10 {
		frame(idle)
	}
	return a, slowest, saves.SaveBytesRead() - before
}

// TestAHugeSaveIsRefusedWithoutAStall: the window lists the 50 MB game as
// damaged and, asked to continue it, says it is too large and sets it
// aside, having read none of it: the work of every frame is bounded
// whatever the file's size. The frames' CPU time is logged;
// BenchmarkHugeSaveFrames measures it (docs/speed.md).
func TestAHugeSaveIsRefusedWithoutAStall(t *testing.T) {
	if testing.Short() {
		t.Skip("-short: writes a file of 50 MB")
	}
	var slowest time.Duration
	var read int64
	var a *App
	var path string
	path = hugeSaveApp(t)
	playtest.OnUI(t, func() {
		a, slowest, read = refuseHugeSave(t.Logf)
	})
	if read != 0 {
		t.Errorf("%d bytes of the save were read", read)
	}
	d, ok := a.Top().(*ui.Dialog)
	if !ok || d.Title != "This save is damaged" || !strings.Contains(d.Text, "is 50.0 MiB, far more than any game Embers saves") {
		t.Fatalf("the window shows %T %+v, want the dialog that says the save is too large", a.Top(), d)
	}
	if _, err := os.Stat(path); err == nil {
		t.Error("the huge save was not set aside")
	}
	t.Logf("the slowest frame took %v of CPU", slowest)
}

// BenchmarkHugeSaveFrames reports the slowest frame (max-frame-ms) of
// refusing a 50 MB save in the window, from the title to the dialog.
func BenchmarkHugeSaveFrames(b *testing.B) {
	var worst time.Duration
	path := hugeSaveApp(b)
	playtest.OnUI(b, func() {
		b.ResetTimer()
		for range b.N {
			b.StopTimer()
			moveBack(b, path)
			b.StartTimer()
			_, slowest, _ := refuseHugeSave(func(string, ...any) {})
			worst = max(worst, slowest)
		}
	})
	b.ReportMetric(float64(worst.Microseconds())/1000, "max-frame-ms")
}

// moveBack puts the save that was set aside where it was.
func moveBack(b *testing.B, path string) {
	aside, _ := filepath.Glob(strings.TrimSuffix(path, ".json") + ".damaged-*.json")
	for _, p := range aside {
		if err := os.Rename(p, path); err != nil {
			b.Fatal(err)
		}
	}
}
