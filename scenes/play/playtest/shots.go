package playtest

import (
	"image"
	"os"
	"path/filepath"
	"testing"

	"embers/game"
	"embers/rules"
	"embers/scenes/ui"
)

// ShotDir is where pictures go: $EMBERS_SHOTS when set (to look at them),
// else a temporary folder.
func ShotDir(t testing.TB) string {
	if d := os.Getenv("EMBERS_SHOTS"); d != "" {
		return d
	}
	return t.TempDir()
}

// Colours counts the distinct colours of a picture (up to limit), from
// every seventh pixel.
func Colours(img *image.RGBA, limit int) int {
	seen := map[[3]uint8]bool{}
	for i := 0; i+3 < len(img.Pix) && len(seen) < limit; i += 4 * 7 {
		seen[[3]uint8{img.Pix[i], img.Pix[i+1], img.Pix[i+2]}] = true
	}
	return len(seen)
}

// Shoot draws scene at scale 1, checks the picture is not blank (at least
// 50 colours) and writes it as name under ShotDir. It skips the test
// without a display.
func Shoot(t testing.TB, scene ui.Scene, name string) *image.RGBA {
	t.Helper()
	var img *image.RGBA
	OnUI(t, func() { img = Picture(scene) })
	if n := Colours(img, 200); n < 50 {
		t.Errorf("%s: the picture has only %d colours; the board is not drawn", name, n)
	}
	path := filepath.Join(ShotDir(t), name)
	if err := WritePNG(path, img); err != nil {
		t.Fatal(err)
	}
	t.Logf("wrote %s", path)
	return img
}

// SlowTest skips a test that draws many frames or pictures in -short mode.
func SlowTest(t testing.TB) {
	if testing.Short() {
		t.Skip("pictures and frame timings are skipped in -short mode")
	}
}

// MoveWith plays s ahead (quick AI players) until the seat to move has a
// move whose events include kind, and returns it; ok is false when the
// game ends or limit moves pass first.
func MoveWith(t testing.TB, s *game.Session, kind string, limit int) (rules.Move, bool) {
	t.Helper()
	for range limit {
		if s.ToMove() == rules.NoSeat {
			return 0, false
		}
		for _, m := range s.Match.State.Legal(nil) {
			evs, _ := s.Match.State.Clone().Apply(m)
			for _, e := range evs {
				if e.Kind == kind {
					return m, true
				}
			}
		}
		if err := PlayAhead(s, 1, 9); err != nil {
			t.Fatal(err)
		}
	}
	return 0, false
}
