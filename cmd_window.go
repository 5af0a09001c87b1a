package main

import (
	_ "embed"
	"fmt"
	"io"
	"log"
	"path/filepath"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"embers/game"
	"embers/scenes"
	"embers/scenes/sound"
	"embers/scenes/ui"
)

// defaultConfig is config.toml: every setting with its default.
//
//go:embed config.toml
var defaultConfig []byte

// loadConfig reads the defaults and the user's copy; problems are printed
// and the program goes on with defaults.
func loadConfig(stderr io.Writer) (game.Config, []string) {
	cfg, warnings, _ := loadConfigPath(stderr)
	return cfg, warnings
}

// loadConfigPath is loadConfig that also returns the user's file ("" when
// there is no config folder, and then settings cannot be saved).
func loadConfigPath(stderr io.Writer) (game.Config, []string, string) {
	path, err := game.UserConfigPath()
	if err != nil {
		fmt.Fprintln(stderr, "embers: settings cannot be saved:", err)
		path = ""
	}
	cfg, warnings := game.LoadConfig(defaultConfig, path)
	for _, w := range warnings {
		fmt.Fprintln(stderr, "embers: settings:", w)
	}
	return cfg, warnings, path
}

// cmdWindow opens the window with the title screen.
func cmdWindow(args []string, stderr io.Writer) error {
	fs := newFlags("embers")
	if err := parseFlags(fs, args, stderr); err != nil {
		return err
	}
	cfg, warnings, path := loadConfigPath(stderr)
	logger := log.New(stderr, "embers: ", 0)
	cleanLeftovers(path, logger.Printf)
	app := scenes.NewApp(scenes.Options{
		Config: cfg, Defaults: defaultConfig, ConfigPath: path, Warnings: warnings,
		Sound: newSound(cfg, logger.Printf), Logf: logger.Printf,
	}, nil)
	ebiten.SetWindowTitle("Embers")
	ebiten.SetWindowSize(cfg.Window.Width, cfg.Window.Height)
	ebiten.SetWindowResizingMode(ebiten.WindowResizingModeEnabled)
	ebiten.SetFullscreen(cfg.Window.Fullscreen)
	if err := ebiten.RunGame(app); err != nil {
		return fmt.Errorf("the window failed: %w", err)
	}
	return nil
}

// cleanLeftovers removes the temporary files interrupted saves left in the
// data folder and beside the settings file, and says so.
func cleanLeftovers(configPath string, logf func(string, ...any)) {
	var removed []string
	if configPath != "" {
		removed = game.CleanTemp(filepath.Dir(configPath))
	}
	if st, err := game.DefaultStore(); err == nil {
		removed = append(removed, st.CleanTemp()...)
	}
	if len(removed) > 0 {
		logf("removed %d temporary files left by interrupted saves (%s)", len(removed), strings.Join(removed, ", "))
	}
}

// newSound is the program's synthesized sound at the configured volume;
// without an audio device it stays silent and says so once in the log.
func newSound(cfg game.Config, logf func(string, ...any)) ui.Sound {
	return sound.New(float64(cfg.Sound.Volume)/100, cfg.Sound.Mute, logf)
}
