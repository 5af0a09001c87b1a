package cronberg

import (
	"fmt"
	"strings"
	"testing"

	"embers/rules"
	"embers/rules/rulestest"
)

// C7: the rulebook's end-game sequence. Seats in turn order: Karl 0,
// Ulla 1, Gerd 2, Anne 3. One rhombus is left: the city hall.
//
//  1. Karl draws it and lays it on h8 h9: his token on wall corner 54 is
//     surrounded and scores +2; the pile is empty, so every free triangle
//     activates, and the guard on d1 drives Anne's token off crossing 25.
//  2. Ulla and Gerd have no tokens in hand and pass.
//  3. Anne puts her token on 13, Karl his on 8; nobody can act any more.
//  4. Final scoring: Karl on 8, parks a4 and a5: (2+3)×4 = 20; Anne on 13,
//     park c3: (3+6−2)×2 = 14; Ulla on 5, coat of arms a8: |−4| = 4; Gerd
//     on 2, park a4: 4×2 = 8.
func TestC7EndGameSequence(t *testing.T) {
	p := newPosition(t, 4)
	p.lay("Inn", "a3 b4").lay("Market Hall", "b5 b6") // Karl's 8: blunt +2, +3
	p.lay("School", "b1 b2").lay("Tannery", "b3 c4")  // Anne's 13: blunt +3, -2
	p.lay("Church", "c1 c2")                          // Anne's 13: sharp +6
	p.lay("Cemetery", "a9 b10")                       // Ulla's 5: sharp -4
	p.fill("a1 a2 a4 a5 a8 c3 d1 e1 h8 h9 h3 h4 f7 f5 e3 g2 g9 d4", "City Hall")
	p.tokens(0, "54 27 32 34").tokens(1, "5 35 38 41").tokens(2, "2 42 43 44").tokens(3, "25 45 46 48")
	s := p.done(0)
	if s.PileLeft() != 1 || s.Activated(p.tri("d1")) {
		t.Fatalf("want one rhombus left and the guard on d1 not yet active:\n%s", s.Dump())
	}

	evs := rulestest.Play(t, s, "draw", "lay h8 h9")
	sc := eventsOf(evs, EvTokenScored)
	if len(sc) != 1 || sc[0].Data.(TokenScored).Sum != 2 || CrossingName(sc[0].Data.(TokenScored).Crossing) != "54" {
		t.Fatalf("step 1: scorings %+v", sc)
	}
	if len(eventsOf(evs, EvPileEmpty)) != 1 {
		t.Fatal("step 1: no pile.empty event")
	}
	g := eventsOf(evs, EvGuard)
	if len(g) != 1 || len(g[0].Data.(GuardActivated).Driven) != 1 || g[0].Data.(GuardActivated).Driven[0].Owner != 3 {
		t.Fatalf("step 2: guard events %+v", g)
	}

	for _, seat := range []rules.Seat{1, 2} {
		legal := s.Legal(nil)
		if s.ToMove() != seat || len(legal) != 1 || legal[0] != PassMove() {
			t.Fatalf("step 3: seat %s to move with %v, want a forced pass by seat %d", s.SeatLabel(s.ToMove()), legal, seat)
		}
		rulestest.Play(t, s, "pass")
	}
	rulestest.Play(t, s, "token 13")
	evs = rulestest.Play(t, s, "token 8")

	if s.ToMove() != rules.NoSeat {
		t.Fatalf("the game goes on:\n%s", s.Dump())
	}
	want := map[string]struct {
		owner  rules.Seat
		points int
	}{"8": {0, 20}, "13": {3, 14}, "5": {1, 4}, "2": {2, 8}}
	finals := eventsOf(evs, EvFinalScored)
	if len(finals) != len(want) {
		t.Fatalf("final scorings %+v", finals)
	}
	for _, e := range finals {
		f := e.Data.(FinalScore)
		w, ok := want[CrossingName(f.Crossing)]
		if !ok || f.Owner != w.owner || f.Points != w.points {
			t.Errorf("final scoring on %s: %+v, want %+v", CrossingName(f.Crossing), f, w)
		}
	}
	r := s.Result()
	if r.Scores[0] != 22 || r.Scores[1] != 4 || r.Scores[2] != 8 || r.Scores[3] != 14 || len(r.Winners) != 1 || r.Winners[0] != 0 {
		t.Fatalf("result %+v", r)
	}
	over := eventsOf(evs, EvGameOver)
	if len(over) != 1 || !strings.Contains(over[0].Text, "{0} wins with 22") || !strings.Contains(r.Summary, "Orange wins with 22") {
		t.Fatalf("game over %+v, summary %q", over, r.Summary)
	}
	// Every point of the game is a line for the end screen.
	sum := map[rules.Seat]int{}
	for _, l := range r.Lines {
		sum[l.Seat] += l.Points
		if l.Rule != RuleScoring && l.Rule != RuleFinal {
			t.Errorf("line %+v under an unexpected rule", l)
		}
	}
	if sum[0] != 22 || sum[3] != 14 || len(r.Lines) != 5+12 {
		t.Fatalf("lines %+v", r.Lines)
	}
	// The twelve tokens the final scoring passes over are listed with why.
	for _, l := range r.Lines[5:] {
		var c string
		if _, err := fmt.Sscanf(l.What, "token on crossing %s at the end:", &c); err != nil {
			t.Fatalf("line %+v names no crossing", l)
		}
		if _, scored := want[c]; scored || l.Points != 0 || l.Rule != RuleFinal || !strings.HasSuffix(l.What, "at the end: nothing (no activated park or coat of arms there)") {
			t.Errorf("line %+v", l)
		}
		if owner := s.TokenAt(crossingNumber(t, c)); owner != l.Seat {
			t.Errorf("crossing %s holds a token of seat %d, the line says %d", c, owner, l.Seat)
		}
	}
}

// crossingNumber is the index of the crossing named name.
func crossingNumber(t *testing.T, name string) int {
	t.Helper()
	for c := range NumCrossings {
		if CrossingName(c) == name {
			return c
		}
	}
	t.Fatalf("no crossing %s", name)
	return -1
}
