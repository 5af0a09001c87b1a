package playtest

import (
	"fmt"
	"image"
	"os"
	"runtime"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"embers/scenes/ui"
)

var (
	uiCalls = make(chan func())
	uiOn    bool
)

// Main runs a package's tests; where a display exists they run beside an
// Ebitengine loop so OnUI can draw. Call it from TestMain.
func Main(m *testing.M) {
	if runtime.GOOS == "linux" && os.Getenv("DISPLAY") == "" && os.Getenv("WAYLAND_DISPLAY") == "" {
		os.Exit(m.Run())
	}
	uiOn = true
	code := 0
	go func() {
		code = m.Run()
		close(uiCalls)
	}()
	ebiten.SetWindowSize(ui.Width/2, ui.Height/2)
	ebiten.SetWindowTitle("embers test")
	if err := ebiten.RunGame(loop{}); err != nil {
		fmt.Fprintln(os.Stderr, "playtest: the display failed:", err)
		os.Exit(1)
	}
	os.Exit(code)
}

type loop struct{}

func (loop) Update() error {
	for {
		select {
		case f, ok := <-uiCalls:
			if !ok {
				return ebiten.Termination
			}
			f()
		default:
			return nil
		}
	}
}

func (loop) Draw(*ebiten.Image)         {}
func (loop) Layout(int, int) (int, int) { return ui.Width, ui.Height }

// OnUI runs f inside the Ebitengine loop and waits for it. It skips the
// test when there is no display (run the tests under xvfb-run to draw).
func OnUI(t testing.TB, f func()) {
	t.Helper()
	if !uiOn {
		t.Skip("no display: run under xvfb-run -a to draw scenes")
	}
	done := make(chan struct{})
	uiCalls <- func() { defer close(done); f() }
	<-done
}

// Picture draws scene at scale 1 and returns its pixels. Call it in OnUI.
func Picture(scene ui.Scene) *image.RGBA { return PictureAt(scene, 1) }

// PictureAt draws scene at a canvas scale (real pixels per logical pixel).
func PictureAt(scene ui.Scene, scale float64) *image.RGBA {
	w, h := int(ui.Width*scale), int(ui.Height*scale)
	img := ebiten.NewImage(w, h)
	defer img.Deallocate()
	scene.Draw(ui.NewCanvas(img, scale))
	out := image.NewRGBA(image.Rect(0, 0, w, h))
	img.ReadPixels(out.Pix)
	return out
}

// WritePNG writes a picture to path.
func WritePNG(path string, img image.Image) error { return ui.WritePNG(path, img) }

// HasDisplay reports whether the tests run beside a display (Main found
// one), so pictures can be drawn.
func HasDisplay() bool { return uiOn }

// Canvas is a canvas of the window's size at scale 1 whose frame registers
// what is drawn in hits (ui.Hits). Call it in OnUI.
func Canvas(hits *ui.Hits) *ui.Canvas {
	c := ui.NewCanvas(ebiten.NewImage(ui.Width, ui.Height), 1)
	c.Hits = hits
	return c
}
