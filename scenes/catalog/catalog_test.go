package catalog_test

import (
	"slices"
	"strings"
	"testing"

	"embers/assets"
	"embers/game/cli"
	"embers/game/tutorial"
	"embers/rules/games"
	"embers/scenes/play"

	_ "embers/scenes/catalog"
)

// Every built game has its board and its line for the menus, and every
// board its rules: one import brought both.
func TestEveryGameHasRulesBoardAndAbout(t *testing.T) {
	built := games.All()
	if len(built) == 0 {
		t.Fatal("the catalog brings no game")
	}
	boards := play.Registered()
	var ids []string
	for _, p := range games.Plan() {
		if p.About == "" || p.Name == "" {
			t.Errorf("%s has no name or no line for the menus: %+v", p.ID, p)
		}
		if p.Game == nil {
			continue
		}
		ids = append(ids, p.ID)
		if !slices.Contains(boards, p.ID) {
			t.Errorf("%s has rules but no board registered with scenes/play", p.ID)
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

// Every built-in tutorial passes its check against its game's rules, so
// scripts never rot.
func TestEveryTutorialPassesItsCheck(t *testing.T) {
	ids := assets.Tutorials()
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
