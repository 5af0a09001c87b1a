package scenes

import (
	"fmt"
	"strings"
	"testing"

	"embers/game"
	"embers/rules"
	"embers/scenes/ui"
)

func TestResultLinesGroupByPlace(t *testing.T) {
	lines := []rules.ScoreLine{
		{Seat: 0, Points: 2, What: "save marker in A1, The Armoury (2 ash)"},
		{Seat: 1, Points: 1, What: "steal marker in B2, The Wind (1 ash)"},
		{Seat: 2, Points: 2, What: "save marker in A1, The Armoury (2 ash)"},
		{Seat: 1, Points: 3, What: "a bonus"},
	}
	g := groupLines(lines)
	if len(g) != 3 {
		t.Fatalf("%d groups, want 3: %+v", len(g), g)
	}
	if g[0].where != "A1, The Armoury (2 ash)" || len(g[0].lines) != 2 || g[0].what[1] != "save marker" {
		t.Fatalf("first group %+v", g[0])
	}
	if !g[2].byRule || (&Results{}).groupTitle(g[2]) != "Other points" || g[2].what[0] != "a bonus" {
		t.Fatalf("a line without a place: %+v", g[2])
	}
}

func TestPlayAgainKeepsTheSeatsWithANewSeed(t *testing.T) {
	a, _ := testApp(t)
	settle(t, a)
	old := wonSession(t)
	newResults(a, old).playAgain()
	settle(t, a)
	sc, ok := a.Top().(interface{ Session() *game.Session })
	if !ok {
		t.Fatalf("Play again opened %T", a.Top())
	}
	s := sc.Session()
	s.Cancel()
	if len(s.Match.History) != 0 || s.Match.Setup.Players != 4 || s.Match.Setup.Seed == old.Match.Setup.Seed {
		t.Fatalf("setup %+v after %d moves", s.Match.Setup, len(s.Match.History))
	}
	for i, seat := range s.Match.Seats {
		if seat != old.Match.Seats[i] {
			t.Errorf("seat %d is %+v, was %+v", i, seat, old.Match.Seats[i])
		}
	}
}

func TestLastLinesKeepsTheEndOfTheLog(t *testing.T) {
	var log []string
	for i := range 200 {
		log = append(log, fmt.Sprintf("move %d: a servant walks from one hall to another and back again, slowly", i))
	}
	got := lastLines(log, 5, 300)
	if len(got) != 5 {
		t.Fatalf("got %d lines, want 5: %q", len(got), got)
	}
	if !strings.HasSuffix(got[4], "again, slowly") {
		t.Errorf("the last line %q is not the end of the last entry", got[4])
	}
	if strings.Contains(strings.Join(got, " "), "move 190:") {
		t.Errorf("lines from long before the end were kept: %q", got)
	}
	if got := lastLines(nil, 5, 300); got == nil || len(got) != 0 {
		t.Errorf("an empty log gives %q, want no lines (not nil)", got)
	}
}

// TestEightOneLineGroupsTakeTwoColumns: eight groups of one line each
// (Crown of Ash's points by source for a lord and the AI deck, seen in
// the window) do not fit one column of the points panel (194 to 606), so
// the panel is split in two rather than the eighth group moved into a
// second column as wide as the panel (it ran off the screen's right
// edge); seven fit one.
func TestEightOneLineGroupsTakeTwoColumns(t *testing.T) {
	var groups []pointGroup
	for i := range 8 {
		groups = append(groups, pointGroup{where: fmt.Sprint(i), byRule: true, lines: make([]rules.ScoreLine, 1)})
	}
	if fitsOneColumn(groups, 194, 606) {
		t.Error("eight groups of one line fit one column")
	}
	if !fitsOneColumn(groups[:7], 194, 606) {
		t.Error("seven groups of one line do not fit one column")
	}
}

// TestResultsHoldBackTheFirstPress: Enter pressed as the results open (the
// press that opened them, or one just after) does not play again; once
// they have shown for half a second it does.
func TestResultsHoldBackTheFirstPress(t *testing.T) {
	a, _ := testApp(t)
	won := wonSession(t)
	a.Show(newResults(a, won))
	for range resultsSettle {
		if err := a.Step(ui.Input{Confirm: true, AnyKey: true}); err != nil {
			t.Fatal(err)
		}
		if _, still := a.Top().(*Results); !still || a.next != nil {
			t.Fatalf("a press in the first half second left the results for %T", a.next)
		}
	}
	if err := a.Step(ui.Input{Confirm: true, AnyKey: true}); err != nil {
		t.Fatal(err)
	}
	if a.next == nil {
		t.Fatal("Enter on Play again after half a second did nothing")
	}
	a.next.(interface{ Close() }).Close()
}
