// Package shot is "embers shot": it renders a scene of the real program
// offscreen and writes it to a PNG, or measures an animating board's frame
// times, so every screen can be seen and looked at without playing to it.
package shot

import (
	"flag"
	"fmt"
	"io"
	"os"
	"runtime/pprof"
	"slices"
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"embers/files"
	"embers/game"
	"embers/game/ai"
	"embers/game/cli"
	"embers/rules"
	"embers/rules/games"
	"embers/scenes"
	"embers/scenes/ui"
)

// shotScenes are the scenes shot can draw.
var shotScenes = []string{"title", "newgame", "settings", "continue", "board", "handoff", "pause", "results", "rules", "tutorial"}

// shotFlags are shot's command line.
type shotFlags struct {
	scene, out, gameID, seats, humans string
	variant                           string      // the game's options
	section                           string      // rules: the section shown
	hint                              bool        // board: a hint asked for the person to move
	mouse                             *[2]float64 // -mouse x,y: where the mouse rests
	cpuProfile, memProfile            string
	ticks, players, moves, frames     int
	idle                              int // seconds each scene is measured at rest
	step                              int
	endIn                             int
	seed                              uint64
	scale                             float64
}

func parseShot(env cli.Env, args []string) (shotFlags, error) {
	var f shotFlags
	fs := cli.NewFlags("shot")
	fs.StringVar(&f.scene, "scene", "", "scene to render: "+strings.Join(shotScenes, ", ")+" (default title, or board with -game)")
	fs.StringVar(&f.out, "o", "", "PNG file to write (default <scene>.png)")
	fs.IntVar(&f.ticks, "ticks", 0, "ticks (1/60 s) the scene runs before the picture is taken (default 90, 20 on a board)")
	fs.StringVar(&f.gameID, "game", games.First(), "game of the board, handoff, pause and results scenes")
	fs.IntVar(&f.players, "players", 4, "players")
	fs.StringVar(&f.variant, "variant", "", "the game's options, comma-separated (empty: the base rules)")
	fs.StringVar(&f.seats, "seats", "", "AI level of each seat, comma-separated, playing the first -moves moves (default hard for all)")
	fs.Uint64Var(&f.seed, "seed", 3, "seed of the game")
	fs.IntVar(&f.moves, "moves", 40, "moves played before the picture (results: played to the end)")
	fs.IntVar(&f.endIn, "end-in", 0, "instead of -moves, play to this many moves before the end of the game (with -frames: to measure the end)")
	fs.StringVar(&f.humans, "humans", "", "seats (1-based, comma-separated) shown as people (default: none on board, 1 on pause, 1,2 on handoff)")
	fs.Float64Var(&f.scale, "scale", 1, "pixel density of the picture: 1 gives 1280x720, 2 gives 2560x1440")
	fs.StringVar(&f.cpuProfile, "cpuprofile", "", "write a CPU profile of the run to this file (go tool pprof)")
	fs.StringVar(&f.memProfile, "memprofile", "", "write a profile of the memory allocated during the run to this file (go tool pprof -sample_index=alloc_space)")
	fs.StringVar(&f.section, "section", "", "rules: the section of the rules reference shown (e.g. 5.3)")
	fs.BoolVar(&f.hint, "hint", false, "board: ask for a hint for the person to move (give -humans and enough -ticks for the search)")
	fs.IntVar(&f.step, "step", 1, "the tutorial scene's step (1-based), shown once its moves are played")
	fs.Func("mouse", "rest the mouse at x,y in the 1280x720 picture, e.g. 900,600 on a line of the board's log to see what it points at",
		func(v string) (err error) { f.mouse, err = parsePoint(v); return err })
	fs.IntVar(&f.frames, "frames", 0, "instead of a picture, run this many frames of an animating board and print Update and Draw times")
	fs.IntVar(&f.idle, "idle", 0, "instead of a picture, measure the program's CPU time at rest over this many seconds each of the title, the title with a calm screen and a board waiting for a person (-game, -players, -seats, -moves and -seed choose the board)")
	if err := cli.Parse(fs, args, env.Stderr); err != nil {
		return f, err
	}
	if cli.Seen(fs, "idle") {
		return f, checkIdle(fs, &f)
	}
	if f.scene == "" {
		f.scene = "title"
		if cli.Seen(fs, "game") || f.frames > 0 {
			f.scene = "board"
		}
	}
	if !slices.Contains(shotScenes, f.scene) {
		return f, cli.Usagef("shot -scene %q: use one of %s", f.scene, strings.Join(shotScenes, ", "))
	}
	if f.out == "" {
		f.out = f.scene + ".png"
	}
	if cli.Seen(fs, "ticks") && f.ticks < 1 {
		return f, cli.Usagef("shot -ticks %d: use at least 1", f.ticks)
	}
	if f.ticks == 0 {
		f.ticks = 90
		if f.scene == "board" || f.scene == "handoff" {
			f.ticks = 20
		}
	}
	if !(f.scale >= 0.5 && f.scale <= 4) { // NaN fails both
		return f, cli.Usagef("shot -scale %g: use a number from 0.5 to 4", f.scale)
	}
	if f.moves < 0 || f.frames < 0 || f.endIn < 0 {
		return f, cli.Usagef("shot: -moves, -end-in and -frames cannot be negative")
	}
	if f.ticks > maxShotTicks || f.frames > maxShotTicks {
		return f, cli.Usagef("shot: -ticks and -frames go up to %d (10 minutes of frames)", maxShotTicks)
	}
	return f, checkShotScene(env, fs, f)
}

// checkIdle refuses what -idle does not use and fixes the board it shows:
// seat 1 a person, the game played on to that person's turn.
func checkIdle(fs *flag.FlagSet, f *shotFlags) error {
	if f.idle < 1 || f.idle > 600 {
		return cli.Usagef("shot -idle %d: measure from 1 to 600 seconds", f.idle)
	}
	for _, name := range []string{"scene", "o", "ticks", "frames", "end-in", "hint", "mouse", "step", "section", "scale", "cpuprofile"} {
		if cli.Seen(fs, name) {
			return cli.Usagef("shot -idle measures the title and a board at rest: leave out -%s", name)
		}
	}
	if f.moves < 0 {
		return cli.Usagef("shot: -moves cannot be negative")
	}
	f.scene = "board"
	if f.humans == "" {
		f.humans = "1"
	}
	return nil
}

// maxShotTicks is the longest shot runs: 10 minutes of ticks.
const maxShotTicks = 36000

// checkShotScene refuses flags the scene does not use (a mistake that would
// otherwise silently show something else) and values it cannot show.
func checkShotScene(env cli.Env, fs *flag.FlagSet, f shotFlags) error {
	onlyFor := map[string][]string{"section": {"rules"}, "step": {"tutorial"}, "hint": {"board"},
		"end-in": {"board", "handoff", "pause", "results"}, "humans": {"board", "handoff", "pause", "results", "rules"}}
	for name, scenes := range onlyFor {
		if cli.Seen(fs, name) && !slices.Contains(scenes, f.scene) {
			return cli.Usagef("shot -%s is for -scene %s only, not %s", name, strings.Join(scenes, ", "), f.scene)
		}
	}
	if cli.Seen(fs, "game") {
		if _, err := env.Lookup(f.gameID); err != nil {
			return cli.Usagef("shot -game: %v", err)
		}
	}
	if cli.Seen(fs, "step") && f.step < 1 {
		return cli.Usagef("shot -step %d: tutorial steps start at 1", f.step)
	}
	if f.scene == "rules" && f.section != "" {
		return checkSection(f.gameID, f.section)
	}
	return nil
}

// checkSection refuses a rules section the game's reference does not have
// (it used to show §1 without a word).
func checkSection(gameID, section string) error {
	doc, err := scenes.LoadRules(gameID)
	if err != nil {
		return cli.Usagef("shot -section: %v", err)
	}
	var ids []string
	for _, s := range doc.Sections {
		if s.ID == section || strings.HasPrefix(s.ID, section+".") {
			return nil
		}
		ids = append(ids, s.ID)
	}
	return cli.Usagef("shot -section %s: the rules of %s have no such section; they have %s", files.Clip(section, 20), gameID, strings.Join(ids, ", "))
}

// Command renders a scene offscreen and writes it to a PNG, or measures
// frame times with -frames.
func Command(env cli.Env, args []string) error {
	stdout, stderr := env.Stdout, env.Stderr
	f, err := parseShot(env, args)
	if err != nil {
		return err
	}
	cfg, warnings, _ := env.Settings() // the picture shows the settings banner as the window would
	var s *game.Session
	before := 0 // moves played before the frames
	if !slices.Contains([]string{"title", "newgame", "settings", "continue", "tutorial"}, f.scene) {
		if s, err = shotSession(env, f); err != nil {
			return err
		}
		before = len(s.Match.History)
	}
	if f.frames > 0 {
		cfg.AI.ThinkMsCap, cfg.Play.AIPauseMs = 10, 0 // the AI seats play at once, so the board keeps moving
		cfg.Display.AnimationSpeed = "normal"
	}
	if f.idle > 0 {
		return runIdle(env, f, cfg, warnings, s)
	}
	app := scenes.NewApp(scenes.Options{Config: cfg, Defaults: env.Defaults, Warnings: warnings}, nil)
	if f.scene == "tutorial" {
		err = app.OpenTutorial(f.gameID, f.step, true)
	} else {
		err = app.Open(f.scene, s, f.frames == 0)
	}
	if err != nil {
		return cli.Usagef("shot: %v", err)
	}
	shot := &Runner{App: app, Ticks: f.ticks, Path: f.out, Scale: f.scale, Frames: f.frames, Hint: f.hint, Mouse: f.mouse}
	if f.scene == "rules" {
		shot.Start = func(a *scenes.App) { a.Push(a.Menus().Rules(f.gameID, f.section)) }
	}
	if f.cpuProfile != "" {
		stop, err := startProfile(f.cpuProfile)
		if err != nil {
			return err
		}
		defer stop()
	}
	if f.memProfile != "" {
		defer writeMemProfile(f.memProfile, stderr)
	}
	ebiten.SetWindowTitle("Embers (taking a picture)")
	ebiten.SetWindowSize(scenes.Width, scenes.Height)
	if err := ebiten.RunGame(shot); err != nil {
		return fmt.Errorf("shot needs a display (on a server, run it under xvfb-run): %w", err)
	}
	if f.frames > 0 {
		fmt.Fprintln(stdout, shot.Stats())
		if s != nil {
			fmt.Fprintf(stdout, "%d moves played during the frames (%d before)\n", len(s.Match.History)-before, before)
		}
		return nil
	}
	if err := shot.Err(); err != nil {
		return err
	}
	fmt.Fprintf(stderr, "embers: wrote %s\n", f.out)
	return nil
}

// shotSession builds the game a picture shows: the -seats levels play the
// first -moves moves (to the end for results) with a small search budget,
// then the -humans seats are marked as people.
func shotSession(env cli.Env, f shotFlags) (*game.Session, error) {
	g, err := env.Lookup(f.gameID)
	if err != nil {
		return nil, cli.Usagef("shot -game: %v", err)
	}
	info := g.Info()
	if f.players < info.MinPlayers || f.players > info.MaxPlayers {
		return nil, cli.Usagef("shot -players %d: %s is played by %d to %d players", f.players, info.Name, info.MinPlayers, info.MaxPlayers)
	}
	levels, err := shotLevels(f.seats, f.players)
	if err != nil {
		return nil, err
	}
	humans, err := shotHumans(f)
	if err != nil {
		return nil, err
	}
	if f.variant, err = cli.Variant(info, f.variant); err != nil {
		return nil, cli.Usagef("shot -variant: %v", err)
	}
	seats := make([]game.SeatInfo, f.players)
	for i := range seats {
		seats[i] = game.SeatInfo{Level: string(levels[i]), Colour: i, Name: ui.SeatColourTitle(i)}
		if humans[i] {
			seats[i].Level = ""
		}
	}
	s, err := game.NewSession(g, rules.Setup{Players: f.players, Variant: f.variant, Seed: f.seed}, seats, game.Options{})
	if err != nil {
		return nil, cli.Usagef("shot: %v", err)
	}
	moves := f.moves
	if f.scene == "results" {
		moves = 1 << 30
	}
	if f.endIn > 0 {
		if moves, err = gameLength(g, f, seats, levels); err != nil {
			return nil, err
		}
		moves = max(0, moves-f.endIn)
	}
	if err := playHeadless(s, levels, moves, f.seed); err != nil {
		return nil, err
	}
	if f.scene == "handoff" || f.idle > 0 { // play on to a person's turn (the handoff screen hides it)
		for i := 0; i < 4*f.players && s.ToMove() != rules.NoSeat && !s.IsHuman(s.ToMove()); i++ {
			if err := playHeadless(s, levels, 1, f.seed+uint64(i)); err != nil {
				return nil, err
			}
		}
	}
	return s, nil
}

// gameLength is how many moves the -seats levels take to finish the game
// shotSession would play (the same seeds give the same game).
func gameLength(g rules.Game, f shotFlags, seats []game.SeatInfo, levels []ai.Level) (int, error) {
	s, err := game.NewSession(g, rules.Setup{Players: f.players, Variant: f.variant, Seed: f.seed}, seats, game.Options{})
	if err != nil {
		return 0, cli.Usagef("shot: %v", err)
	}
	if err := playHeadless(s, levels, 1<<30, f.seed); err != nil {
		return 0, err
	}
	return len(s.Match.History), nil
}

// playHeadless lets the AI levels play up to n moves of s.
func playHeadless(s *game.Session, levels []ai.Level, n int, seed uint64) error {
	for i := 0; i < n && s.ToMove() != rules.NoSeat; i++ {
		seat := s.ToMove()
		if seat == rules.Chance { // the game's own generator decides, as in a match
			if _, err := s.Roll(); err != nil {
				return fmt.Errorf("shot: move %d, chance's roll: %w", i+1, err)
			}
			continue
		}
		cfg := ai.ConfigFor(levels[seat], s.Match.Game, s.Match.Setup)
		cfg.Iterations, cfg.MaxTime = min(cfg.Iterations, 120), 0
		d := ai.NewWithConfig(levels[seat], cli.DeriveSeed(seed, uint64(i)), cfg).Choose(s.Match.State, seat)
		if _, err := s.Play(d.Move); err != nil {
			return fmt.Errorf("shot: move %d of the AI was refused: %w", i+1, err)
		}
	}
	return nil
}

func shotLevels(list string, players int) ([]ai.Level, error) {
	if list == "" {
		list = strings.TrimSuffix(strings.Repeat("hard,", players), ",")
	}
	parts := strings.Split(list, ",")
	if len(parts) != players {
		return nil, cli.Usagef("shot -seats lists %d levels for %d players", len(parts), players)
	}
	out := make([]ai.Level, players)
	for i, p := range parts {
		l, err := ai.ParseLevel(strings.TrimSpace(p))
		if err != nil {
			return nil, cli.Usagef("shot -seats: %v", err)
		}
		out[i] = l
	}
	return out, nil
}

func shotHumans(f shotFlags) ([]bool, error) {
	list := f.humans
	if list == "" {
		switch f.scene {
		case "pause":
			list = "1"
		case "handoff":
			list = "1,2"
		}
	}
	out := make([]bool, f.players)
	for _, p := range strings.Split(list, ",") {
		if p = strings.TrimSpace(p); p == "" {
			continue
		}
		n, err := strconv.Atoi(p)
		if err != nil || n < 1 || n > f.players {
			return nil, cli.Usagef("shot -humans %q: list seat numbers from 1 to %d", list, f.players)
		}
		out[n-1] = true
	}
	return out, nil
}

// startProfile writes a CPU profile to path until stop is called.
func startProfile(path string) (stop func(), err error) {
	file, err := os.Create(path)
	if err != nil {
		return nil, fmt.Errorf("shot -cpuprofile: %w", err)
	}
	if err := pprof.StartCPUProfile(file); err != nil {
		file.Close()
		return nil, fmt.Errorf("shot -cpuprofile: %w", err)
	}
	return func() { pprof.StopCPUProfile(); file.Close() }, nil
}

// writeMemProfile writes the allocations of the run so far to path.
func writeMemProfile(path string, stderr io.Writer) {
	file, err := os.Create(path)
	if err == nil {
		err = pprof.Lookup("allocs").WriteTo(file, 0)
		if cerr := file.Close(); err == nil {
			err = cerr
		}
	}
	if err != nil {
		fmt.Fprintf(stderr, "embers: shot -memprofile: %v\n", err)
	}
}

// parsePoint reads "x,y" in logical pixels (0..1280, 0..720).
func parsePoint(text string) (*[2]float64, error) {
	xs, ys, ok := strings.Cut(text, ",")
	x, err1 := strconv.ParseFloat(strings.TrimSpace(xs), 64)
	y, err2 := strconv.ParseFloat(strings.TrimSpace(ys), 64)
	if !ok || err1 != nil || err2 != nil || x < 0 || y < 0 || x > scenes.Width || y > scenes.Height {
		return nil, fmt.Errorf("write two numbers x,y inside the %dx%d picture, like 900,600", scenes.Width, scenes.Height)
	}
	return &[2]float64{x, y}, nil
}
