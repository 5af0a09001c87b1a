package catalog_test

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// No board reads or writes the rules' text for a move or a place: a board
// learns what a move is and what a place names through its rules' typed
// accessors (a kind, a Spot with its index or id, a place built by a
// function of the rules), so the notation and the place names can change
// in the rules alone. The test reads every registered board (its package,
// found by gameFolders; test files aside) without type-checking it, so its rule
// is written in what the source shows:
//
//  1. no call of FormatMove or ParseMove (a move's text is for logs and
//     scripts, never for a board to read back);
//  2. no string literal that is a place name's prefix, a lower-case word
//     and a colon alone or before a verb of fmt ("port:", "saga:%d"): it
//     is how a board cuts a place name (HasPrefix, CutPrefix, Sscanf,
//     s[:5] == "port:") or builds one ("port:"+id); whole names such as
//     "button:end" are names, not prefixes, and are allowed;
//  3. no call of a strings function that searches or splits (HasPrefix,
//     Cut, Fields, Index, Contains ...) or of fmt.Sscan* on a conversion
//     string(x): in a board the one value turned into a string to be cut
//     is a rules.Place (a rules.Move is a number; its text is FormatMove);
//  4. no conversion rules.Place(a + b): a place built from pieces;
//  5. no slice of a text from its start compared with a string literal
//     (p[:4] == "port"): how a board reads a place's kind by its letters.
//
// A board may still compare a place with a name the rules export
// (fx.WinteringPlace) and convert one whole name (a tutorial's) to a place.
func TestNoBoardReadsMoveOrPlaceText(t *testing.T) {
	dirs := boardDirs(t)
	if len(dirs) == 0 {
		t.Fatal("no board is registered")
	}
	for _, dir := range dirs {
		for _, bad := range moveTextUses(t, dir) {
			t.Errorf("%s", bad)
		}
	}
}

// placePrefix is a place name's prefix as a literal: "port:", "saga:%d".
var placePrefix = regexp.MustCompile(`^[a-z]+:(%[a-z])?$`)

// searches are the strings functions that search or split a text.
var searches = map[string]bool{"HasPrefix": true, "HasSuffix": true, "CutPrefix": true, "CutSuffix": true,
	"TrimPrefix": true, "TrimSuffix": true, "Cut": true, "Split": true, "SplitN": true, "SplitAfter": true,
	"Fields": true, "FieldsFunc": true, "Index": true, "LastIndex": true, "IndexByte": true, "Contains": true}

// moveTextUses are the places in dir's non-test Go files that break the
// rule above, as "file:line: what".
func moveTextUses(t *testing.T, dir string) []string {
	t.Helper()
	names, err := filepath.Glob(filepath.Join(dir, "*.go"))
	if err != nil || len(names) == 0 {
		t.Fatalf("%s: no Go files (%v)", dir, err)
	}
	fset := token.NewFileSet()
	var out []string
	for _, name := range names {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		src, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		f, err := parser.ParseFile(fset, name, src, 0)
		if err != nil {
			t.Fatal(err)
		}
		say := func(n ast.Node, what string) {
			out = append(out, fset.Position(n.Pos()).String()+": "+what)
		}
		ast.Inspect(f, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.BinaryExpr:
				if (n.Op == token.EQL || n.Op == token.NEQ) && (isHeadSlice(n.X) && isStringLit(n.Y) || isHeadSlice(n.Y) && isStringLit(n.X)) {
					say(n, "the first letters of a text compared with a literal (read the place with the rules' ParsePlace)")
				}
			case *ast.BasicLit:
				if s, err := strconv.Unquote(n.Value); err == nil && n.Kind == token.STRING && placePrefix.MatchString(s) {
					say(n, "a place name's prefix "+n.Value+" (read the place with the rules' ParsePlace, build it with their constructor)")
				}
			case *ast.CallExpr:
				pkg, fn := callee(n.Fun)
				switch {
				case fn == "FormatMove" || fn == "ParseMove":
					say(n, "a call of "+fn+" (read the move with the rules' KindOf and accessors)")
				case pkg == "strings" && searches[fn] || pkg == "fmt" && strings.HasPrefix(fn, "Sscan"):
					for _, arg := range n.Args {
						if isStringConversion(arg) {
							say(n, pkg+"."+fn+" on a place's name")
						}
					}
				case pkg == "rules" && fn == "Place" && len(n.Args) == 1:
					if b, ok := ast.Unparen(n.Args[0]).(*ast.BinaryExpr); ok && b.Op == token.ADD {
						say(n, "a place built from pieces (build it with the rules' constructor)")
					}
				}
			}
			return true
		})
	}
	return out
}

// callee is the package (or receiver) and name of a call's function:
// "strings", "HasPrefix" for strings.HasPrefix; "", "FormatMove" for
// v.FormatMove or t.View.FormatMove.
func callee(fun ast.Expr) (pkg, name string) {
	switch f := fun.(type) {
	case *ast.Ident:
		return "", f.Name
	case *ast.SelectorExpr:
		if id, ok := f.X.(*ast.Ident); ok {
			return id.Name, f.Sel.Name
		}
		return "", f.Sel.Name
	}
	return "", ""
}

// isHeadSlice reports whether e is x[:n], a text's first letters.
func isHeadSlice(e ast.Expr) bool {
	sl, ok := ast.Unparen(e).(*ast.SliceExpr)
	return ok && sl.Low == nil && sl.High != nil && !sl.Slice3
}

func isStringLit(e ast.Expr) bool {
	b, ok := ast.Unparen(e).(*ast.BasicLit)
	return ok && b.Kind == token.STRING
}

// isStringConversion reports whether e is string(x).
func isStringConversion(e ast.Expr) bool {
	c, ok := ast.Unparen(e).(*ast.CallExpr)
	if !ok || len(c.Args) != 1 {
		return false
	}
	id, ok := c.Fun.(*ast.Ident)
	return ok && id.Name == "string"
}

// The rule finds what it forbids, in a board written for the test: the
// kind of a place read by its first letters (as Fire & Axe's board once
// placed a longboat beside a port).
func TestMoveTextRuleFindsAPlaceReadByItsLetters(t *testing.T) {
	dir := t.TempDir()
	src := "package board\n\nfunc beside(place string) bool {\n\treturn place[:4] == \"port\" || \"sea:\" != place[:4]\n}\n"
	if err := os.WriteFile(filepath.Join(dir, "board.go"), []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	found := 0
	for _, bad := range moveTextUses(t, dir) {
		if strings.Contains(bad, "first letters") {
			found++
		}
	}
	if found != 2 {
		t.Fatalf("found %d comparisons of a place's first letters, want 2: %v", found, moveTextUses(t, dir))
	}
}
