package scenes

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"embers/config"
	"embers/game"
	"embers/rules"
	"embers/rules/trekronor"
	"embers/saves"
	"embers/scenes/play/playtest"
	"embers/scenes/ui"
)

// hugeTextApp is an App whose data folder holds a game in progress with a
// name of a megabyte (a save Embers could have written: its checksum
// matches) and whose settings file has a value, an unknown key and a
// comment of 20 KB each: the newcomer's review saw the title freeze on such
// files, fitting the text one character at a time, twice a frame.
func hugeTextApp(t testing.TB) *App {
	t.Helper()
	dir := t.TempDir()
	t.Setenv("XDG_DATA_HOME", filepath.Join(dir, "data"))
	t.Setenv("HOME", dir)
	st, err := saves.DefaultStore()
	if err != nil {
		t.Fatal(err)
	}
	seats := []game.SeatInfo{{Name: strings.Repeat("Å", 1<<19)}, {Level: "easy"}, {Level: "easy"}}
	s, err := game.NewSession(trekronor.Game, rules.Setup{Players: 3, Seed: 4}, seats, game.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if err := st.Adopt(s); err != nil {
		t.Fatal(err)
	}
	big := strings.Repeat("z", 20000)
	path := filepath.Join(dir, "config.toml")
	os.WriteFile(path, []byte("# "+big+"\n[display]\nanimation_speed = \""+big+"\"\n"+big+" = 1\n[sound]\nvolume = 30\n"), 0o644)
	cfg, warnings := config.LoadConfig(testDefaults, path)
	if cfg.Sound.Volume != 30 || len(warnings) != 2 {
		t.Fatalf("the settings file was read as %+v with %q", cfg.Sound, warnings)
	}
	a := NewApp(Options{Config: cfg, Defaults: testDefaults, Warnings: warnings, Logf: t.Logf}, nil)
	a.scripted = true
	return a
}

// hugeTextScenes are the screens that show the huge text: the title (the
// settings banner, which game Continue goes on with), the games in progress
// and the settings.
func hugeTextScenes(t testing.TB, a *App) map[string]ui.Scene {
	st, _ := saves.DefaultStore()
	return map[string]ui.Scene{"title": newTitle(a), "continue": newInProgress(a, st), "settings": newSettings(a, false)}
}

// maxFrameText is the most text a menu frame may measure and draw, in
// bytes: a screenful of words, a hundredth of a megabyte.
const maxFrameText = 8000

// TestHugeTextIsCutOnce: with a megabyte name in a save and 20 KB values in
// the settings file, no frame of the title, the games in progress or the
// settings measures or draws more than a screenful of text. The work is
// counted (ui.TextBytes), not timed; shot -frames gives the times
// (docs/speed.md).
func TestHugeTextIsCutOnce(t *testing.T) {
	a := hugeTextApp(t)
	for name, sc := range hugeTextScenes(t, a) {
		playtest.OnUI(t, func() {
			img := ebiten.NewImage(Width, Height)
			defer img.Deallocate()
			c := ui.NewCanvas(img, 1)
			worst := int64(0)
			for frame := range 30 {
				before := ui.TextBytes()
				a.in = ui.Input{MouseX: 640, MouseY: 330 + float64(frame%5)*60, MouseMoved: true} // over every button
				sc.Update(a)
				sc.Draw(c)
				worst = max(worst, ui.TextBytes()-before)
			}
			if worst > maxFrameText {
				t.Errorf("%s: a frame measured and drew %d bytes of text, more than %d", name, worst, maxFrameText)
			}
			t.Logf("%s: at most %d bytes of text a frame", name, worst)
		})
	}
}
