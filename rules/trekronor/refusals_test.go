package trekronor

import (
	"os"
	"regexp"
	"strings"
	"testing"

	"github.com/BurntSushi/toml"

	"embers/rules"
)

// refusal is one reason the rules give for refusing a move: a hand-written
// position, the move, the section and a piece of the reason's words.
type refusal struct {
	name  string
	build func(t *testing.T) *State
	move  string // in notation ("" : the code below)
	code  rules.Move
	rule  string
	words string
}

// burningA1 is the rulebook's §5.1 chain to A1 (2 fire), Blue's servants
// from the sw well to the door d1.
func burningA1(t *testing.T, a1 string) *pos {
	return newPos(t, 3).hall("A1", a1).hall("B2", ". . . .").servants("b0=B c0=B d0=B d1=B").toMove('B')
}

func spreading(t *testing.T) *State {
	s := burningA1(t, "f+a . . .").pile("B:A").done()
	s.phase = phaseSpread
	return s
}

var refusals = []refusal{
	{"not a move", func(t *testing.T) *State { return burningA1(t, "f+a . . .").done() }, "", rules.Move(0xffff_ffff), "5", "not a Tre Kronor move"},
	{"game over", func(t *testing.T) *State {
		s := burningA1(t, "f+a . . .").done()
		s.phase, s.end = phaseOver, endFireOut
		return s
	}, "place a1", 0, "6.1", "the game is over"},
	{"hidden form", func(t *testing.T) *State { return burningA1(t, "f+a . . .").done() }, "spread ?", 0, "5.4.1", "how other players see"},
	{"pass before the spread marker", spreading, "pass", 0, "5.4.1", "end the turn by placing a spread marker"},
	{"act twice", spreading, "place a1", 0, "5.4.1", "you have acted"},
	{"spread before acting", func(t *testing.T) *State { return burningA1(t, "f+a . . .").done() }, "spread A", 0, "5", "first take one action"},
	{"pass with an action", func(t *testing.T) *State { return burningA1(t, "f+a . . .").done() }, "pass", 0, "5", "pass only when no action is possible"},
	{"spread marker used", spreading, "spread A", 0, "5.4.1", "already on the pile"},
	{"servant in a hall", func(t *testing.T) *State { return burningA1(t, "f+a . . .").done() }, "place e1", 0, "5.1", "only in the courtyard and the corridors"},
	{"servant on a well", func(t *testing.T) *State { return burningA1(t, "f+a . . .").done() }, "place a0", 0, "5.1", "only in the courtyard and the corridors"},
	{"square taken", func(t *testing.T) *State { return burningA1(t, "f+a . . .").done() }, "place c0", 0, "5.1", "already holds a servant"},
	{"square on fire", func(t *testing.T) *State {
		return newPos(t, 3).hall("B2", "f+a . . .").corridorFire("d2").servants("b0=B c0=B d0=B d1=B").toMove('B').done()
	}, "place d2", 0, "5.1", "is on fire"},
	{"nowhere near", func(t *testing.T) *State { return burningA1(t, "f+a . . .").done() }, "place g0", 0, "5.1", "not next to a well or to another servant"},
	{"hand empty", func(t *testing.T) *State {
		return newPos(t, 3).hall("A1", "f+a . . .").hall("B2", ". . . .").servants("b0=B c0=B d0=B e0=B f0=B g0=B h0=B i0=B").toMove('B').done()
	}, "place a1", 0, "5.1", "no servants left in hand"},
	{"not your servant", func(t *testing.T) *State {
		return newPos(t, 3).hall("A1", "f+a . . .").hall("B2", ". . . .").servants("b0=B c0=Y").toMove('B').done()
	}, "move c0 d0", 0, "5.1", "no servant of yours on c0"},
	{"move in place", func(t *testing.T) *State { return burningA1(t, "f+a . . .").done() }, "move c0 c0", 0, "5.1", "another square"},
	{"only link", func(t *testing.T) *State { return burningA1(t, "f+a . . .").done() }, "move b0 a1", 0, "5.1", "only link between a well and burning hall A1"},
	{"douse no fire", func(t *testing.T) *State {
		return newPos(t, 3).hall("A1", "a . . .").hall("B2", "f+a . . .").servants("b0=B c0=B d0=B d1=B").toMove('B').done()
	}, "douse A1 sw", 0, "5.2", "has no fire to put out"},
	{"bucket gone", func(t *testing.T) *State { return burningA1(t, "f+a . . .").noBuckets("sw").done() }, "douse A1 sw", 0, "5.2", "bucket is in use"},
	{"douse unlinked", func(t *testing.T) *State { return burningA1(t, "f+a . . .").done() }, "douse A1 se", 0, "5.2", "no chain with a servant of yours links the se well"},
	{"marker too much fire", func(t *testing.T) *State { return burningA1(t, "f+a f+a f+a .").done() }, "save A1", 0, "5.3", "holds 3 fire"},
	{"marker no fire", func(t *testing.T) *State {
		return newPos(t, 3).hall("A1", "a . . .").hall("B2", "f+a . . .").servants("b0=B c0=B d0=B d1=B").toMove('B').done()
	}, "steal A1", 0, "5.3", "holds 0 fire"},
	{"marker burnt down", func(t *testing.T) *State { return burningA1(t, "f+a a a .").done() }, "save A1", 0, "5.3", "burnt down"},
	{"marker unlinked", func(t *testing.T) *State { return burningA1(t, "f+a . . .").hall("B1", "f+a . . .").done() }, "save B1", 0, "5.3", "no chain with a servant of yours links a well to hall B1"},
	{"markers used up", func(t *testing.T) *State {
		return burningA1(t, "f+a . . .").hall("A2", "Bs . . .").hall("A3", "Bs . . .").hall("C3", "Bs . . .").done()
	}, "save A1", 0, "5.3", "no save markers left"},
	{"stack with one servant", func(t *testing.T) *State {
		return newPos(t, 3).hall("A1", "f+a Ys . .").hall("B2", ". . . .").servants("b0=Y c0=Y d0=Y d1=B").toMove('B').done()
	}, "save A1 stack", 0, "5.3", "needs two of your servants"},
	{"stack with no lone marker", func(t *testing.T) *State { return burningA1(t, "f+a . . .").done() }, "steal A1 stack", 0, "5.3", "no square holding a single marker"},
	{"second marker", func(t *testing.T) *State {
		return newPos(t, 3).hall("A1", "f+a Bs . .").hall("B2", ". . . .").servants("b0=Y c0=Y d0=Y d1=B").toMove('B').done()
	}, "steal A1", 0, "5.3", "already have a marker in hall A1"},
	{"hall full", func(t *testing.T) *State { return burningA1(t, "f+a a Ys Rs").done() }, "save A1", 0, "5.3", "no empty square"},
}

// plain is what a reason a person reads may not contain: format slips,
// move codes, Go words.
var notPlain = regexp.MustCompile(`%!|\b0x|nil|invalid-move|mv[A-Z]|\{\d\}`)

// Every reason the rules give for refusing a move, provoked by a written
// position: the move is refused under its section, the state is untouched,
// the reason is in plain words, and the section is in the rules reference.
func TestEveryRefusal(t *testing.T) {
	sections := referenceSections(t)
	for _, r := range refusals {
		s := r.build(t)
		m := r.code
		if r.move != "" {
			var err error
			if m, err = s.ParseMove(r.move); err != nil {
				t.Fatalf("%s: %v", r.name, err)
			}
		}
		before := *s
		_, err := s.Apply(m)
		im, ok := err.(*rules.IllegalMove)
		switch {
		case !ok:
			t.Errorf("%s: %s was not refused (%v)", r.name, r.move, err)
			continue
		case *s != before:
			t.Errorf("%s: the refused move changed the state", r.name)
		case im.Rule != r.rule:
			t.Errorf("%s: refused under %q (%s), want %q", r.name, im.Rule, im.Reason, r.rule)
		case !strings.Contains(im.Reason, r.words):
			t.Errorf("%s: reason %q does not say %q", r.name, im.Reason, r.words)
		case len(im.Reason) < 12 || notPlain.MatchString(im.Reason):
			t.Errorf("%s: reason %q is not plain words", r.name, im.Reason)
		case !sections[im.Rule]:
			t.Errorf("%s: section %q is not in the rules reference", r.name, im.Rule)
		}
		if s.Play(m) == nil {
			t.Errorf("%s: Play accepts what Apply refuses", r.name)
		}
	}
}

// Every refusal in validate.go is provoked above: each distinct reason
// format there appears in the table (counted, so a new reason needs a row).
func TestRefusalTableCoversValidate(t *testing.T) {
	src, err := os.ReadFile("validate.go")
	if err != nil {
		t.Fatal(err)
	}
	formats := regexp.MustCompile(`no\("[0-9.]*", "`).FindAll(src, -1)
	covered := map[string]bool{}
	for _, r := range refusals {
		covered[r.words] = true
	}
	// One format ("holds %d fire") is provoked twice: with 3 fire and with none.
	if len(covered) < len(formats) {
		t.Errorf("validate.go has %d refusals, the table provokes %d distinct ones: add a row for the new one", len(formats), len(covered))
	}
}

// referenceSections reads the section ids of the rules reference
// (assets/rules/trekronor.toml; rules packages never import assets, so the
// test reads the file).
func referenceSections(t *testing.T) map[string]bool {
	t.Helper()
	var doc struct {
		Section []struct {
			ID string `toml:"id"`
		} `toml:"section"`
	}
	if _, err := toml.DecodeFile("../../assets/rules/trekronor.toml", &doc); err != nil {
		t.Fatalf("the rules reference cannot be read: %v", err)
	}
	out := map[string]bool{}
	for _, s := range doc.Section {
		out[s.ID] = true
	}
	return out
}
