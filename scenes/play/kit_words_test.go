package play

import (
	"strings"
	"testing"

	"embers/rules"
	"embers/scenes/play/playtest"
	"embers/scenes/ui"
)

// worded is a real position with words written by hand: the middle is
// seat 1's, a move is "Take" and its notation.
type worded struct{ rules.State }

func (w worded) DescribePlace(p rules.Place) string {
	switch p {
	case "middle":
		return "{1} holds the middle."
	case rules.SupplyPlace(1, "coins"):
		return "{1} has three coins."
	case "pile":
		return "The pile."
	}
	return ""
}

func (w worded) DescribeMove(m rules.Move) string { return "Take " + w.FormatMove(m) }

func (w worded) WhyNotAt(p rules.Place) *rules.IllegalMove {
	if p == "wall" {
		return &rules.IllegalMove{Reason: "the wall is too high", Rule: "3.1"}
	}
	return nil
}

// plain is a position whose rules describe nothing.
type plain struct{ rules.State }

// panelLayers are a board's layers that name the panel's places: a seat's
// row holds coins up to 100 pixels in, the status holds the pile.
type panelLayers struct{ Layers }

func (panelLayers) Load(rules.State) (string, bool) { return "", true }

func (panelLayers) SupplyPart(_ rules.Seat, dx float64) string {
	if dx < 100 {
		return "coins"
	}
	return ""
}

func (panelLayers) StatusPlace(x, y float64, r Rect) rules.Place { return "pile" }

func wordsKit(t *testing.T) (*Kit, rules.State) {
	s, err := playtest.Session("trekronor", []string{"easy", "easy", "easy"}, 1, 0)
	if err != nil {
		t.Fatal(err)
	}
	k := NewKit(panelLayers{}, s, Rect{})
	st := s.Match.State
	k.Reset(worded{st}, 0)
	return &k, st
}

func TestKitSaysTheRulesWordsWithTheSeatsNamed(t *testing.T) {
	k, st := wordsKit(t)
	names := k.Names()
	if got, want := k.Describe("middle"), names[1]+" holds the middle."; got != want {
		t.Errorf("Describe(middle) = %q, want %q", got, want)
	}
	if got := k.Describe("elsewhere"); got != "" {
		t.Errorf("a place the rules say nothing of: %q", got)
	}
	m := st.Legal(nil)[0]
	if got, want := k.MoveLabel(m), "Take "+st.FormatMove(m); got != want {
		t.Errorf("MoveLabel = %q, want %q", got, want)
	}
	if got, want := k.ClickHint(m), "take "+st.FormatMove(m); got != want {
		t.Errorf("ClickHint = %q, want %q", got, want)
	}
	k.Reset(plain{st}, 0) // a game whose rules say nothing: the notation, no notes
	if got := k.MoveLabel(m); got != st.FormatMove(m) || k.Describe("middle") != "" {
		t.Errorf("without a Describer: label %q, note %q", got, k.Describe("middle"))
	}
}

func TestWhyNotAtGivesTheRulesReasonWithItsRule(t *testing.T) {
	_, st := wordsKit(t)
	k := &Kit{}
	turn := &Turn{View: worded{st}}
	if got, want := k.WhyNotAt(turn, "wall"), "The wall is too high (rule 3.1)"; got != want {
		t.Errorf("WhyNotAt(wall) = %q, want %q", got, want)
	}
	if got := k.WhyNotAt(turn, "gate"); got != "" {
		t.Errorf("WhyNotAt where something can be done: %q", got)
	}
	if got := k.WhyNotAt(&Turn{View: plain{st}}, "wall"); got != "" {
		t.Errorf("WhyNotAt in a game whose rules do not say: %q", got)
	}
}

func TestClickHintKeepsNamesInCapitals(t *testing.T) {
	cases := map[string]string{
		"Pass: nothing else": "pass: nothing else",
		"B2 burns":           "B2 burns",
		"A token":            "A token",
		"Élan":               "élan",
		"":                   "",
	}
	for in, want := range cases {
		if got := lowerFirst(in); got != want {
			t.Errorf("lowerFirst(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestPanelHintAsksTheRulesAboutThePlaceUnderTheMouse(t *testing.T) {
	k, _ := wordsKit(t)
	k.Seats[1] = Rect{X: 900, Y: 150, W: 370, H: 42}
	k.Status = Rect{X: 730, Y: 250, W: 520, H: 70}
	names := k.Names()
	if got, want := k.PanelHint(950, 170), names[1]+" has three coins."; got != want {
		t.Errorf("over seat 1's coins: %q, want %q", got, want)
	}
	if got := k.PanelHint(1100, 170); got != "" {
		t.Errorf("past the parts of the row: %q", got)
	}
	if got := k.PanelHint(800, 280); got != "The pile." {
		t.Errorf("over the status: %q", got)
	}
	if got := k.PanelHint(800, 20); got != "" {
		t.Errorf("over nothing: %q", got)
	}
}

// A button plays its move by a click or its key while legal; refused, it
// is explained on a click or key; hidden, it is not there at all.
func TestButtonsPlayTheirMoveOrSayWhyNot(t *testing.T) {
	k := NewKit(panelLayers{}, nil, Rect{})
	refusal := &rules.IllegalMove{Reason: "the pile is empty", Rule: "4.2"}
	turn := &Turn{Legal: []rules.Move{7}, Explain: func(m rules.Move) *rules.IllegalMove {
		if m == 7 {
			return nil
		}
		return refusal
	}}
	buttons := []Button{
		{Rect: Control(10, 10, 50, 30), Label: "Seven", Keys: "sS", Move: 7},
		{Rect: Control(70, 10, 50, 30), Label: "Eight", Keys: "e", Move: 8, Hide: true},
		{Rect: Control(130, 10, 50, 30), Label: "Nine", Keys: "n", Move: 9, Hint: "take nine"},
	}
	at := func(b Button, click bool, runes ...rune) *ui.Input {
		x, y := b.Rect.Centre()
		in := &ui.Input{MouseX: x, MouseY: y, Click: click, Runes: runes}
		k.Pick.Begin(turn, in)
		return in
	}
	if m, ok := k.ButtonKeys(turn, at(buttons[1], false, 'S'), buttons); !ok || m != 7 {
		t.Errorf("key S: %v %v, want move 7 played", m, ok)
	}
	if _, ok := k.ButtonKeys(turn, at(buttons[1], false, 'e'), buttons); ok || k.Pick.Why != "" {
		t.Errorf("the key of a hidden button did something: %v, why %q", ok, k.Pick.Why)
	}
	if _, ok := k.ButtonKeys(turn, at(buttons[1], false, 'n'), buttons); ok || k.Pick.Why != "The pile is empty (rule 4.2)" {
		t.Errorf("the key of a refused button: %v, why %q", ok, k.Pick.Why)
	}
	if m, ok, used := k.ButtonInput(turn, at(buttons[0], false), buttons); ok || !used || m != 7 {
		t.Errorf("hovering Seven: %v %v %v, want its move offered, not played", m, ok, used)
	}
	if m, ok, used := k.ButtonInput(turn, at(buttons[0], true), buttons); !ok || !used || m != 7 {
		t.Errorf("clicking Seven: %v %v %v", m, ok, used)
	}
	if _, ok, used := k.ButtonInput(turn, at(buttons[1], true), buttons); ok || !used || k.Pick.Why != "" || k.Pick.Quiet != "" {
		t.Errorf("clicking where a hidden button would be: %v %v, why %q", ok, used, k.Pick.Why)
	}
	if _, ok, _ := k.ButtonInput(turn, at(buttons[2], false), buttons); ok || k.Pick.Quiet == "" {
		t.Errorf("hovering a refused button: %v, note %q", ok, k.Pick.Quiet)
	}
	in := &ui.Input{MouseX: ControlsRect.X - 20, MouseY: ControlsRect.Y - 20, Click: true}
	if _, _, used := k.ButtonInput(turn, in, buttons); used {
		t.Error("a click outside the controls was taken by the buttons")
	}
}

// The click line shrinks before it cuts, and never past 11 points.
func TestClickLineFitsItsRoom(t *testing.T) {
	short, face := clickLine("draw", 400)
	if short != "Click to draw" || face.Size != 14 {
		t.Errorf("a short hint: %q at %v points", short, face.Size)
	}
	long := "lay it on d6 and d7: Orange's token on 28 scores +12; the park on d5 will count"
	text, face := clickLine(long, 300)
	if w, _ := ui.Measure(text, face); w > 300 || face.Size != 11 || !strings.HasSuffix(text, "…") {
		t.Errorf("a long hint in 300: %q (%v wide) at %v points", text, w, face.Size)
	}
	text, face = clickLine("put out this fire", 125)
	if w, _ := ui.Measure(text, face); w > 125 || face.Size >= 14 || face.Size < 11 || text != "Click to put out this fire" {
		t.Errorf("a hint a little too long: %q (%v wide) at %v points, want it whole and smaller", text, w, face.Size)
	}
}
