package catalog_test

import (
	"go/parser"
	"go/token"
	"slices"
	"strconv"
	"strings"
	"testing"

	"embers/assets"
	"embers/game/cli"
	"embers/game/tutorial"
	"embers/rules/games"

	_ "embers/scenes/catalog"
	"embers/scenes/kit"
)

// Every built game has its board and its line for the menus, and every
// board its rules: one import brought both. A game whose rules landed before
// its board is imported as rules only (docs/adding-a-game.md): the menus show
// it as coming until its board's import replaces that line.
func TestEveryGameHasRulesBoardAndAbout(t *testing.T) {
	built := games.All()
	if len(built) == 0 {
		t.Fatal("the catalog brings no game")
	}
	boards := kit.Registered()
	rulesOnly := rulesOnlyImports(t)
	var ids []string
	for _, p := range games.Plan() {
		if p.About == "" || p.Name == "" {
			t.Errorf("%s has no name or no line for the menus: %+v", p.ID, p)
		}
		if p.Game == nil {
			continue
		}
		ids = append(ids, p.ID)
		if !slices.Contains(boards, p.ID) && !slices.Contains(rulesOnly, p.ID) {
			t.Errorf("%s has rules but no board registered with scenes/kit", p.ID)
		}
		if slices.Contains(boards, p.ID) && slices.Contains(rulesOnly, p.ID) {
			t.Errorf("%s has its board now: the catalog imports its board, not its rules only", p.ID)
		}
	}
	for _, b := range boards {
		if !slices.Contains(ids, b) {
			t.Errorf("the board %s has no rules registered with rules/games", b)
		}
	}
	if n := len(games.Plan()); n < 5 {
		t.Errorf("the menus list %d games, want the five planned at least", n)
	}
}

// rulesOnlyImports lists the games catalog.go imports as rules only
// (_ "embers/rules/<id>"): games whose board is still to come.
func rulesOnlyImports(t *testing.T) []string {
	t.Helper()
	f, err := parser.ParseFile(token.NewFileSet(), "catalog.go", nil, parser.ImportsOnly)
	if err != nil {
		t.Fatal(err)
	}
	var ids []string
	for _, im := range f.Imports {
		path, _ := strconv.Unquote(im.Path.Value)
		if id, ok := strings.CutPrefix(path, "embers/rules/"); ok && id != "games" {
			ids = append(ids, id)
		}
	}
	return ids
}

// Every built game's tutorial passes its check against its game's rules,
// so scripts never rot. The games are the registry's: a script whose game
// this build leaves out (the test game's, without the tag testgame) is not
// read.
func TestEveryTutorialPassesItsCheck(t *testing.T) {
	var ids []string
	for _, g := range games.All() {
		if _, ok := assets.Tutorial(g.Info().ID); ok {
			ids = append(ids, g.Info().ID)
		}
	}
	if len(ids) == 0 {
		t.Fatal("no tutorials are built in")
	}
	for _, id := range ids {
		code, out, errb := cli.Capture(tutorial.Command, cli.Env{Lookup: cli.Lookup}, "", "-game", id, "-check")
		if code != 0 {
			t.Errorf("%s: exit %d\n%s%s", id, code, out, errb)
		}
		if !strings.Contains(out, "every step checked") {
			t.Errorf("%s: no summary line:\n%s", id, out)
		}
	}
}
