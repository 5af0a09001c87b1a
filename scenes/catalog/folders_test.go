package catalog_test

import (
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"

	"embers/rules/games"
	"embers/scenes/kit"
	"embers/scenes/play"
	"embers/scenes/play/playtest"
)

// folders are a built game's own folders, from the repository root: its
// rules package (rules/<id> for the five games, rules/testgames/<id> for
// the test game) and its board package ("" while it has none). They are
// read from what registered, never from the id: the rules' from the type
// of the registered rules.Game, the board's from the type of the board its
// registered constructor makes.
type folders struct{ rules, board string }

func gameFolders(t *testing.T, id string) folders {
	t.Helper()
	g, err := games.Lookup(id)
	if err != nil {
		t.Fatal(err)
	}
	f := folders{rules: folderOf(g)}
	if !slices.Contains(kit.Registered(), id) {
		return f
	}
	info, table := g.Info(), kit.Suites(id)[0] // a table the board is played at
	n := table.Players
	if n == 0 {
		n = min(info.MinPlayers+1, info.MaxPlayers)
	}
	s, err := playtest.SessionWith(id, table.Variant, make([]string, n), 1, 0)
	if err != nil {
		t.Fatal(err)
	}
	b := play.NewWith(playtest.NewApp(), s, play.Options{Instant: true, NoAI: true}).Board()
	if b == nil {
		t.Fatalf("%s: the registered board makes no board", id)
	}
	f.board = folderOf(b)
	return f
}

// folderOf is the folder, from the repository root, of the package that
// defines v's type.
func folderOf(v any) string {
	typ := reflect.TypeOf(v)
	for typ.Kind() == reflect.Pointer {
		typ = typ.Elem()
	}
	return strings.TrimPrefix(typ.PkgPath(), "embers/")
}

// boardDirs are the directories of the registered boards, from this
// package's directory.
func boardDirs(t *testing.T) []string {
	t.Helper()
	var dirs []string
	for _, id := range kit.Registered() {
		dirs = append(dirs, filepath.Join(root, filepath.FromSlash(gameFolders(t, id).board)))
	}
	return dirs
}

// The folders are read right: a game of the five has rules/<id> and
// scenes/<id>, and every built game's folders hold Go files.
func TestGameFoldersAreReadFromWhatRegistered(t *testing.T) {
	if f := gameFolders(t, "cronberg"); f != (folders{"rules/cronberg", "scenes/cronberg"}) {
		t.Errorf("Cronberg's folders read as %+v", f)
	}
	for _, g := range games.All() {
		f := gameFolders(t, g.Info().ID)
		for _, dir := range []string{f.rules, f.board} {
			if dir == "" {
				continue
			}
			if names, _ := filepath.Glob(filepath.Join(root, dir, "*.go")); len(names) == 0 {
				t.Errorf("%s: no Go files in %s", g.Info().ID, dir)
			}
		}
	}
}
