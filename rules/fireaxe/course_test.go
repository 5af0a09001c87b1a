package fireaxe

import (
	"maps"
	"slices"
	"strconv"
	"testing"

	"embers/rules"
)

// course is what the reports read of a game (rules.Course).
func course(t *testing.T, s *State) (string, map[string]int) {
	t.Helper()
	var c rules.Course = s
	return c.Ending(), c.Milestones()
}

// The final rounds: the deck spent in blue's turn of round 1 at 3 players,
// ten turns later the game ends in round 4; the report says so.
func TestCourseFinalRounds(t *testing.T) {
	s := newTest(t, 3, "")
	play(t, s, "end") // red's turn: blue moves next
	sagasUp(t, s, []string{"s1", "s5", "s7"}, []string{"s4"})
	s.port(s.node("dublin")).Good = 0
	s.Goods[0]--
	at(t, s, "york", 1, [3]int{0, 1, 0})
	play(t, s, "trade skins") // completes s1; s4, the last card, is turned over
	if end, m := course(t, s); end != "" || m["deck_spent_round"] != 1 || m["last_round"] != 1 || m["sagas_completed"] != 1 {
		t.Fatalf("during the game: ending %q, milestones %v", end, m)
	}
	for s.Phase != phOver {
		play(t, s, "end")
	}
	end, m := course(t, s)
	if end != "final_rounds" || m["deck_spent_round"] != 1 || m["last_round"] != 4 {
		t.Fatalf("ending %q, milestones %v; want final_rounds, the deck spent in round 1, the last round 4", end, m)
	}
	if got := s.Endings(); !slices.Equal(got, []string{"age_die", "final_rounds", "last_saga"}) {
		t.Fatalf("endings %v", got)
	}
}

// The last saga completed ends the game in the turn under way: the deck
// spent in blue's turn of round 1, the game over in red's turn of round 3.
func TestCourseLastSaga(t *testing.T) {
	s := newTest(t, 2, "")
	play(t, s, "end", "end", "end", "end") // round 3, red to move
	sagasUp(t, s, []string{"s1"}, nil)
	s.Final = FinalRounds*s.Players + 1 - 3 // three turns ended since blue's turn of round 1
	s.port(s.node("dublin")).Good = 0
	s.Goods[0]--
	at(t, s, "york", 1, [3]int{0, 1, 0})
	play(t, s, "trade skins")
	end, m := course(t, s)
	if end != "last_saga" || m["deck_spent_round"] != 1 || m["last_round"] != 3 || m["sagas_completed"] != 1 {
		t.Fatalf("ending %q, milestones %v; want last_saga, the deck spent in round 1, the last round 3", end, m)
	}
}

// The age die ends the default game; the deck was never spent, so the
// report has no round for it, and the Eras the face-up cards reached.
func TestCourseAgeDie(t *testing.T) {
	s := newTest(t, 2, "")
	for s.Phase != phAgeDie {
		play(t, s, "end")
	}
	play(t, s, "die 1")
	end, m := course(t, s)
	want := map[string]int{"last_round": RoundCap, "sagas_completed": 0}
	for e := 1; e <= s.Era; e++ {
		want["era_"+strconv.Itoa(e)] = 1
	}
	if end != "age_die" || !maps.Equal(m, want) {
		t.Fatalf("ending %q, milestones %v; want age_die, %v", end, m, want)
	}
}

// ending=sagas, the rulebook's ending: no age die after round 15; a game
// whose deck is still not spent ends after round SafetyRound, counted as
// the safety net. The option is saved and named in the setup.
func TestSagaEndingHasNoAgeDieButASafetyNet(t *testing.T) {
	s := newTest(t, 2, "ending=sagas")
	if s.Setup().Variant != "ending=sagas" || !slices.Equal(s.Endings(), []string{"final_rounds", "last_saga", "safety_net"}) {
		t.Fatalf("setup %+v, endings %v", s.Setup(), s.Endings())
	}
	for s.Phase != phOver {
		if s.Phase != phTurn {
			t.Fatalf("round %d: phase %d; want only turns", s.Round, s.Phase)
		}
		if s.Round == RoundCap+1 && s.Seat == 0 {
			st, err := s.Game().Decode(s.Encode())
			if err != nil || !st.(*State).SagaEnd || st.Setup().Variant != "ending=sagas" {
				t.Fatalf("the saved game lost the ending: %v", err)
			}
		}
		play(t, s, "end")
	}
	end, m := course(t, s)
	if end != "safety_net" || m["last_round"] != SafetyRound || s.Turns != SafetyRound*s.Players {
		t.Fatalf("ending %q, milestones %v, %d turns; want the safety net after round %d", end, m, s.Turns, SafetyRound)
	}
}

// Under ending=sagas a spent deck still brings the three final rounds.
func TestSagaEndingFinalRoundsPastTheCap(t *testing.T) {
	s := newTest(t, 2, "ending=sagas")
	for s.Round < 30 {
		play(t, s, "end")
	}
	s.Final = FinalRounds*s.Players + 1 // the deck spent in red's turn of round 30
	for s.Phase != phOver {
		play(t, s, "end")
	}
	end, m := course(t, s)
	if end != "final_rounds" || m["deck_spent_round"] != 30 || m["last_round"] != 33 {
		t.Fatalf("ending %q, milestones %v; want final_rounds from round 30 to 33", end, m)
	}
}

// On the real map, ending=sagas deals a deck sized by the player count:
// six sagas of each Era set aside at 2 players (9 in the deck and on show),
// five at 3 to 5 (12); the base game keeps the rulebook's 18.
func TestSagaEndingDeckByPlayers(t *testing.T) {
	for _, c := range []struct {
		variant string
		players int
		want    int
	}{{"", 2, 18}, {"", 3, 18}, {"ending=sagas", 2, 9}, {"ending=sagas", 3, 12}, {"ending=sagas", 4, 12}, {"ending=sagas", 5, 12}} {
		st, err := Game.New(rules.Setup{Players: c.players, Seed: 5, Variant: c.variant})
		if err != nil {
			t.Fatal(err)
		}
		s := st.(*State)
		if n := len(s.SagaDeck) + len(s.SagaUp) + len(s.SagaOut); n != c.want || n+len(s.Removed) != 27 {
			t.Errorf("%q at %d players: %d sagas dealt, %d set aside; want %d", c.variant, c.players, n, len(s.Removed), c.want)
		}
	}
}

// Under ending=sagas easy plays its best move, 12 plies deep; the base
// game keeps easy's draw among its near-best moves.
func TestSagaEndingEasyPlaysItsBest(t *testing.T) {
	tuner := Game.(rules.SearchTuner)
	if got := tuner.Search("easy", rules.Setup{Players: 3, Variant: "ending=sagas"}); got.PickFloor != 1 || got.RolloutDepth != 12 {
		t.Errorf("easy under ending=sagas: %+v", got)
	}
	if got := tuner.Search("easy", rules.Setup{Players: 3}); got.PickFloor != 0 || got.RolloutDepth != 8 {
		t.Errorf("easy in the base game: %+v", got)
	}
	if got := tuner.Search("medium", rules.Setup{Players: 3, Variant: "ending=sagas"}); got.RolloutDepth != 12 || got.PickFloor != 0 {
		t.Errorf("medium under ending=sagas: %+v", got)
	}
}
