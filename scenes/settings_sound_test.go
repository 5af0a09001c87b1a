package scenes

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"embers/config"
	"embers/scenes/play/playtest"
	"embers/scenes/ui"
)

// deaf is the sound of a machine without an audio device.
type deaf struct{}

func (deaf) Play(string)     {}
func (deaf) Problem() string { return "no audio device: pulse: connection refused" }

func TestSettingsSayWhenNoSoundCanBeHeard(t *testing.T) {
	cfg, _ := config.LoadConfig(testDefaults, "")
	quiet := NewApp(Options{Config: cfg, Defaults: testDefaults, Sound: deaf{}, Logf: t.Logf}, nil)
	heard := NewApp(Options{Config: cfg, Defaults: testDefaults, Logf: t.Logf}, nil)
	if s := newSettings(quiet, false); s.noSound == "" {
		t.Fatal("the settings do not know that no sound can be heard")
	}
	if s := newSettings(heard, false); s.noSound != "" {
		t.Fatalf("the settings say %q with sound working", s.noSound)
	}
	playtest.OnUI(t, func() {
		img := ebiten.NewImage(Width, Height)
		defer img.Deallocate()
		before := ui.TextBytes()
		newSettings(heard, false).Draw(ui.NewCanvas(img, 1))
		withSound := ui.TextBytes() - before
		before = ui.TextBytes()
		newSettings(quiet, false).Draw(ui.NewCanvas(img, 1))
		if without := ui.TextBytes() - before; without-withSound != int64(len("No sound device: Embers plays silently")) {
			t.Fatalf("the settings without sound drew %d bytes more text, not the note", without-withSound)
		}
	})
}
