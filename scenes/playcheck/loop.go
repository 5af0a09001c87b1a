package playcheck

import (
	"errors"
	"fmt"
	"os"
	"runtime"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
)

// onUI runs f on the thread of the Ebitengine loop Drive started, and
// waits; nil outside Drive.
var onUI func(f func())

// errNoLoop is Run's answer outside Drive.
var errNoLoop = errors.New("playcheck runs inside its display loop (Drive, or Main in a test)")

// Drive runs work beside an Ebitengine loop: each call work makes
// through the scenes runs on the loop's thread, as many as fit in a frame,
// with the frames as fast as the machine draws them. It returns work's
// error, or the loop's (no display).
func Drive(work func() error) error {
	calls := make(chan func())
	onUI = func(f func()) {
		done := make(chan struct{})
		calls <- func() { defer close(done); f() }
		<-done
	}
	result := make(chan error, 1)
	go func() {
		defer close(calls)
		result <- work()
	}()
	ebiten.SetVsyncEnabled(false)
	ebiten.SetTPS(ebiten.SyncWithFPS)
	ebiten.SetWindowSize(640, 360)
	ebiten.SetWindowTitle("Embers (playcheck)")
	if err := ebiten.RunGame(&loop{calls: calls}); err != nil {
		return fmt.Errorf("playcheck needs a display (on a server, run it under xvfb-run): %w", err)
	}
	return <-result
}

// Main runs a package's tests inside Drive (they call Run); without a
// display they run alone and Run skips.
func Main(m *testing.M) {
	if runtime.GOOS == "linux" && os.Getenv("DISPLAY") == "" && os.Getenv("WAYLAND_DISPLAY") == "" {
		os.Exit(m.Run())
	}
	code := 0
	if err := Drive(func() error { code = m.Run(); return nil }); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	os.Exit(code)
}

// HasLoop reports whether Run can draw (Drive runs).
func HasLoop() bool { return onUI != nil }

type loop struct{ calls chan func() }

// Update runs the calls waiting, up to a frame's worth of time.
func (l *loop) Update() error {
	end := time.Now().Add(12 * time.Millisecond)
	for time.Now().Before(end) {
		select {
		case f, ok := <-l.calls:
			if !ok {
				return ebiten.Termination
			}
			f()
		case <-time.After(4 * time.Millisecond):
			return nil
		}
	}
	return nil
}

func (*loop) Draw(*ebiten.Image)         {}
func (*loop) Layout(int, int) (int, int) { return 640, 360 }
