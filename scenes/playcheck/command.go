package playcheck

import (
	"errors"
	"fmt"
	"io"
	"time"

	"embers/game/cli"
	"embers/rules"
	"embers/rules/games"
	"embers/scenes/kit"
)

// Command is "embers playcheck".
func Command(env cli.Env, args []string) error {
	var cfg Config
	var all bool
	fs := cli.NewFlags("playcheck")
	fs.StringVar(&cfg.Game, "game", "", "the game to play by mouse (its id), or all for every game's tutorial and a whole game at its smallest and largest count")
	fs.BoolVar(&all, "all", false, "every game with a board: its tutorial, and a whole game at its smallest and largest player count (as CI runs it)")
	fs.BoolVar(&cfg.Tutorial, "tutorial", false, "play the game's tutorial step by step as its card asks, instead of a whole game")
	fs.IntVar(&cfg.Players, "players", 0, "players of the whole game (default the game's smallest count)")
	fs.IntVar(&cfg.Humans, "humans", 1, "people at the screen (two or more pass it on between turns)")
	fs.StringVar(&cfg.Level, "level", "easy", "the computer seats' level: "+cli.LevelNames())
	fs.StringVar(&cfg.Variant, "variant", "", "the game's options, comma-separated (empty: the base rules)")
	fs.Uint64Var(&cfg.Seed, "seed", 1, "seed of the game and of the person's choices")
	fs.DurationVar(&cfg.Limit, "limit", 20*time.Minute, "the most one run may take (a 4-player Crown of Ash takes 4 minutes on a quiet 2-core machine, several times that on a busy one)")
	fs.StringVar(&cfg.Shots, "shots", "", "a folder where a failed run leaves its last frame (PNG) and what that frame registered as clickable (TXT)")
	if err := cli.Parse(fs, args, env.Stderr); err != nil {
		return err
	}
	if all || cfg.Game == "all" {
		return Drive(func() error { return runAll(env.Stdout, cfg) })
	}
	if cfg.Game == "" {
		return cli.Usagef("playcheck: name a game with -game (%v) or use -all", kit.Registered())
	}
	g, err := env.Lookup(cfg.Game)
	if err != nil {
		return cli.Usagef("playcheck -game: %v", err)
	}
	if !cfg.Tutorial { // a table that cannot be set up is said once, before any window opens
		info, players := g.Info(), cfg.Players
		if players == 0 {
			players = max(info.MinPlayers, 1)
		}
		if players < info.MinPlayers || players > info.MaxPlayers {
			return cli.Usagef("playcheck -players %d: %s is played by %d to %d players", players, info.Name, info.MinPlayers, info.MaxPlayers)
		}
		if _, err := g.New(rules.Setup{Players: players, Seed: cfg.Seed, Variant: variantFor(g, players, cfg.Variant)}); err != nil {
			return cli.Usagef("playcheck: %v", err)
		}
	}
	return Drive(func() error {
		sum, err := Run(cfg)
		fmt.Fprintln(env.Stdout, sum.Line())
		if err != nil {
			return errors.New("playcheck failed")
		}
		return nil
	})
}

// Plan is the runs CI makes for a game: its tutorial (where it has one)
// and a whole game at its smallest and largest player count, the largest
// with two people passing the screen.
func Plan(gameID string, base Config) []Config {
	g, err := games.Lookup(gameID)
	if err != nil {
		return nil
	}
	info := g.Info()
	var out []Config
	t := base
	t.Game, t.Tutorial = gameID, true
	out = append(out, t)
	small := base
	small.Game, small.Players, small.Humans = gameID, max(info.MinPlayers, 1), 1
	if small.Players < 2 && info.MaxPlayers >= 2 && !soloPlayable(info) {
		small.Players = 2
	}
	out = append(out, small)
	if info.MaxPlayers > small.Players {
		large := base
		large.Game, large.Players, large.Humans = gameID, info.MaxPlayers, 2
		out = append(out, large)
	}
	return out
}

// runAll plays every game's plan and prints a line for each run.
func runAll(w io.Writer, base Config) error {
	failed := 0
	for _, id := range kit.Registered() {
		for _, cfg := range Plan(id, base) {
			if cfg.Tutorial && !hasTutorial(id) {
				continue
			}
			sum, err := Run(cfg)
			fmt.Fprintln(w, sum.Line())
			if err != nil {
				failed++
			}
		}
	}
	if failed > 0 {
		return fmt.Errorf("playcheck: %d runs failed", failed)
	}
	return nil
}
