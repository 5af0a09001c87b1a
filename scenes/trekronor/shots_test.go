package trekronor

import (
	"image"
	"os"
	"path/filepath"
	"testing"
	"time"

	"embers/game"
	"embers/scenes/play"
	"embers/scenes/play/playtest"
	"embers/scenes/ui"
)

func TestMain(m *testing.M) { playtest.Main(m) }

// shotDir is where pictures go: $EMBERS_SHOTS when set (to look at them),
// else a temporary folder.
func shotDir(t *testing.T) string {
	if d := os.Getenv("EMBERS_SHOTS"); d != "" {
		return d
	}
	return t.TempDir()
}

// colours counts the distinct colours of a picture (up to limit).
func colours(img *image.RGBA, limit int) int {
	seen := map[[3]uint8]bool{}
	for i := 0; i+3 < len(img.Pix) && len(seen) < limit; i += 4 * 7 {
		seen[[3]uint8{img.Pix[i], img.Pix[i+1], img.Pix[i+2]}] = true
	}
	return len(seen)
}

func shoot(t *testing.T, scene ui.Scene, name string) {
	t.Helper()
	var img *image.RGBA
	playtest.OnUI(t, func() { img = playtest.Picture(scene) })
	if n := colours(img, 200); n < 50 {
		t.Errorf("%s: the picture has only %d colours; the board is not drawn", name, n)
	}
	path := filepath.Join(shotDir(t), name)
	if err := playtest.WritePNG(path, img); err != nil {
		t.Fatal(err)
	}
	t.Logf("wrote %s", path)
}

func still(t *testing.T, levels []string, seed uint64, moves int) (*playtest.App, *play.Scene, *game.Session) {
	t.Helper()
	s, err := playtest.Session("trekronor", levels, seed, moves)
	if err != nil {
		t.Fatal(err)
	}
	app := playtest.NewApp()
	sc := play.NewWith(app, s, play.Options{Instant: true, NoAI: true})
	for range 3 {
		if err := app.Step(sc, ui.Input{MouseX: 1000, MouseY: 700}); err != nil {
			t.Fatal(err)
		}
	}
	return app, sc, s
}

func TestPictures(t *testing.T) {
	levels := []string{"", "easy", "easy", "easy"}
	_, sc, _ := still(t, levels, 3, 0)
	shoot(t, sc, "board-early.png")
	_, sc, _ = still(t, levels, 3, 40)
	shoot(t, sc, "board-40.png")
	_, sc, _ = still(t, levels, 3, 400)
	shoot(t, sc, "board-end.png")
}

func TestPictureAnimating(t *testing.T) {
	s, err := playtest.Session("trekronor", []string{"easy", "easy", "easy", "easy"}, 5, 41)
	if err != nil {
		t.Fatal(err)
	}
	app := playtest.NewApp()
	app.Cfg.Display.AnimationSpeed = "slow"
	sc := play.NewWith(app, s, play.Options{})
	defer sc.Close()
	deadline := time.Now().Add(10 * time.Second)
	for !sc.Animating() && time.Now().Before(deadline) {
		app.Step(sc, ui.Input{})
		time.Sleep(5 * time.Millisecond)
	}
	for range 20 {
		app.Step(sc, ui.Input{})
	}
	shoot(t, sc, "board-animating.png")
}

func playtestOnUI(t *testing.T, f func()) { playtest.OnUI(t, f) }
