package kit

import (
	"testing"

	"embers/rules"
	"embers/scenes/ui"
)

// A new turn sorts its legal moves into the board's targets; the same
// turn again keeps what was chosen.
func TestBeginTurnSortsANewTurn(t *testing.T) {
	k, turn := pickKit()
	*k.Targets = Targets{}
	if !k.BeginTurn(turn, &ui.Input{}) || !k.Targets.Lit("a1") || !k.Targets.Lit("c1") {
		t.Fatalf("a new turn: a1 lit %v, c1 lit %v; want both", k.Targets.Lit("a1"), k.Targets.Lit("c1"))
	}
	k.Targets.Choose("a1")
	if k.BeginTurn(turn, &ui.Input{}) || len(k.Targets.Chosen) != 1 {
		t.Errorf("the same turn again sorted afresh: chosen %v", k.Targets.Chosen)
	}
}

// Backing out puts back what was chosen and closes the chooser; an open
// chooser takes a click on its option; otherwise the board reads the input.
func TestChoiceInputBacksOutAndChooses(t *testing.T) {
	k, turn := pickKit()
	k.BeginTurn(turn, &ui.Input{})
	if _, _, used := k.ChoiceInput(&ui.Input{Click: true}); used {
		t.Error("a click with no chooser open was taken from the board")
	}
	k.Targets.Choose("a1")
	k.PickPlace(turn, "c1", "On c1", true)
	if _, _, used := k.ChoiceInput(&ui.Input{RightClick: true}); !used || len(k.Targets.Chosen) != 0 || k.Pick.Menu != nil {
		t.Fatalf("a right click: used %v, chosen %v, chooser %v; want all put back", used, k.Targets.Chosen, k.Pick.Menu)
	}
	k.PickPlace(turn, "c1", "On c1", true) // moves 3 and 4 end on c1
	r := k.Pick.Menu.OptRect(1)
	x, y := r.Centre()
	k.BeginTurn(turn, &ui.Input{MouseX: x, MouseY: y})
	if m, ok, used := k.ChoiceInput(&ui.Input{MouseX: x, MouseY: y, Click: true}); !used || !ok || m != 4 {
		t.Errorf("a click on the chooser's second option gave %v, %v, %v; want move 4", m, ok, used)
	}
}

// The keyboard's focus over places starts on the lit place under the
// pointer (the first key only shows it there), steps by the arrows and
// points at the place's middle.
func TestFocusPlacesStartsAndSteps(t *testing.T) {
	k, _ := pickKit()
	row := []rules.Place{"a1", "b1", "c1"}
	if x, y := k.FocusPlaces(0, 0, row, "b1", 0, 0, true); k.Focus.Place != "a1" || x != 125 || y != 125 {
		t.Errorf("the first key with the mouse away: focus %q at (%v, %v), want the first lit a1 at (125, 125)", k.Focus.Place, x, y)
	}
	if x, _ := k.FocusPlaces(0, 0, row, "b1", 1, 0, false); k.Focus.Place != "b1" || x != 175 {
		t.Errorf("right of a1: focus %q at x %v, want b1 at 175", k.Focus.Place, x)
	}
	if k.FocusPlaces(225, 125, row, "b1", 1, 0, true); k.Focus.Place != "c1" {
		t.Errorf("the first key with the mouse on lit c1, going right: focus %q, want c1 (nothing further)", k.Focus.Place)
	}
	if k.FocusPlaces(125, 125, row, "b1", 1, 0, true); k.Focus.Place != "a1" {
		t.Errorf("the first key with the mouse on lit a1, going right: focus %q, want a1 (the first key shows, Enter then acts there)", k.Focus.Place)
	}
}
