package catalog_test

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"strings"
	"testing"
)

// No board tells one event from another by a string: a board's animation
// switches on the type of the event's payload (the rules' typed structs) or,
// where one payload serves several kinds, compares the kind with the rules'
// exported constant, so a kind renamed in the rules cannot leave a board
// animating nothing in silence. The test reads every registered board
// (test files aside) and fails on a string literal compared with,
// switched against or searched in a selector named Kind whose operand is an
// event: e.Kind, ev.Kind, event.Kind, step.Kind, or x.Kind where x's name
// ends in "ev"/"Event".
func TestNoBoardTellsEventsByString(t *testing.T) {
	dirs := boardDirs(t)
	if len(dirs) == 0 {
		t.Fatal("no board is registered")
	}
	for _, dir := range dirs {
		for _, bad := range eventKindStrings(t, dir) {
			t.Errorf("%s", bad)
		}
	}
}

// isEventKind reports whether x reads an event's kind (see the test).
func isEventKind(x ast.Expr) bool {
	sel, ok := x.(*ast.SelectorExpr)
	if !ok || sel.Sel.Name != "Kind" {
		return false
	}
	var name string
	switch o := sel.X.(type) {
	case *ast.Ident:
		name = o.Name
	case *ast.SelectorExpr:
		name = o.Sel.Name
	case *ast.IndexExpr:
		if id, ok := o.X.(*ast.Ident); ok {
			name = id.Name
		}
	default:
		return false
	}
	l := strings.ToLower(name)
	return l == "e" || l == "ev" || l == "evs" || l == "event" || l == "events" || l == "last" ||
		strings.HasSuffix(l, "ev") || strings.HasSuffix(l, "event")
}

func isString(x ast.Expr) bool {
	b, ok := x.(*ast.BasicLit)
	return ok && b.Kind == token.STRING
}

func eventKindStrings(t *testing.T, dir string) []string {
	t.Helper()
	names, err := filepath.Glob(filepath.Join(dir, "*.go"))
	if err != nil || len(names) == 0 {
		t.Fatalf("%s: no Go files (%v)", dir, err)
	}
	var bad []string
	fset := token.NewFileSet()
	for _, name := range names {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, name, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		report := func(n ast.Node, what string) {
			bad = append(bad, fset.Position(n.Pos()).String()+": "+what)
		}
		ast.Inspect(f, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.BinaryExpr:
				if (n.Op == token.EQL || n.Op == token.NEQ) &&
					(isEventKind(n.X) && isString(n.Y) || isEventKind(n.Y) && isString(n.X)) {
					report(n, "an event's kind compared with a string literal")
				}
			case *ast.SwitchStmt:
				if n.Tag != nil && isEventKind(n.Tag) {
					for _, c := range n.Body.List {
						for _, v := range c.(*ast.CaseClause).List {
							if isString(v) {
								report(v, "a switch on an event's kind with a string case")
							}
						}
					}
				}
			case *ast.CallExpr:
				if sel, ok := n.Fun.(*ast.SelectorExpr); ok {
					if pkg, ok := sel.X.(*ast.Ident); ok && pkg.Name == "strings" && searches[sel.Sel.Name] {
						for _, a := range n.Args {
							if isEventKind(a) {
								report(n, "strings."+sel.Sel.Name+" on an event's kind")
							}
						}
					}
				}
			}
			return true
		})
	}
	return bad
}
