package trekronor

import (
	"math/rand/v2"
	"slices"
	"testing"

	"embers/rules"
	"embers/rules/rulestest"
)

// How each seat last answered another seat's pile of one is public and
// follows play: yellow breaks blue's letter and blue red's (the fire
// spreads), so the table is seen playing small spreads; then red keeps
// yellow's letter (it does not spread), and it is not. Everyone's view
// holds the answers, and a save keeps them.
func TestAnswersToAPileOfOne(t *testing.T) {
	s := newPos(t, 3).hall("B2", "f+a . . .").toMove('B').done()
	s.phase = phaseSpread
	rulestest.Play(t, s, "spread A", "place b0", "spread 1")
	if s.brokeOne != 0b010 || s.keptOne != 0 || s.tableBreaks() {
		t.Fatalf("yellow broke blue's pile of one, no other seat yet: broke %03b kept %03b", s.brokeOne, s.keptOne)
	}
	rulestest.Play(t, s, "place i0", "spread B", "place a1", "spread 2")
	if s.brokeOne != 0b011 || s.keptOne != 0 || !s.tableBreaks() {
		t.Fatalf("blue broke red's pile of one too: broke %03b kept %03b", s.brokeOne, s.keptOne)
	}
	rulestest.Play(t, s, "place j1", "spread C", "place a8", "spread A")
	if s.brokeOne != 0b011 || s.keptOne != 0b100 || s.tableBreaks() {
		t.Fatalf("red kept yellow's pile of one: broke %03b kept %03b", s.brokeOne, s.keptOne)
	}
	if s.smallSpreads(0) || s.smallSpreads(1) || !s.smallSpreads(2) {
		t.Fatalf("only red has seen no other seat keep a pile of one")
	}
	public := s.View(rules.NoSeat).(*State)
	if public.brokeOne != s.brokeOne || public.keptOne != s.keptOne {
		t.Fatalf("the public view lost the answers")
	}
	back, err := Game.Decode(s.Encode())
	if err != nil || *back.(*State) != *s {
		t.Fatalf("a save lost the answers: %v", err)
	}
}

// On a pile of one, the search's candidates break it while no other seat is
// seen keeping such a pile (small spreads), and offer both sides once one
// is (the table keeps its piles, letters first).
func TestCandidatesFollowTheTablesPiles(t *testing.T) {
	s := newPos(t, 3).hall("B2", "f+a . . .").pile("Y:A").toMove('B').done()
	s.phase = phaseSpread
	spreads := func() []string {
		var out []string
		for _, m := range s.Candidates(nil) {
			out = append(out, s.FormatMove(m))
		}
		return out
	}
	if got := spreads(); !slices.Equal(got, []string{"spread 1", "spread 2", "spread 3"}) {
		t.Fatalf("no seat has kept a pile of one: candidates %v, want the numbers", got)
	}
	s.noteAnswer(2, false)
	if got := spreads(); !slices.Contains(got, "spread A") || !slices.Contains(got, "spread 1") {
		t.Fatalf("red kept a pile of one: candidates %v, want both sides", got)
	}
}

// The playouts expect small spreads only once a seat has broken a pile of
// one: before any answer they keep a pile of one 8 times in 10 and lay any
// marker the other times (9 letters in 10 in all), as at a table that keeps
// its piles (the search's own candidates still break it,
// so a table of AI seats starts the convention). And a search's playouts
// (a state its seat determinized) lay a number on an empty pile 2 times in
// 10 even at a table playing small spreads, so the search weighs the
// rush's clock; the game's own state, which the survival model is fitted
// on, lays a letter there every time.
func TestPlayoutsExpectSmallSpreadsOnceSeen(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 3))
	one := newPos(t, 3).hall("B2", "f+a . . .").pile("Y:A").toMove('B').done()
	one.phase = phaseSpread
	kept := 0
	for range 400 {
		if _, v, _, _ := decodeMove(one.RolloutMove(rng, nil)); v < 3 {
			kept++
		}
	}
	if kept < 320 || kept > 390 {
		t.Errorf("no seat has answered a pile of one: the playout kept it %d times in 400, want about 360", kept)
	}
	empty := newPos(t, 3).hall("B2", "f+a . . .").toMove('B').done()
	empty.phase = phaseSpread
	empty.brokeOne = 0b110 // yellow and red broke piles of one
	guess := empty.Determinize(0, rng).(*State)
	numbers, guessed := 0, 0
	for range 400 {
		if _, v, _, _ := decodeMove(empty.RolloutMove(rng, nil)); v >= 3 {
			numbers++
		}
		if _, v, _, _ := decodeMove(guess.RolloutMove(rng, nil)); v >= 3 {
			guessed++
		}
	}
	if numbers != 0 || guessed < 40 || guessed > 120 {
		t.Errorf("a small-spreads table's empty pile: numbers laid %d of 400 in the game's state (want 0), %d in a search's (want about 80)", numbers, guessed)
	}
}
