package main

import (
	"image"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
)

// TestTitleShot renders the title in a real window (the test binary runs
// itself again, since the window needs the main goroutine) and checks that
// the picture is the full logical size and far from blank.
func TestTitleShot(t *testing.T) {
	if os.Getenv("DISPLAY") == "" && os.Getenv("WAYLAND_DISPLAY") == "" {
		t.Skip("no display: run the tests under xvfb-run -a -s \"-screen 0 1280x800x24\" go test ./... to render the title")
	}
	if testing.Short() {
		t.Skip("-short: the title is not rendered")
	}
	path := filepath.Join(t.TempDir(), "title.png")
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), shotEnv+"="+path)
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("rendering the title failed: %v\n%s", err, out)
	}
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		t.Fatalf("the picture is not a PNG: %v", err)
	}
	if b := img.Bounds(); b.Dx() != 1280 || b.Dy() != 720 {
		t.Fatalf("picture is %dx%d, want 1280x720", b.Dx(), b.Dy())
	}
	colours, bright := colourStats(img)
	if colours < 200 {
		t.Errorf("the picture has only %d distinct colours: the title was not drawn", colours)
	}
	if bright < 2000 {
		t.Errorf("only %d bright pixels: the name and the game list are missing", bright)
	}
}

// colourStats counts distinct colours (coarsely) and bright, warm pixels
// (the letters of the name, the embers).
func colourStats(img image.Image) (colours, bright int) {
	seen := map[[3]uint32]bool{}
	b := img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y += 2 {
		for x := b.Min.X; x < b.Max.X; x += 2 {
			r, g, bl, _ := img.At(x, y).RGBA()
			seen[[3]uint32{r >> 11, g >> 11, bl >> 11}] = true
			if r>>8 > 200 && g>>8 > 120 {
				bright++
			}
		}
	}
	return len(seen), bright
}
