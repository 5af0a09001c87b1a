package tutorial

import (
	"fmt"
	"os"

	"embers/assets"
	"embers/game/cli"
	"embers/rules/games"
)

// Command is "embers tutorial": it checks tutorial scripts against the
// rules, without a window:
//
//	embers tutorial -game trekronor -check
//	embers tutorial -file my.toml -check
func Command(env cli.Env, args []string) error {
	fs := cli.NewFlags("tutorial")
	gameID := fs.String("game", "", "the game whose built-in tutorial to check (default: every game with one)")
	file := fs.String("file", "", "check this script file instead of a built-in one")
	check := fs.Bool("check", false, "walk every step against the rules and report each one")
	if err := cli.Parse(fs, args, env.Stderr); err != nil {
		return err
	}
	if !*check {
		return cli.Usagef("tutorial: add -check (the tutorials themselves open from the title screen)")
	}
	if *file != "" && *gameID != "" {
		return cli.Usagef("tutorial: give -game or -file, not both")
	}
	if *file != "" {
		data, err := os.ReadFile(*file)
		if err != nil {
			return fmt.Errorf("tutorial -file: %w", err)
		}
		return checkScript(env, *file, data)
	}
	ids := builtTutorials()
	if *gameID != "" {
		ids = []string{*gameID}
	}
	for _, id := range ids {
		data, ok := assets.Tutorial(id)
		if !ok {
			return cli.Usagef("tutorial -game %s: there is no tutorial for that game (tutorials: %v)", id, builtTutorials())
		}
		if err := checkScript(env, "the "+id+" tutorial", data); err != nil {
			return err
		}
	}
	return nil
}

// checkScript parses and checks one script, printing a line per step.
func checkScript(env cli.Env, name string, data []byte) error {
	stdout := env.Stdout
	sc, err := Parse(data)
	if err != nil {
		return fmt.Errorf("%s: %w", name, err)
	}
	g, err := env.Lookup(sc.Game)
	if err != nil {
		return fmt.Errorf("%s: %w", name, err)
	}
	fmt.Fprintf(stdout, "%s: %s, %d steps\n", name, sc.Title, len(sc.Steps))
	lines, err := sc.Check(g)
	for _, l := range lines {
		fmt.Fprintln(stdout, l)
	}
	if err != nil {
		return fmt.Errorf("%s fails its check at %w", name, err)
	}
	fmt.Fprintf(stdout, "%s: every step checked\n", name)
	return nil
}

// builtTutorials are the ids of the built games that have a tutorial, in
// the menus' order: the registry decides, not the files in assets, so a
// script whose game is not in this build (the test game's, without the tag
// testgame) is not listed.
func builtTutorials() []string {
	var ids []string
	for _, g := range games.All() {
		if id := g.Info().ID; hasTutorial(id) {
			ids = append(ids, id)
		}
	}
	return ids
}

func hasTutorial(id string) bool { _, ok := assets.Tutorial(id); return ok }
