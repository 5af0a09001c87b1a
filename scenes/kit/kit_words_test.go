package kit

import (
	"testing"

	"embers/rules"
	"embers/scenes/play/playtest"
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

func (panelLayers) Load(rules.State) bool { return true }

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

// labelling layers label the first legal move themselves and leave the
// rest to the rules.
type labelling struct {
	panelLayers
	mine rules.Move
}

func (l labelling) Label(m rules.Move) (string, bool) { return "Mine", m == l.mine }

// A board's own label wins over the rules' words, on choosers, buttons
// and click hints alike; where it gives none the rules' words stay.
func TestBoardLabelWinsOverTheRules(t *testing.T) {
	s, err := playtest.Session("trekronor", []string{"easy", "easy", "easy"}, 1, 0)
	if err != nil {
		t.Fatal(err)
	}
	st := s.Match.State
	legal := st.Legal(nil)
	k := NewKit(labelling{mine: legal[0]}, s, Rect{})
	k.Reset(worded{st}, 0)
	if got := k.MoveLabel(legal[0]); got != "Mine" {
		t.Errorf("the board's move: %q, want its own label", got)
	}
	if got := k.ClickHint(legal[0]); got != "mine" {
		t.Errorf("the board's move's click hint: %q", got)
	}
	if got, want := k.MoveLabel(legal[1]), "Take "+st.FormatMove(legal[1]); got != want {
		t.Errorf("another move: %q, want the rules' %q", got, want)
	}
}
