package kit

import (
	"testing"

	"embers/rules"
	"embers/scenes/ui"
)

// click clicks the chooser at (x, y) through a Pick.
func clickAt(m *Chooser, x, y float64) (rules.Move, bool) {
	p := &Pick{Menu: m, MX: x, MY: y}
	return m.Input(p, true)
}

// walk clicks m's Aim towards mv until it is played (at most n clicks).
func walk(t *testing.T, m *Chooser, mv rules.Move, n int) int {
	t.Helper()
	for i := 1; i <= n; i++ {
		x, y, ok := m.Aim(mv)
		if !ok {
			t.Fatalf("click %d: nothing in the chooser leads to move %d", i, mv)
		}
		if got, played := clickAt(m, x, y); played {
			if got != mv {
				t.Fatalf("click %d played %d, want %d", i, got, mv)
			}
			return i
		}
	}
	t.Fatalf("%d clicks did not play move %d", n, mv)
	return 0
}

// TestChooserStepper: options that differ by a number are one row with
// − and +; the + walks up to the amount wanted and the label plays it.
func TestChooserStepper(t *testing.T) {
	var opts []Option
	for n := 0; n <= 30; n++ {
		opts = append(opts, Option{Label: "Offer " + string(rune('0'+n%10)), Move: rules.Move(100 + n), Group: "gold", Amount: n})
	}
	opts = append(opts, Option{Label: "Pass", Move: 7})
	m := NewChooser("Offering", 300, 300, opts, "", Rect{0, 0, 700, 700})
	if len(m.items) != 2 {
		t.Fatalf("31 amounts and a pass make %d rows, want 2 (a stepper and the pass)", len(m.items))
	}
	if m.Rect.H > 200 {
		t.Errorf("the chooser is %v tall for two rows", m.Rect.H)
	}
	if clicks := walk(t, m, 104, 10); clicks != 5 {
		t.Errorf("4 gold took %d clicks from 0, want 5 (four + and the label)", clicks)
	}
}

// TestChooserParts: options that are sets of things are made by toggling
// each thing and confirming; the confirmation plays the set toggled on.
func TestChooserParts(t *testing.T) {
	opts := []Option{
		{Label: "Send A", Move: 1, Parts: []string{"A"}},
		{Label: "Send A and B", Move: 2, Parts: []string{"A", "B"}},
		{Label: "Send B and C", Move: 3, Parts: []string{"B", "C"}},
		{Label: "Send A, B and C", Move: 4, Parts: []string{"A", "B", "C"}, Why: "too many"},
	}
	m := NewChooser("Into battle", 300, 300, opts, "", Rect{0, 0, 700, 700})
	if len(m.items) != 4 {
		t.Fatalf("three things make %d rows, want 4 (three toggles and a confirmation)", len(m.items))
	}
	walk(t, m, 3, 6)
	m = NewChooser("Into battle", 300, 300, opts, "", Rect{0, 0, 700, 700})
	if _, _, ok := m.Aim(4); ok {
		t.Error("a refused set is offered as a way to go")
	}
}

// TestAToggleLeadsOnlyToSets: a toggle leads to the sets it brings
// nearer, never to a row of its own, even one that makes the same move as
// a set (Crown of Ash's "Keep them" beside the set of the same
// defenders): a toggle that claimed it was clicked on and off for ever.
func TestAToggleLeadsOnlyToSets(t *testing.T) {
	opts := []Option{
		{Label: "Leave it undefended", Move: 9},
		{Label: "Keep them: A", Move: 1},
		{Label: "Defend with A", Move: 1, Parts: []string{"A"}},
		{Label: "Defend with B", Move: 2, Parts: []string{"B"}},
	}
	m := NewChooser("Defenders", 300, 300, opts, "", Rect{0, 0, 700, 700})
	m.on["A"] = true
	for _, c := range m.controls() {
		if c.opt >= 0 || c.play {
			continue
		}
		for _, mv := range c.moves {
			if mv == 1 || mv == 9 {
				t.Errorf("the toggle %q leads to move %d, which toggling it takes away from", c.label, mv)
			}
		}
	}
	walk(t, m, 1, 2)
}

// TestChooserPages: a list too long for the area in columns is paged, the
// chooser stays inside the area, and every option is reached by clicks.
func TestChooserPages(t *testing.T) {
	var opts []Option
	for i := range 60 {
		opts = append(opts, Option{Label: "Choice with a long name", Move: rules.Move(i + 1)})
	}
	area := Rect{20, 20, 400, 400}
	m := NewChooser("Many", 200, 200, opts, "", area)
	if m.pages < 2 {
		t.Fatalf("60 choices in a 400 x 400 area make %d pages", m.pages)
	}
	if r := m.Rect; r.X < area.X || r.Y < area.Y || r.X+r.W > area.X+area.W || r.Y+r.H > area.Y+area.H {
		t.Errorf("the chooser %+v leaves the area %+v", r, area)
	}
	walk(t, m, 60, 12)
}

// TestChooserRegisters: the chooser covers what lies under it and
// registers each part with the moves it leads to.
func TestChooserRegisters(t *testing.T) {
	m := NewChooser("Which?", 300, 300, []Option{{Label: "one", Move: 1}, {Label: "two", Move: 2, Why: "no"}}, "", Rect{0, 0, 700, 700})
	var h ui.Hits
	h.Add(ui.Hit{Rect: m.Rect.UI(), Words: "under", Moves: []rules.Move{9}})
	c := &ui.Canvas{Hits: &h}
	m.register(c)
	vis := h.Visible()
	if len(vis) != 2 {
		t.Fatalf("%d visible parts, want the two options (the place under is covered): %+v", len(vis), vis)
	}
	if !vis[0].Leads(1) || !vis[1].Refused {
		t.Errorf("the parts registered as %+v", vis)
	}
}

// TestChoiceKeyWalksTheStepper: the keys ChoiceKey names (Down to the
// row, Right on the stepper's +, Enter on the label) make the amount
// wanted, as a person at the keyboard would, and nothing else.
func TestChoiceKeyWalksTheStepper(t *testing.T) {
	opts := []Option{{Label: "Pass", Move: 7}}
	for n := 0; n <= 12; n++ {
		opts = append(opts, Option{Label: "Offer", Move: rules.Move(100 + n), Group: "gold", Amount: n})
	}
	k := &Kit{}
	k.Pick.Menu = NewChooser("Offering", 300, 300, opts, "", Rect{0, 0, 700, 700})
	for keys := 1; ; keys++ {
		if keys > 30 {
			t.Fatal("30 keys did not offer 9")
		}
		in, ok := k.ChoiceKey(109)
		if !ok {
			t.Fatalf("key %d: the open chooser offers 9 but ChoiceKey says it does not", keys)
		}
		out := k.Keyboard(&in, false, nil)
		if !out.Click {
			continue
		}
		k.Pick.MX, k.Pick.MY = out.MouseX, out.MouseY
		if m, played := k.Pick.Menu.Input(&k.Pick, true); played {
			if m != 109 {
				t.Fatalf("the keys played %d, want 109", m)
			}
			break
		}
	}
	k.Pick.Menu = NewChooser("Offering", 300, 300, opts[:3], "", Rect{0, 0, 700, 700})
	if _, ok := k.ChoiceKey(109); ok {
		t.Error("ChoiceKey leads to an amount the chooser does not offer")
	}
}

// TestAToggleSaysItsState: a part's row is read as its name and whether
// it is on (drawn as a box, filled when on: the font has no ballot box).
func TestAToggleSaysItsState(t *testing.T) {
	for label, want := range map[string]struct {
		rest   string
		on, ok bool
	}{"☑ Bone Thrall": {"Bone Thrall", true, true}, "☐ Bone Thrall": {"Bone Thrall", false, true}, "Send them": {"Send them", false, false}} {
		rest, on, ok := toggle(label)
		if ok != want.ok || ok && (rest != want.rest || on != want.on) {
			t.Errorf("%q reads as %q, on %v, a toggle %v", label, rest, on, ok)
		}
	}
}

// TestTheConfirmationSaysTheBoardsWords: before the parts toggled make a
// choice, the confirmation says the board's words when it gave some.
func TestTheConfirmationSaysTheBoardsWords(t *testing.T) {
	opts := []Option{{Label: "Defend with A", Move: 1, Parts: []string{"A"}}, {Label: "Defend with B", Move: 2, Parts: []string{"B"}}}
	m := NewChooser("Defenders", 100, 100, opts, "", Rect{0, 0, 700, 700})
	last := len(m.items) - 1
	if got := m.itemLabel(last); got != "Choose the ones to send, then click here" {
		t.Errorf("the kit's words: %q", got)
	}
	m.Confirm = "Tick the defenders, then click here"
	if got := m.itemLabel(last); got != m.Confirm {
		t.Errorf("the board's words: %q", got)
	}
}

// TestEveryRowFitsItsChooser: a chooser is as wide as its longest row
// needs, a set's label on the confirmation once its parts are toggled
// included: no row is cut while the area has room.
func TestEveryRowFitsItsChooser(t *testing.T) {
	long := "Send Rattling Guard and Visio's Sergeant and a third one: 5 against 1"
	opts := []Option{{Label: "Keep them: Bone Thrall and Visio's Footman: strength 3", Move: 1},
		{Label: long, Move: 2, Parts: []string{"A", "B"}}, {Label: "Send A", Move: 3, Parts: []string{"A"}}}
	m := NewChooser("Defenders", 100, 100, opts, "A note", Rect{0, 0, 700, 700})
	for _, label := range []string{opts[0].Label, long} {
		if lw, _ := ui.Measure(label, chooserFace); lw > m.Rect.W-rowPad {
			t.Errorf("%q (%.0f wide) is cut in a chooser %.0f wide", label, lw, m.Rect.W)
		}
	}
}
