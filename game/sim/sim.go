// Package sim is the headless match runner of "embers sim": AI seats play
// many games of one setup in parallel, each from a seed derived from the
// first, and the report gives win rates, scores, rewards, decision times
// and the shape of the games (docs/strength.md has the figures it measured).
package sim

import (
	"encoding/json"
	"fmt"
	"io"
	"runtime"
	"strings"

	"embers/game/ai"
	"embers/game/cli"
	"embers/rules"
	"embers/rules/games"
)

// simConfig is a validated sim command line.
type simConfig struct {
	game     rules.Game
	players  int
	variant  string
	levels   []ai.Level // one per slot
	games    int
	seed     uint64
	parallel int
	budget   int // search iterations per AI decision; 0 keeps each level's own
	thinkMs  int // wall-clock cap per AI decision in ms; 0: none, so results do not depend on the machine
	workers  int // search workers per AI decision (root parallelism); games already run in parallel
	maxPlies int
	json     bool
	tally    []string // event kinds to count (-tally)
}

// Command is "embers sim": it plays AI games without a window and prints
// what happened.
func Command(env cli.Env, args []string) error {
	cfg, err := parseSim(env, args)
	if err != nil {
		return err
	}
	rep := runSim(cfg)
	if cfg.json {
		b, err := json.Marshal(rep)
		if err != nil {
			return err
		}
		fmt.Fprintln(env.Stdout, string(b))
		return nil
	}
	printSimReport(env.Stdout, cfg, rep)
	return nil
}

func parseSim(env cli.Env, args []string) (simConfig, error) {
	fs := cli.NewFlags("sim")
	gameID := fs.String("game", games.First(), "game id")
	players := fs.Int("players", 4, "number of players")
	variant := fs.String("variant", "", "options, comma-separated, e.g. start=fierce,wind (empty: the base rules)")
	seats := fs.String("seats", "hard,random,random,random", "AI level of each seat, comma-separated, one per player (levels: "+cli.LevelNames()+")")
	count := fs.Int("games", 100, "games to play")
	seed := fs.Uint64("seed", 1, "seed; each game's setup and each AI seed derive from it")
	parallel := fs.Int("parallel", runtime.NumCPU(), "games played at once")
	budget := fs.Int("budget", 0, "search iterations per decision for easy/medium/hard (0: each level's own)")
	thinkMs := fs.Int("think-ms", 0, "wall-clock cap per AI decision in ms (0: no cap, so every run gives the same games)")
	workers := fs.Int("workers", 1, "search workers per AI decision, each on a core of its own (games already run -parallel at once)")
	maxPlies := fs.Int("max-plies", 20000, "a game longer than this counts as an error")
	asJSON := fs.Bool("json", false, "print one JSON object instead of a table")
	tally := fs.String("tally", "", "event kinds to count by what the log said, comma-separated, e.g. saga.won,province.lost")
	if err := cli.Parse(fs, args, env.Stderr); err != nil {
		return simConfig{}, err
	}
	cfg := simConfig{players: *players, variant: *variant, games: *count, seed: *seed,
		parallel: *parallel, budget: *budget, thinkMs: *thinkMs, workers: *workers, maxPlies: *maxPlies, json: *asJSON}
	for _, k := range strings.Split(*tally, ",") {
		if k = strings.TrimSpace(k); k != "" {
			cfg.tally = append(cfg.tally, k)
		}
	}
	g, err := env.Lookup(*gameID)
	if err != nil {
		return cfg, cli.Usagef("sim -game: %v", err)
	}
	cfg.game = g
	info := g.Info()
	if cfg.players < info.MinPlayers || cfg.players > info.MaxPlayers {
		return cfg, cli.Usagef("sim -players %d: %s is played by %d to %d players", cfg.players, info.Name, info.MinPlayers, info.MaxPlayers)
	}
	if cfg.variant, err = cli.Variant(info, cfg.variant); err != nil {
		return cfg, cli.Usagef("sim -variant: %v", err)
	}
	for _, name := range strings.Split(*seats, ",") {
		l, err := ai.ParseLevel(name)
		if err != nil {
			return cfg, cli.Usagef("sim -seats: %v", err)
		}
		cfg.levels = append(cfg.levels, l)
	}
	if len(cfg.levels) != cfg.players {
		return cfg, cli.Usagef("sim -seats lists %d levels for %d players: give one level per player, e.g. -seats %s",
			len(cfg.levels), cfg.players, strings.TrimSuffix(strings.Repeat("random,", cfg.players), ","))
	}
	switch {
	case cfg.games < 1:
		return cfg, cli.Usagef("sim -games %d: play at least 1 game", cfg.games)
	case cfg.parallel < 1:
		return cfg, cli.Usagef("sim -parallel %d: use at least 1", cfg.parallel)
	case cfg.budget < 0:
		return cfg, cli.Usagef("sim -budget %d: use 0 (each level's own) or a positive number of iterations", cfg.budget)
	case cfg.workers < 1:
		return cfg, cli.Usagef("sim -workers %d: use at least 1", cfg.workers)
	case cfg.thinkMs < 0:
		return cfg, cli.Usagef("sim -think-ms %d: use a positive number of milliseconds, or 0 for no cap", cfg.thinkMs)
	case cfg.maxPlies < 1:
		return cfg, cli.Usagef("sim -max-plies %d: use a positive number", cfg.maxPlies)
	}
	// a table that cannot be set up is a mistake in the flags, said once,
	// not the same failure in every game of the run (the first game's seed)
	setup := rules.Setup{Players: cfg.players, Variant: cfg.variant, Seed: cli.DeriveSeed(cfg.seed, 0)}
	if _, err := cfg.game.New(setup); err != nil {
		return cfg, cli.Usagef("sim: %s cannot be set up for -players %d%s: %v", info.Name, cfg.players, variantWords(cfg.variant), err)
	}
	return cfg, nil
}

// variantWords is a -variant flag as a message quotes it ("" for none).
func variantWords(v string) string {
	if v == "" {
		return ""
	}
	return " -variant " + v
}

func printSimReport(w io.Writer, cfg simConfig, r simReport) {
	fmt.Fprintf(w, "%s: %d games played, %d players, seed %d\n", cfg.game.Info().Name, r.Games, r.Players, cfg.seed)
	fmt.Fprintf(w, "errors: %d\n", r.Errors)
	for _, e := range r.errorLines {
		fmt.Fprintf(w, "  %s\n", e)
	}
	fmt.Fprintf(w, "group: win rate %.1f%%, loss rate %.1f%% (of games without error)\n", 100*r.GroupWinRate, 100*r.GroupLossRate)
	fmt.Fprintf(w, "%-4s %-7s %6s %9s %11s %8s %8s %8s\n", "slot", "level", "wins", "win rate", "mean score", "p50 ms", "p95 ms", "max ms")
	for i, s := range r.Seats {
		fmt.Fprintf(w, "%-4d %-7s %6d %8.1f%% %11.2f %8.2f %8.2f %8.2f\n", i+1, s.Level, s.Wins, 100*s.WinRate,
			s.MeanScore, s.DecisionP50, s.DecisionP95, s.DecisionMax)
	}
	printRewards(w, r)
	printGameShape(w, r)
	printCourse(w, r)
	printTableSeats(w, r)
	printTally(w, r)
	fmt.Fprintln(w, "Seats rotate: in game g, slot i sits at table seat (i+g) mod players.")
}
