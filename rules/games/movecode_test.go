package games_test

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"embers/rules"
	"embers/rules/games"
)

// Every game packs its moves through a rules.MoveCode: no rules package
// converts a shifted or or-ed number to a rules.Move (rules.Move(a<<8 | b),
// rules.Move(k) | rules.Move(a)<<8), so the bit layout is written once per
// game, as data, and read by one codec. The test reads the rules package of
// every registered game (tests aside), found from the registered game's
// type (rules/<id>, or rules/testgames/<id> for the test game).
func TestEveryGamePacksMovesThroughTheCodec(t *testing.T) {
	for _, g := range games.All() {
		id := g.Info().ID
		dir := rulesFolder(g)
		names, err := filepath.Glob(filepath.Join(dir, "*.go"))
		if err != nil || len(names) == 0 {
			t.Fatalf("%s: no Go files in %s (%v)", id, dir, err)
		}
		fset := token.NewFileSet()
		for _, name := range names {
			if strings.HasSuffix(name, "_test.go") {
				continue
			}
			f, err := parser.ParseFile(fset, name, nil, 0)
			if err != nil {
				t.Fatal(err)
			}
			ast.Inspect(f, func(n ast.Node) bool {
				call, ok := n.(*ast.CallExpr)
				if !ok || len(call.Args) != 1 || !isRulesMove(call.Fun) {
					return true
				}
				if packs(call.Args[0]) {
					t.Errorf("%s: %s packs a move by hand; use the game's rules.MoveCode", fset.Position(call.Pos()), id)
				}
				return true
			})
			ast.Inspect(f, func(n ast.Node) bool {
				b, ok := n.(*ast.BinaryExpr)
				if ok && (b.Op == token.SHL || b.Op == token.OR) && (isMoveConv(b.X) || isMoveConv(b.Y)) {
					t.Errorf("%s: %s shifts or ors a rules.Move by hand; use the game's rules.MoveCode", fset.Position(b.Pos()), id)
					return false
				}
				return true
			})
		}
	}
}

// rulesFolder is the directory, from this package's, of the package that
// defines g's type: the game's rules, wherever they live.
func rulesFolder(g rules.Game) string {
	typ := reflect.TypeOf(g)
	for typ.Kind() == reflect.Pointer {
		typ = typ.Elem()
	}
	return filepath.Join("..", "..", filepath.FromSlash(strings.TrimPrefix(typ.PkgPath(), "embers/")))
}

func isRulesMove(x ast.Expr) bool {
	sel, ok := x.(*ast.SelectorExpr)
	if !ok || sel.Sel.Name != "Move" {
		return false
	}
	pkg, ok := sel.X.(*ast.Ident)
	return ok && pkg.Name == "rules"
}

func isMoveConv(x ast.Expr) bool {
	if p, ok := x.(*ast.ParenExpr); ok {
		x = p.X
	}
	c, ok := x.(*ast.CallExpr)
	return ok && isRulesMove(c.Fun)
}

// packs reports whether x shifts left or ors (a packing of fields).
func packs(x ast.Expr) bool {
	found := false
	ast.Inspect(x, func(n ast.Node) bool {
		if b, ok := n.(*ast.BinaryExpr); ok && (b.Op == token.SHL || b.Op == token.OR) {
			found = true
		}
		return !found
	})
	return found
}
