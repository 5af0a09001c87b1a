package sim

import (
	"encoding/json"
	"strings"
	"testing"

	"embers/rules"

	_ "embers/rules/fireaxe"
)

// addCourse by hand: every way the game lists is counted (0 when it never
// came up), errors are left out, and a milestone's share is of the games
// without error, its mean over the games that reached it.
func TestAddCourse(t *testing.T) {
	ways := []string{"age_die", "final_rounds", "last_saga"}
	game := func(end string, marks map[string]int) gameOutcome {
		return gameOutcome{result: rules.Result{Over: true}, course: &gameCourse{ending: end, endings: ways, marks: marks}}
	}
	outs := []gameOutcome{
		game("final_rounds", map[string]int{"deck_spent_round": 20, "era_3": 1, "last_round": 23}),
		game("final_rounds", map[string]int{"deck_spent_round": 30, "last_round": 33}),
		game("age_die", map[string]int{"last_round": 17}),
		game("age_die", map[string]int{"last_round": 18}),
		{err: "panic", course: &gameCourse{ending: "last_saga", endings: ways}},
	}
	var r simReport
	addCourse(&r, outs)
	want := map[string]int{"age_die": 2, "final_rounds": 2, "last_saga": 0}
	if len(r.Ends) != len(want) {
		t.Fatalf("ends %v, want %v", r.Ends, want)
	}
	for k, n := range want {
		if r.Ends[k] != n {
			t.Errorf("ends %v, want %v", r.Ends, want)
		}
	}
	spent := r.Milestones["deck_spent_round"]
	if spent != (milestoneReport{Games: 2, Share: 0.5, Mean: 25, Max: 30}) {
		t.Errorf("deck spent: %+v", spent)
	}
	if e := r.Milestones["era_3"]; e.Games != 1 || e.Share != 0.25 {
		t.Errorf("era 3: %+v", e)
	}
	if l := r.Milestones["last_round"]; l.Mean != 22.75 || l.Max != 33 {
		t.Errorf("last round: %+v", l)
	}
	var b strings.Builder
	printCourse(&b, r)
	if !strings.Contains(b.String(), "ends: age_die 2, final_rounds 2, last_saga 0") || !strings.Contains(b.String(), "deck_spent_round") {
		t.Errorf("table:\n%s", b.String())
	}
}

// A game with one way to end has no "ends"; a game that does not tell its
// course has neither ends nor milestones.
func TestAddCourseOneWayOrNone(t *testing.T) {
	one := []gameOutcome{{course: &gameCourse{ending: "over", endings: []string{"over"}, marks: map[string]int{"round": 3}}}}
	var r simReport
	addCourse(&r, one)
	if r.Ends != nil || r.Milestones["round"].Games != 1 {
		t.Errorf("one way: ends %v, milestones %v", r.Ends, r.Milestones)
	}
	var n simReport
	addCourse(&n, []gameOutcome{{}})
	if n.Ends != nil || n.Milestones != nil {
		t.Errorf("no course: ends %v, milestones %v", n.Ends, n.Milestones)
	}
}

// sim -json on Fire & Axe, two random seats: "ends" holds its three ways
// to end, summing to the games, and "milestones" the last round of each.
func TestSimJSONEndsAndMilestones(t *testing.T) {
	code, out, errOut := runCmd("-json", "-game", "fireaxe", "-players", "2", "-seats", "random,random", "-games", "2", "-seed", "3")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	var r struct {
		Games      int                        `json:"games"`
		Ends       map[string]int             `json:"ends"`
		Milestones map[string]milestoneReport `json:"milestones"`
	}
	if err := json.Unmarshal([]byte(out), &r); err != nil {
		t.Fatal(err)
	}
	sum := 0
	for _, k := range []string{"age_die", "final_rounds", "last_saga"} {
		n, ok := r.Ends[k]
		if !ok {
			t.Errorf("ends %v: no %q", r.Ends, k)
		}
		sum += n
	}
	if sum != r.Games || len(r.Ends) != 3 {
		t.Errorf("ends %v for %d games", r.Ends, r.Games)
	}
	if m := r.Milestones["last_round"]; m.Games != r.Games || m.Mean < 15 {
		t.Errorf("last round: %+v", m)
	}
	if m := r.Milestones["era_1"]; m.Share != 1 {
		t.Errorf("era 1: %+v", m)
	}
}
