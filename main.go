// Embers is a desktop program for playing five tabletop games about fire.
//
// With no subcommand it opens the window. The subcommands work without one:
//
//	embers sim   -game trekronor -players 4 -seats hard,random,random,random -games 500
//	embers rules -game trekronor          (a console to play and inspect a game)
//	embers shot  -scene title -o title.png (render a scene to a PNG and exit)
//	embers tutorial -check                (check the tutorial scripts against the rules)
//	embers version                        (the version and the commit it was built from)
//
// This file only dispatches: each command lives with what it drives
// (game/sim, game/console, game/tutorial, scenes/shot), and every game comes
// in through scenes/catalog.
package main

import (
	_ "embed"
	"errors"
	"flag"
	"fmt"
	"io"
	"log"
	"os"
	"path/filepath"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"embers/game/cli"
	"embers/game/console"
	"embers/game/sim"
	"embers/game/tutorial"
	"embers/game/version"
	"embers/saves"
	"embers/scenes"
	_ "embers/scenes/catalog" // every game: its rules, its board and its line on the menus
	"embers/scenes/icon"
	"embers/scenes/playcheck"
	"embers/scenes/shot"
	"embers/scenes/sound"
)

// defaultConfig is config.toml: every setting with its default.
//
//go:embed config.toml
var defaultConfig []byte

// lookupGame finds a game for the commands (cli.Lookup: the built games,
// then the test games); tests swap in their own games.
var lookupGame saves.Lookup = cli.Lookup

// commands are the subcommands by name.
var commands = map[string]cli.Command{
	"sim": sim.Command, "rules": console.Command, "shot": shot.Command, "tutorial": tutorial.Command,
	"version": versionCommand, "playcheck": playcheck.Command,
}

func main() {
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

// run executes one command line and returns the exit code: 0 done, 1 failed,
// 2 bad flags or arguments.
func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	env := cli.Env{Stdin: stdin, Stdout: stdout, Stderr: stderr, Lookup: lookupGame, Defaults: defaultConfig}
	if len(args) == 0 || strings.HasPrefix(args[0], "-") {
		return cli.Run(window, env, args)
	}
	if args[0] == "help" {
		printUsage(stdout)
		return 0
	}
	cmd, ok := commands[args[0]]
	if !ok {
		return cli.ExitCode(cli.Usagef("unknown command %q; use sim, rules, shot, tutorial, playcheck, version or help (no command opens the window)", args[0]), stderr)
	}
	return cli.Run(cmd, env, args[1:])
}

func printUsage(w io.Writer) {
	fmt.Fprint(w, `Embers: tabletop games about fire.

  embers                 open the window
  embers sim   [flags]   play AI games without a window and print statistics
  embers rules [flags]   a text console to play and inspect a game
  embers shot  [flags]   render a scene to a PNG file and exit
  embers tutorial -check check the tutorial scripts against the rules
  embers playcheck [flags] play a game by mouse alone, clicking only what is drawn
  embers version         the version and the commit it was built from
  embers help            this text

Run "embers <command> -h" for the flags of a command.
`)
}

// window opens the window with the title screen; it has no flags, so -h
// prints the commands.
func window(env cli.Env, args []string) error {
	if err := cli.Parse(cli.NewFlags("embers"), args, env.Stderr); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			printUsage(env.Stderr)
		}
		return err
	}
	cfg, warnings, path := env.Settings()
	logger := log.New(env.Stderr, "embers: ", 0)
	cleanLeftovers(path, logger.Printf)
	app := scenes.NewApp(scenes.Options{
		Config: cfg, Defaults: env.Defaults, ConfigPath: path, Warnings: warnings,
		Sound: sound.New(float64(cfg.Sound.Volume)/100, cfg.Sound.Mute, logger.Printf), Logf: logger.Printf,
	}, nil)
	ebiten.SetWindowTitle("Embers")
	ebiten.SetWindowIcon(icon.Images(icon.WindowSizes))
	ebiten.SetWindowSize(cfg.Window.Width, cfg.Window.Height)
	ebiten.SetWindowResizingMode(ebiten.WindowResizingModeEnabled)
	ebiten.SetWindowClosingHandled(true) // the App asks first when a game is not on the disk
	ebiten.SetFullscreen(cfg.Window.Fullscreen)
	// The window's class names the program, so a desktop matches it to its
	// menu entry (embers.desktop's StartupWMClass) and shows its icon.
	if err := ebiten.RunGameWithOptions(app, &ebiten.RunGameOptions{X11ClassName: "Embers", X11InstanceName: "embers"}); err != nil {
		return fmt.Errorf("the window failed: %w", err)
	}
	return nil
}

// versionCommand prints the version and the commit Embers was built from.
func versionCommand(env cli.Env, args []string) error {
	if err := cli.Parse(cli.NewFlags("version"), args, env.Stderr); err != nil {
		return err
	}
	v := version.Get()
	fmt.Fprintf(env.Stdout, "Embers %s\n%s\n", v.Short(), v.CommitLine(0))
	return nil
}

// cleanLeftovers removes the temporary files interrupted saves left in the
// data folder and beside the settings file, and says so.
func cleanLeftovers(configPath string, logf func(string, ...any)) {
	var removed []string
	if configPath != "" {
		removed = saves.CleanTemp(filepath.Dir(configPath))
	}
	if st, err := saves.DefaultStore(); err == nil {
		removed = append(removed, st.CleanTemp()...)
	}
	if len(removed) > 0 {
		logf("removed %d temporary files left by interrupted saves (%s)", len(removed), strings.Join(removed, ", "))
	}
}
