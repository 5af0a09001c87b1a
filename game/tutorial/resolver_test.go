package tutorial

import (
	"strings"
	"testing"

	"embers/rules"
	cb "embers/rules/cronberg"
	"embers/rules/testgames"
	tk "embers/rules/trekronor"
)

func newState(t *testing.T, g rules.Game, players int) rules.State {
	t.Helper()
	st, err := g.New(rules.Setup{Players: players, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	return st
}

// The names a script may highlight are the rules' places and the panel's
// parts; nothing else.
func TestResolveKnowsPlacesAndPanelParts(t *testing.T) {
	castle := newState(t, tk.Game, 3)
	town := newState(t, cb.Game, 2)
	for _, c := range []struct {
		st   rules.State
		name string
	}{
		{castle, "d1"}, {castle, "B2"}, {castle, "b2"}, {castle, "well:ne"}, {castle, "doors:C3"},
		{castle, "area:courtyard"}, {castle, "pile"}, {castle, "supply"}, {castle, "hand:3"}, {castle, "panel:seat"},
		{town, "17"}, {town, "h9"}, {town, "area:coats"}, {town, "castle"}, {town, "track"}, {town, "pile"}, {town, "panel:legend"},
	} {
		if err := Resolve(c.st, c.name); err != nil {
			t.Errorf("%s: %q refused: %v", c.st.Game().Info().ID, c.name, err)
		}
	}
}

// A misspelt place is refused with a message that shows what places look
// like, one of each kind, and the case that was meant.
func TestResolveRefusesAMisspeltPlace(t *testing.T) {
	castle := newState(t, tk.Game, 3)
	err := Resolve(castle, "well:SW")
	if err == nil {
		t.Fatal("well:SW was accepted")
	}
	msg := err.Error()
	for _, want := range []string{`"well:SW" names nothing here`, `did you mean "well:sw"?`, "places look like a0, A1, doors:A1, well:sw, area:wells, pile, supply, hand:A, button:pass", "panel:controls"} {
		if !strings.Contains(msg, want) {
			t.Errorf("the message does not say %q: %s", want, msg)
		}
	}
	if err := Resolve(castle, "k4"); err == nil || strings.Contains(err.Error(), "did you mean") {
		t.Errorf("k4: %v", err)
	}
	town := newState(t, cb.Game, 2)
	err = Resolve(town, "55")
	if err == nil || !strings.Contains(err.Error(), "places look like 1, a1, area:town, castle, track, pile, button:pass") {
		t.Errorf("55: %v", err)
	}
	if err := Resolve(town, "building:c3"); err == nil {
		t.Error("building:c3 was accepted in a town with nothing built")
	}
}

// A game without places may highlight only the panel.
func TestResolveWithoutPlaces(t *testing.T) {
	st := newState(t, testgames.TicTacToe, 2)
	if err := Resolve(st, "panel:log"); err != nil {
		t.Errorf("panel:log refused: %v", err)
	}
	if err := Resolve(st, "c3"); err == nil || !strings.Contains(err.Error(), "names no places") {
		t.Errorf("c3: %v", err)
	}
}
