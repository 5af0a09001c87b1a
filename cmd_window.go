package main

import (
	_ "embed"
	"fmt"
	"io"

	"github.com/hajimehoshi/ebiten/v2"

	"embers/game"
	"embers/scenes"
)

// defaultConfig is config.toml: every setting with its default.
//
//go:embed config.toml
var defaultConfig []byte

// loadConfig reads the defaults and the user's copy; problems are printed
// and the program goes on with defaults.
func loadConfig(stderr io.Writer) (game.Config, []string) {
	path, err := game.UserConfigPath()
	if err != nil {
		path = ""
	}
	cfg, warnings := game.LoadConfig(defaultConfig, path)
	for _, w := range warnings {
		fmt.Fprintln(stderr, "embers: settings:", w)
	}
	return cfg, warnings
}

// cmdWindow opens the window with the title screen.
func cmdWindow(args []string, stderr io.Writer) error {
	fs := newFlags("embers")
	if err := parseFlags(fs, args, stderr); err != nil {
		return err
	}
	cfg, warnings := loadConfig(stderr)
	ebiten.SetWindowTitle("Embers")
	ebiten.SetWindowSize(cfg.Window.Width, cfg.Window.Height)
	ebiten.SetWindowResizingMode(ebiten.WindowResizingModeEnabled)
	ebiten.SetFullscreen(cfg.Window.Fullscreen)
	if err := ebiten.RunGame(&scenes.App{Scene: scenes.NewTitle(warnings)}); err != nil {
		return fmt.Errorf("the window failed: %w", err)
	}
	return nil
}

// cmdShot renders a scene offscreen and writes it to a PNG.
func cmdShot(args []string, stderr io.Writer) error {
	fs := newFlags("shot")
	scene := fs.String("scene", "title", "scene to render (title)")
	out := fs.String("o", "title.png", "PNG file to write")
	ticks := fs.Int("ticks", 120, "ticks (1/60 s) the scene runs before the picture is taken")
	if err := parseFlags(fs, args, stderr); err != nil {
		return err
	}
	if *scene != "title" {
		return usagef("shot -scene %q: the only scene so far is title", *scene)
	}
	if *ticks < 1 {
		return usagef("shot -ticks %d: use at least 1", *ticks)
	}
	_, warnings := loadConfig(stderr) // the picture shows the settings banner as the window would
	shot := &scenes.Shot{Scene: scenes.NewTitle(warnings), Ticks: *ticks, Path: *out}
	ebiten.SetWindowTitle("Embers (taking a picture)")
	ebiten.SetWindowSize(scenes.Width, scenes.Height)
	if err := ebiten.RunGame(shot); err != nil {
		return fmt.Errorf("shot needs a display (on a server, run it under xvfb-run): %w", err)
	}
	if err := shot.Err(); err != nil {
		return err
	}
	fmt.Fprintf(stderr, "embers: wrote %s\n", *out)
	return nil
}
