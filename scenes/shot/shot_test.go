package shot

import (
	"image"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"embers/game/cli"
)

// needDisplay skips a test that opens a window when there is no display.
func needDisplay(t *testing.T) {
	t.Helper()
	if os.Getenv("DISPLAY") == "" && os.Getenv("WAYLAND_DISPLAY") == "" {
		t.Skip("no display: run the tests under xvfb-run -a -s \"-screen 0 1280x800x24\" go test ./... to render the scenes")
	}
	if testing.Short() {
		t.Skip("-short: the scenes are not rendered")
	}
}

// shoot runs "embers shot" with args in a child process (the test binary
// itself, see TestMain) and returns the picture.
func shoot(t *testing.T, args ...string) image.Image {
	t.Helper()
	path := filepath.Join(t.TempDir(), "shot.png")
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), shotEnv+"="+strings.Join(append(args, "-o", path), " "))
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("shot %v failed: %v\\n%s", args, err, out)
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
	return img
}

// TestSceneShots renders every scene and checks that each picture is the
// full logical size, has many colours (not blank or one flat fill) and
// enough bright text.
func TestSceneShots(t *testing.T) {
	needDisplay(t)
	game := []string{"-players", "3", "-seats", "random,random,random", "-moves", "9", "-seed", "5"}
	cases := []struct {
		scene  string
		args   []string
		bright int
	}{
		{"title", nil, 2000},
		{"newgame", nil, 1500},
		{"settings", nil, 1500},
		{"board", game, 1500},
		{"handoff", game, 300},
		{"pause", game, 1500},
		{"results", game, 800},
	}
	for _, c := range cases {
		t.Run(c.scene, func(t *testing.T) {
			t.Parallel()
			img := shoot(t, append([]string{"-scene", c.scene, "-ticks", "4"}, c.args...)...)
			if b := img.Bounds(); b.Dx() != 1280 || b.Dy() != 720 {
				t.Fatalf("picture is %dx%d, want 1280x720", b.Dx(), b.Dy())
			}
			colours, bright := colourStats(img)
			if colours < 60 {
				t.Errorf("the picture has only %d distinct colours: the scene was not drawn", colours)
			}
			if bright < c.bright {
				t.Errorf("only %d bright pixels (want %d): the words and controls are missing", bright, c.bright)
			}
		})
	}
}

// TestShotAtDoubleDensity renders the settings at scale 2, as on a high-DPI
// screen: the picture has twice the pixels in each direction.
func TestShotAtDoubleDensity(t *testing.T) {
	needDisplay(t)
	img := shoot(t, "-scene", "settings", "-ticks", "2", "-scale", "2")
	if b := img.Bounds(); b.Dx() != 2560 || b.Dy() != 1440 {
		t.Fatalf("picture is %dx%d, want 2560x1440", b.Dx(), b.Dy())
	}
	if colours, _ := colourStats(img); colours < 60 {
		t.Errorf("only %d colours at scale 2", colours)
	}
}

// colourStats counts distinct colours (coarsely) and bright, warm pixels
// (letters, the gold accents, the embers).
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

// TestShotOfARival: shot shows a finished test game's result with its
// rival, as docs/screenshots/results-rival-*.png were taken: Bucket
// Brigade's fire stands below the seats, its row lit red when it won.
func TestShotOfARival(t *testing.T) {
	needDisplay(t)
	img := shoot(t, "-scene", "results", "-game", "brigade", "-players", "3", "-seats", "random,greedy,random",
		"-variant", "wind,start=fierce", "-seed", "5", "-ticks", "4")
	red := 0
	for y := 124 + 74 + 3*66; y < 124+74+4*66-8; y++ { // the fourth row of the standings
		for x := 60; x < 440; x++ {
			r, g, b, _ := img.At(x, y).RGBA()
			if r>>8 > 200 && g>>8 > 60 && g>>8 < 120 && b>>8 < 80 {
				red++
			}
		}
	}
	if red < 1000 { // about 1,900 with the row lit; about 400 (flame and score) without
		t.Errorf("%d rival-red pixels in the fourth standings row: the winning fire's row is missing or not lit", red)
	}
}

// TestShotRefusesATableThatCannotBeSetUp: a setup that cannot start (Crown
// of Ash alone without an AI deck) is a usage error said once, exit 2, for
// a picture and for -frames, before any window opens (issue 37).
func TestShotRefusesATableThatCannotBeSetUp(t *testing.T) {
	env := cli.Env{Lookup: cli.Lookup, Defaults: defaults}
	for _, extra := range [][]string{nil, {"-frames", "5"}, {"-scene", "results"}, {"-end-in", "3"}} {
		args := append([]string{"-game", "crownofash", "-players", "1", "-seats", "random", "-o", filepath.Join(t.TempDir(), "x.png")}, extra...)
		code, out, errOut := cli.Capture(Command, env, "", args...)
		if code != 2 || out != "" || strings.Count(errOut, "\n") != 1 || !strings.Contains(errOut, "choose deck=easy") {
			t.Errorf("shot %v: exit %d, stdout %q, stderr %q; want exit 2 and one line saying what to choose", extra, code, out, errOut)
		}
	}
}
