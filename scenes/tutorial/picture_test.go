package tutorial

import (
	"image"
	"os"
	"path/filepath"
	"testing"

	"embers/scenes/play/playtest"
	"embers/scenes/ui"
)

func TestMain(m *testing.M) { playtest.Main(m) }

// picture draws the tutorial and writes it to $EMBERS_SHOTS (to look at)
// or a temporary folder; a picture of few colours means nothing was drawn.
func picture(t *testing.T, tut *Scene, name string) {
	t.Helper()
	var img *image.RGBA
	playtest.OnUI(t, func() { img = playtest.Picture(tut) })
	seen := map[[3]uint8]bool{}
	for i := 0; i+3 < len(img.Pix) && len(seen) < 200; i += 4 * 7 {
		seen[[3]uint8{img.Pix[i], img.Pix[i+1], img.Pix[i+2]}] = true
	}
	if len(seen) < 50 {
		t.Errorf("%s: only %d colours: the board is not drawn", name, len(seen))
	}
	dir := os.Getenv("EMBERS_SHOTS")
	if dir == "" {
		dir = t.TempDir()
	}
	if err := playtest.WritePNG(filepath.Join(dir, name), img); err != nil {
		t.Fatal(err)
	}
}

// The card corrects a legal move that is not the step's, and the board
// explains an illegal one under the mouse, as in a game.
func TestCorrectionPictures(t *testing.T) {
	tut, app := open(t, 0)
	defer tut.Close()
	tut.goTo(app, tut.script.Index("place"))
	s := tut.play.Session()
	b := tut.play.Board().(aimer)
	m, _ := s.Match.State.ParseMove("place a1")
	app.Step(tut, ui.Input{})
	x, y, _ := b.Aim(m)
	clickAt(app, tut, x, y)
	if tut.correction == "" {
		t.Fatal("no correction for a legal other move")
	}
	bad, _ := s.Match.State.ParseMove("place e0")
	x, y, _ = b.Aim(bad)
	app.Step(tut, ui.Input{MouseX: x, MouseY: y, MouseMoved: true})
	picture(t, tut, "tutorial-09-place-corrected.png")
}
