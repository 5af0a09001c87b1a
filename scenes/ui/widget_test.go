package ui

import (
	"strings"
	"testing"
)

// fakeApp is the smallest App a Form needs.
type fakeApp struct {
	App
	in     Input
	clicks int
}

func (f *fakeApp) Input() *Input { return &f.in }
func (f *fakeApp) Sound() Sound  { return f }
func (f *fakeApp) Play(string)   { f.clicks++ }

func TestFormFocusSkipsDisabledAndEnterUses(t *testing.T) {
	used := ""
	a := NewButton("A", Rect{0, 0, 10, 10}, func() { used = "A" })
	b := &Button{Rect: Rect{0, 20, 10, 10}, Label: "B", Disabled: true, Reason: "not now"}
	c := NewButton("C", Rect{0, 40, 10, 10}, func() { used = "C" })
	f := NewForm(a, b, c)
	app := &fakeApp{}
	if f.Focused() != a {
		t.Fatal("the first button should hold the focus")
	}
	app.in = Input{Tab: true, Next: true, MouseX: -1, MouseY: -1}
	f.Update(app)
	if f.Focused() != c {
		t.Fatalf("Tab should skip the disabled button, focus is on %v", f.Focused())
	}
	app.in = Input{Confirm: true, MouseX: -1, MouseY: -1}
	f.Update(app)
	if used != "C" || app.clicks != 1 {
		t.Fatalf("Enter used %q with %d clicks, want C and one click", used, app.clicks)
	}
	app.in = Input{Up: true, Prev: true, MouseX: -1, MouseY: -1}
	f.Update(app)
	if f.Focused() != a {
		t.Fatal("Up should move the focus back to A past the disabled one")
	}
	if b.Tooltip() != "not now" || a.Tooltip() != "" {
		t.Fatal("only a disabled button explains itself")
	}
}

func TestMouseClickUsesTheButtonUnderIt(t *testing.T) {
	used := 0
	a := NewButton("A", Rect{100, 100, 50, 20}, func() { used++ })
	f := NewForm(NewButton("other", Rect{0, 0, 10, 10}, nil), a)
	app := &fakeApp{in: Input{MouseX: 120, MouseY: 110, MouseMoved: true, Click: true}}
	f.Update(app)
	if used != 1 || f.Focused() != a {
		t.Fatalf("click: used %d, focus %v", used, f.Focused())
	}
	app.in = Input{MouseX: 10, MouseY: 300, Click: true}
	f.Update(app)
	if used != 1 {
		t.Fatal("a click elsewhere used the button")
	}
}

func TestStepperTakesTheArrowsAndWraps(t *testing.T) {
	got := -1
	s := &Stepper{Rect: Rect{0, 0, 300, 40}, Options: []string{"slow", "normal", "fast"}, Index: 0, OnChange: func(i int) { got = i }}
	other := NewButton("x", Rect{0, 50, 10, 10}, nil)
	f := NewForm(s, other)
	app := &fakeApp{in: Input{Left: true, Prev: true, MouseX: -1, MouseY: -1}}
	f.Update(app)
	if got != 2 || s.Value() != "fast" || f.Focused() != s {
		t.Fatalf("Left on the first value should wrap to fast and keep the focus: %d %q", got, s.Value())
	}
	app.in = Input{Right: true, Next: true, MouseX: -1, MouseY: -1}
	f.Update(app)
	if s.Value() != "slow" {
		t.Fatalf("Right should wrap back to slow, got %q", s.Value())
	}
}

func TestTextFieldTypesOnlyWhatItAllows(t *testing.T) {
	w := &TextField{Rect: Rect{0, 0, 100, 30}, MaxLen: 4, Allow: func(r rune) bool { return r >= '0' && r <= '9' }}
	app := &fakeApp{in: Input{Runes: []rune("1a23456"), MouseX: -1, MouseY: -1}}
	f := NewForm(w)
	f.Update(app)
	if w.Text != "1234" {
		t.Fatalf("text %q, want 1234 (digits only, at most 4)", w.Text)
	}
	app.in = Input{Backspace: true, MouseX: -1, MouseY: -1}
	f.Update(app)
	if w.Text != "123" {
		t.Fatalf("after Backspace %q", w.Text)
	}
}

func TestSeatColoursDifferAndPaletteSwitches(t *testing.T) {
	seen := map[[3]uint8]bool{}
	for i := range SeatColours {
		c := SeatColour(i)
		seen[[3]uint8{c.R, c.G, c.B}] = true
	}
	if len(seen) != SeatColours {
		t.Fatalf("%d distinct seat colours, want %d", len(seen), SeatColours)
	}
	SetPalette("high-contrast")
	defer SetPalette("standard")
	if !HighContrastOn() || T().Text != HighContrast.Text || SeatColour(0) == seatColours[0] {
		t.Fatal("the high-contrast palette did not take over")
	}
}

func TestTailKeepsTheEndThatFits(t *testing.T) {
	long := "a very long name for a saved game of the castle"
	got := tail(long, BodyFace, 120)
	if w, _ := Measure(got, BodyFace); w > 120 || got[len(got)-6:] != "castle" || got[:len("…")] != "…" {
		t.Fatalf("tail %q (%v wide)", got, w)
	}
	if tail("short", BodyFace, 120) != "short" {
		t.Fatal("a short text was cut")
	}
}

func TestWrapBreaksAWordWiderThanALine(t *testing.T) {
	path := "/home/someone/.local/share/embers/games/20261121-101500-trekronor.damaged-20261121-101502.json"
	lines := Wrap("The file was kept as "+path+" and will not be used again", BodyFace, 300)
	for _, l := range lines {
		if w, _ := Measure(l, BodyFace); w > 300 {
			t.Fatalf("line %q is %.0f wide, more than 300", l, w)
		}
	}
	if got := strings.ReplaceAll(strings.Join(lines, " "), " ", ""); !strings.Contains(got, strings.ReplaceAll(path, " ", "")) {
		t.Fatalf("the path is not whole across the lines: %q", lines)
	}
}

func TestDialogButtonsFitTheirLabels(t *testing.T) {
	d := NewDialog("Which game would you like to learn?", "", Choice{Label: "Tre Kronor Infernum"}, Choice{Label: "Cronberg"})
	for _, it := range d.form.Items {
		b := it.(*Button)
		if w, _ := Measure(b.Label, ButtonFace); w+20 > b.W {
			t.Errorf("%q is %.0f wide on a button of %.0f", b.Label, w, b.W)
		}
		if b.X < d.panel.X || b.X+b.W > d.panel.X+d.panel.W {
			t.Errorf("%q sticks out of the dialog", b.Label)
		}
	}
}

// The title's column of buttons: a disabled button's tooltip stands beside
// it and covers neither it nor the button under it; a widget as wide as the
// screen gets its tooltip under it, on the screen.
func TestTooltipBesideCoversNoNeighbour(t *testing.T) {
	const tip = "No game in progress: start a new one"
	cont := Rect{X: 490, Y: 318, W: 300, H: 48}
	next := Rect{X: 490, Y: 380, W: 300, H: 48}
	x, y, under := TooltipBeside(tip, cont)
	w, h := tooltipSize(tip)
	box := Rect{X: x, Y: y, W: w, H: h}
	if under || overlaps(box, cont) || overlaps(box, next) || x+w > Width {
		t.Fatalf("tooltip at %+v (under %v) covers the button %+v or the next %+v, or leaves the screen", box, under, cont, next)
	}
	wide := Rect{X: 0, Y: 100, W: Width, H: 40}
	x, y, under = TooltipBeside(tip, wide)
	if !under || y < wide.Y+wide.H || x < 0 || x+w > Width {
		t.Fatalf("a full-width widget's tooltip should go under it on the screen, got (%v, %v) under %v", x, y, under)
	}
}

func overlaps(a, b Rect) bool {
	return a.X < b.X+b.W && b.X < a.X+a.W && a.Y < b.Y+b.H && b.Y < a.Y+a.H
}

// TestDialogFitsTheScreen: five long names wrap into rows, and every
// button lies inside the dialog and the screen.
func TestDialogFitsTheScreen(t *testing.T) {
	var choices []Choice
	for _, n := range []string{"Tre Kronor Infernum", "Cronberg", "Crown of Ash", "Fire & Axe: A Viking Saga", "Burnt to Ashes"} {
		choices = append(choices, Choice{Label: n})
	}
	d := NewDialog("Which game would you like to learn?", "Each tutorial plays on the game's own board.", choices...)
	if d.panel.X < 0 || d.panel.X+d.panel.W > Width || d.panel.Y < 0 || d.panel.Y+d.panel.H > Height {
		t.Fatalf("the dialog %+v leaves the screen", d.panel)
	}
	for _, w := range d.form.Items {
		b := w.Bounds()
		if b.X < d.panel.X || b.X+b.W > d.panel.X+d.panel.W || b.Y+b.H > d.panel.Y+d.panel.H {
			t.Errorf("button %+v leaves the dialog %+v", b, d.panel)
		}
	}
}

// A toggle writes "on" or "off" before its switch only where the word
// does not run into its label (a narrow row of options keeps the switch
// alone).
func TestToggleStateWordNeverOverlapsItsLabel(t *testing.T) {
	wide := &Toggle{Rect: Rect{W: 540, H: 44}, Label: "Advanced runes"}
	if s, ok := wide.stateWord(); !ok || s != "off" {
		t.Errorf("a wide row: %q %v, want off written", s, ok)
	}
	narrow := &Toggle{Rect: Rect{W: 240, H: 44}, Label: "Advanced runes"}
	if _, ok := narrow.stateWord(); ok {
		lw, _ := Measure(narrow.Label, LabelFace)
		t.Errorf("a row of 240 with a label %.0f wide writes its state word over the label", lw)
	}
}
