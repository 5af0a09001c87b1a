package catalog_test

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"embers/rules/games"
	"embers/scenes/kit"
)

// root is the repository, two folders up from this package.
const root = "../.."

// gameFiles are the files every game has (docs/adding-a-game.md, "A game,
// file by file"), <id> standing for its id.
var gameFiles = []string{
	"rules/<id>/doc.go", "rules/<id>/setup.go", "rules/<id>/notation.go", "rules/<id>/encode.go",
	"rules/<id>/places.go", "rules/<id>/register.go", "docs/rules/<id>.md",
	"scenes/<id>/doc.go", "scenes/<id>/suite.go", "scenes/<id>/boardhooks.go",
	"assets/rules/<id>.toml", "assets/tutorials/<id>.toml",
}

// TestEveryGameHasTheFilesAddingAGameLists: each built game with a board
// has every file docs/adding-a-game.md lists, and the guide lists each of
// them (its example game is Crown of Ash). A game's folders are where its
// packages are (gameFolders): rules/<id> and scenes/<id> for the five
// games, rules/testgames/<id> and scenes/testgames/<id> for the test game.
func TestEveryGameHasTheFilesAddingAGameLists(t *testing.T) {
	guide, err := os.ReadFile(filepath.Join(root, "docs/adding-a-game.md"))
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range gameFiles {
		ex := strings.ReplaceAll(f, "<id>", "crownofash")
		base := filepath.Base(ex)
		if !strings.Contains(string(guide), "`"+ex+"`") && !strings.Contains(string(guide), "`"+base+"`") {
			t.Errorf("docs/adding-a-game.md does not list %s", ex)
		}
	}
	boards := kit.Registered()
	if len(boards) == 0 {
		t.Fatal("no board is registered")
	}
	for _, id := range boards {
		dirs := gameFolders(t, id)
		for _, f := range gameFiles {
			p := f
			if rest, ok := strings.CutPrefix(f, "rules/<id>/"); ok {
				p = dirs.rules + "/" + rest
			} else if rest, ok := strings.CutPrefix(f, "scenes/<id>/"); ok {
				p = dirs.board + "/" + rest
			}
			p = strings.ReplaceAll(p, "<id>", id)
			if _, err := os.Stat(filepath.Join(root, p)); err != nil {
				t.Errorf("%s has no %s (docs/adding-a-game.md lists it for every game)", id, p)
			}
		}
	}
}

// TestAGameIsNamedOnlyInItsOwnFolders: outside its own folders (its rules'
// and its board's packages, gameFolders) no program code names a game's
// id, but for its line in the catalog (a file of scenes/catalog: the test
// game's is testgame.go) and its place in the menus' order: so a new game
// needs no edit anywhere else (docs/adding-a-game.md). Comments and tests
// may name a game as an example.
func TestAGameIsNamedOnlyInItsOwnFolders(t *testing.T) {
	allowed := map[string]bool{"rules/games/games.go": true}
	var ids []string
	own := map[string]bool{}
	for _, g := range games.All() {
		id := g.Info().ID
		ids = append(ids, id)
		f := gameFolders(t, id)
		own[f.rules] = true
		if f.board != "" {
			own[f.board] = true
		}
	}
	word := regexp.MustCompile(`\b(` + strings.Join(ids, "|") + `)\b`)
	fset := token.NewFileSet()
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(root, path)
		rel = filepath.ToSlash(rel)
		if d.IsDir() {
			if strings.HasPrefix(d.Name(), ".") && rel != "." {
				return filepath.SkipDir
			}
			if own[rel] {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(rel, ".go") || strings.HasSuffix(rel, "_test.go") || allowed[rel] || filepath.ToSlash(filepath.Dir(rel)) == "scenes/catalog" {
			return nil
		}
		f, err := parser.ParseFile(fset, path, nil, parser.SkipObjectResolution)
		if err != nil {
			return err
		}
		ast.Inspect(f, func(n ast.Node) bool {
			if lit, ok := n.(*ast.BasicLit); ok && lit.Kind == token.STRING {
				if m := word.FindString(lit.Value); m != "" {
					t.Errorf("%s names the game %q (%s): a game is named only in its own folders, the catalog and the menus' order",
						fset.Position(lit.Pos()), m, lit.Value)
				}
			}
			return true
		})
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}
