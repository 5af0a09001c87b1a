package sim

import (
	"math"
	"slices"
	"strings"
	"testing"

	"embers/rules"
)

// addTableSeats by hand: wins and scores go to the table seat, whatever
// slot sat there; a group loss is no win; an error counts for nothing.
func TestAddTableSeats(t *testing.T) {
	outs := []gameOutcome{
		{result: rules.Result{Over: true, Scores: []int{4, 2}, Winners: []rules.Seat{0}}, seatOf: []rules.Seat{0, 1}},
		{result: rules.Result{Over: true, Scores: []int{3, 3}, Winners: []rules.Seat{0, 1}}, seatOf: []rules.Seat{1, 0}},
		{result: rules.Result{Over: true, Lost: true, Scores: []int{0, 1}}, seatOf: []rules.Seat{0, 1}},
		{err: "panic", result: rules.Result{Over: true, Scores: []int{9, 9}, Winners: []rules.Seat{1}}, seatOf: []rules.Seat{0, 1}},
	}
	var r simReport
	addTableSeats(&r, outs, 2)
	want := []tableSeat{{Seat: 1, Wins: 2, MeanScore: 7.0 / 3}, {Seat: 2, Wins: 1, MeanScore: 2}}
	for i, w := range want {
		if g := r.ByTableSeat[i]; g.Seat != w.Seat || g.Wins != w.Wins || math.Abs(g.MeanScore-w.MeanScore) > 1e-9 {
			t.Errorf("table seat %d: %+v, want %+v", i+1, g, w)
		}
	}
}

// addSlotSeats by hand: each slot's games and wins go to the table seat it
// sat at in that game; a group loss is no win; an error counts nowhere.
func TestAddSlotSeats(t *testing.T) {
	outs := []gameOutcome{
		{result: rules.Result{Over: true, Scores: []int{4, 2}, Winners: []rules.Seat{0}}, seatOf: []rules.Seat{0, 1}},
		{result: rules.Result{Over: true, Scores: []int{3, 3}, Winners: []rules.Seat{0, 1}}, seatOf: []rules.Seat{1, 0}},
		{result: rules.Result{Over: true, Scores: []int{1, 5}, Winners: []rules.Seat{1}}, seatOf: []rules.Seat{1, 0}},
		{result: rules.Result{Over: true, Lost: true, Scores: []int{0, 1}}, seatOf: []rules.Seat{0, 1}},
		{err: "panic", result: rules.Result{Over: true, Scores: []int{9, 9}, Winners: []rules.Seat{1}}, seatOf: []rules.Seat{0, 1}},
	}
	r := simReport{Players: 2, Seats: make([]slotReport, 2)}
	addSlotSeats(&r, outs)
	// slot 1 sat at seat 1 in games 1 and 4 (won game 1), at seat 2 in
	// games 2 and 3 (won both); slot 2 the other way round (won game 2 at
	// seat 1 only).
	want := [][2][]int{{{2, 2}, {1, 2}}, {{2, 2}, {1, 0}}}
	for slot, w := range want {
		g := r.Seats[slot]
		if !slices.Equal(g.GamesBySeat, w[0]) || !slices.Equal(g.WinsBySeat, w[1]) {
			t.Errorf("slot %d: games %v wins %v by seat, want %v and %v", slot+1, g.GamesBySeat, g.WinsBySeat, w[0], w[1])
		}
	}
}

// -tally counts the events of a kind by their text, seats written alike:
// Nim's takes are 1, 2 or 3, so three lines, and every win is some table
// seat's.
func TestSimTalliesEventsAndTableSeats(t *testing.T) {
	r := simRun(t, "-game", "nim", "-players", "2", "-seats", "random,random", "-games", "40", "-tally", "embers.taken")
	if len(r.Tally) != 3 {
		t.Fatalf("tally %+v, want three lines: takes 1, 2 and 3", r.Tally)
	}
	for _, l := range r.Tally {
		if l.Kind != "embers.taken" || !strings.HasPrefix(l.Text, "{seat} takes ") || l.Count < 1 {
			t.Errorf("tally line %+v", l)
		}
	}
	wins := 0
	for _, s := range r.ByTableSeat {
		wins += s.Wins
	}
	if len(r.ByTableSeat) != 2 || wins != 40 {
		t.Errorf("by table seat %+v: want two seats whose wins make the 40 games", r.ByTableSeat)
	}
	if r := simRun(t, "-game", "nim", "-players", "2", "-seats", "random,random", "-games", "5"); len(r.Tally) != 0 {
		t.Errorf("no -tally, yet a tally: %+v", r.Tally)
	}
}
