package kit

import (
	"slices"
	"testing"

	"embers/rules"
)

// pickedBoard is shapedBoard whose person, pointing at b1, means move 9.
type pickedBoard struct{ shapedBoard }

func (b *pickedBoard) Meant(chosen []rules.Place, p rules.Place) (rules.Move, bool) {
	return 9, p == "b1"
}

func (b *pickedBoard) ChooseHint(p rules.Place, back bool) string {
	if back {
		return "put " + string(p) + " back"
	}
	return "pick up " + string(p)
}

// pickKit is a kit over pickedBoard with the made-up legal moves: 1 and 2
// go from a1 to b1 and c1, 3 and 4 both end on c1, 5 goes from the pile
// to a1, 7 ends on b1; 9 (also on b1) is refused.
func pickKit() (*Kit, *Turn) {
	k := shapedKit(&pickedBoard{})
	places := placesOf{1: {"a1", "b1"}, 2: {"a1", "c1"}, 3: {"c1"}, 4: {"c1"}, 5: {"pile", "a1"}, 7: {"b1"}, 9: {"b1"}}
	turn := &Turn{Legal: []rules.Move{1, 2, 3, 4, 5, 7}, Explain: func(m rules.Move) *rules.IllegalMove {
		if m == 9 {
			return &rules.IllegalMove{Reason: "that square is full", Rule: "2"}
		}
		return nil
	}}
	g := NewTargets(turn.Legal, places)
	k.Targets, k.Placer = &g, places
	return k, turn
}

// A click on a place the moves go on from chooses it and lights their
// next places; a click on a lit place where one move ends plays it;
// clicking the place chosen puts it back.
func TestPickPlaceNarrowsThenPlays(t *testing.T) {
	k, turn := pickKit()
	p, ok := k.PlaceAt(125, 125, []rules.Place{"a1", "b1", "c1"})
	if !ok || p != "a1" {
		t.Fatalf("PlaceAt(125, 125) = %q, %v; want a1", p, ok)
	}
	if _, played := k.PickPlace(turn, "a1", "", false); played || k.Pick.Hint != "pick up a1" || len(k.Targets.Chosen) != 0 {
		t.Fatalf("hovering a1: played %v, hint %q, chosen %v", played, k.Pick.Hint, k.Targets.Chosen)
	}
	if _, played := k.PickPlace(turn, "a1", "", true); played || !slices.Equal(k.Targets.Chosen, []rules.Place{"a1"}) {
		t.Fatalf("clicking a1: played %v, chosen %v; want a1 chosen", played, k.Targets.Chosen)
	}
	if lit := k.LitPlaces([]rules.Place{"a1", "b1", "c1"}); !slices.Equal(lit, []rules.Place{"b1", "c1"}) {
		t.Errorf("after a1 the lit places are %v, want [b1 c1]", lit)
	}
	k.PickPlace(turn, "a1", "", false)
	if k.Pick.Hint != "put a1 back" {
		t.Errorf("hovering the place chosen hints %q", k.Pick.Hint)
	}
	if m, played := k.PickPlace(turn, "c1", "", true); !played || m != 2 {
		t.Errorf("clicking c1 after a1 played %v, %v; want move 2", m, played)
	}
	k.PickPlace(turn, "a1", "", true)
	if len(k.Targets.Chosen) != 0 {
		t.Errorf("clicking the place chosen again leaves %v chosen", k.Targets.Chosen)
	}
	k.Targets.Choose("a1")
	k.PickPlace(turn, "pile", "", false)
	if k.Pick.Hint != "pick up pile" || !slices.Equal(k.Targets.Chosen, []rules.Place{"a1"}) {
		t.Errorf("pointing at the pile (another move starts there) hints %q and leaves %v chosen; want a1 kept", k.Pick.Hint, k.Targets.Chosen)
	}
	k.PickPlace(turn, "pile", "", true)
	if !slices.Equal(k.Targets.Chosen, []rules.Place{"pile"}) {
		t.Errorf("clicking the pile leaves %v chosen, want the choice begun again from it", k.Targets.Chosen)
	}
}

// Several moves ending on one place open the chooser; a place where
// nothing can be done is refused with the reason of the move meant.
func TestPickPlaceChoosesAndRefuses(t *testing.T) {
	k, turn := pickKit()
	if _, played := k.PickPlace(turn, "c1", "On c1", true); played || k.Pick.Menu == nil || len(k.Pick.Menu.Opts) != 2 {
		t.Fatalf("clicking c1 (moves 3 and 4 end there): played %v, chooser %v", played, k.Pick.Menu)
	}
	if k.Pick.Menu.Title != "On c1" {
		t.Errorf("the chooser's title is %q", k.Pick.Menu.Title)
	}
	k.Pick.Clear()
	k.Targets.Choose("pile")
	k.PickPlace(turn, "b1", "", false)
	if k.Pick.Why != "" || k.Pick.Quiet == "" {
		t.Errorf("hovering b1 after the pile: why %q, quiet %q; want a quiet note only", k.Pick.Why, k.Pick.Quiet)
	}
	m, played := k.PickPlace(turn, "b1", "", true)
	if played || k.Pick.Why != "That square is full (rule 2)" {
		t.Errorf("clicking b1 after the pile played %v (%v) and says %q; want the refusal of the move meant, not move 7 begun afresh", m, played, k.Pick.Why)
	}
	if !slices.Equal(k.Targets.Chosen, []rules.Place{"pile"}) {
		t.Errorf("a refused click leaves %v chosen, want the pile still", k.Targets.Chosen)
	}
}

// The keyboard's focus starts on a lit place (under the mouse if it is
// there) and steps between places by direction.
func TestFocusStartsLitAndSteps(t *testing.T) {
	k, _ := pickKit()
	row := PlaceList(3, func(i int) rules.Place { return []rules.Place{"c1", "b1", "a1"}[i] })
	if got := k.FocusStart(0, 0, row, "a1"); got != "c1" {
		t.Errorf("with the mouse off the board the focus starts on %q, want the first lit place c1", got)
	}
	if got := k.FocusStart(125, 125, row, ""); got != "a1" {
		t.Errorf("with the mouse on lit a1 the focus starts on %q", got)
	}
	k.Targets.Choose("pile")
	if got := k.FocusStart(175, 125, row, ""); got != "a1" {
		t.Errorf("after the pile, with the mouse on b1 (not lit), the focus starts on %q, want a1", got)
	}
	k.Targets.Choose("a1", "c1")
	if got := k.FocusStart(0, 0, row, "b1"); got != "b1" {
		t.Errorf("with nothing lit the focus starts on %q, want the fallback b1", got)
	}
	if got := k.FocusStep("a1", 1, 0, row); got != "b1" {
		t.Errorf("right of a1 is %q, want b1", got)
	}
	if got := k.FocusStep("a1", -1, 0, row); got != "a1" {
		t.Errorf("left of a1 (nothing there) is %q, want a1 still", got)
	}
}

// wellBoard is shapedBoard whose person never points at the wells, and
// whose chooser at a1 adds a refused option and a note.
type wellBoard struct{ shapedBoard }

func (b *wellBoard) Pointable(p rules.Place) bool { return p != "well:1" && p != "well:2" }

func (b *wellBoard) MoreChoices(_ *Turn, p rules.Place, _ []rules.Move) ([]Option, string) {
	if p != "a1" {
		return nil, ""
	}
	return []Option{{Label: "steal", Move: 8, Why: "Not yet"}}, "how it scores"
}

// Moves that go on from a place only to places not pointed at are offered
// in its chooser; a board's further choices open the chooser even for one
// legal move.
func TestPickPlaceOffersWhatIsNotPointedAt(t *testing.T) {
	k := shapedKit(&wellBoard{})
	places := placesOf{1: {"b1", "well:1"}, 2: {"b1", "well:2"}, 3: {"a1"}}
	turn := &Turn{Legal: []rules.Move{1, 2, 3}}
	g := NewTargets(turn.Legal, places)
	k.Targets, k.Placer = &g, places
	if _, played := k.PickPlace(turn, "b1", "Which well?", true); played || k.Pick.Menu == nil || len(k.Pick.Menu.Opts) != 2 || len(g.Chosen) != 0 {
		t.Fatalf("b1, its moves going on only to wells: played %v, chooser %v, chosen %v; want a chooser of both", played, k.Pick.Menu, g.Chosen)
	}
	k.Pick.Clear()
	if _, played := k.PickPlace(turn, "a1", "A1", true); played || k.Pick.Menu == nil {
		t.Fatalf("a1, one legal move and a refused one: played %v, chooser %v; want the chooser", played, k.Pick.Menu)
	}
	if m := k.Pick.Menu; len(m.Opts) != 2 || m.Opts[1].Why == "" || m.Note != "how it scores" {
		t.Errorf("a1's chooser: %+v, want the legal move, the refused one and the note", m)
	}
}
