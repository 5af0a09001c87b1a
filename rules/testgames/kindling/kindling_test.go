package kindling

import (
	"errors"
	"reflect"
	"testing"

	"embers/rules"
	"embers/rules/rulestest"
)

// play starts a game and plays moves in notation (rulestest.Play: each
// checked), giving the state and every event.
func play(t *testing.T, moves ...string) (*State, []rules.Event) {
	t.Helper()
	s := rulestest.New[*State](t, Game, rules.Setup{Players: 2, Seed: 1})
	return s, rulestest.Play(t, s, moves...)
}

// The game of the package comment: a tie at two logs each, shared.
func TestTheDocsGameIsATie(t *testing.T) {
	s, evs := play(t, "light 3", "light 2", "smother 2", "light 1", "light 4", "light 5")
	last := evs[len(evs)-2:]
	r := s.Result()
	if !r.Over || r.Scores[0] != 2 || r.Scores[1] != 2 || len(r.Winners) != 2 {
		t.Fatalf("result %+v, want over, 2 to 2, both winning", r)
	}
	if s.LogAt(1) != Ash || s.LogAt(2) != Lit0 || s.LogAt(0) != Lit1 {
		t.Fatalf("logs %v", s.logs)
	}
	if last[0].Kind != EvLit || last[1].Kind != EvEnded || !reflect.DeepEqual(last[1].Data, Ended{Scores: [2]int{2, 2}, Winners: []rules.Seat{0, 1}}) {
		t.Fatalf("the last move's events %+v, want a light and the end", last)
	}
}

// A move of the last cold log ends the game; the most burning logs wins.
func TestMostLogsWins(t *testing.T) {
	s, _ := play(t, "light 1", "light 2", "light 3", "smother 1", "smother 2", "light 4", "light 5")
	// seat 0: 3, 5; seat 1: 4 (1 and 2 are ash)
	if r := s.Result(); !r.Over || len(r.Winners) != 1 || r.Winners[0] != 0 || r.Scores[0] != 2 || r.Scores[1] != 1 {
		t.Fatalf("result %+v, want seat 0 winning 2 to 1", r)
	}
	if s.ToMove() != rules.NoSeat || len(s.Legal(nil)) != 0 {
		t.Fatal("the game goes on after the last cold log")
	}
}

// Each refusal names its section and leaves the state as it was: after
// "light 3" and "light 2", seat 0 is to move with log 3 its own and log 2
// seat 1's.
func TestRefusals(t *testing.T) {
	s, _ := play(t, "light 3", "light 2")
	for _, c := range []struct{ move, rule string }{
		{"light 3", RuleLight},     // already burning
		{"smother 1", RuleSmother}, // cold
		{"smother 3", RuleSmother}, // seat 0's own log
	} {
		m, err := s.ParseMove(c.move)
		if err != nil {
			t.Fatal(err)
		}
		before := *s
		_, err = s.Apply(m)
		var im *rules.IllegalMove
		if !errors.As(err, &im) || im.Rule != c.rule {
			t.Errorf("%s: %v, want a refusal under %q", c.move, err, c.rule)
		}
		if *s != before {
			t.Errorf("%s changed the state", c.move)
		}
	}
	if why := s.WhyNotAt(LogPlace(2)); why == nil || why.Rule != RuleSmother {
		t.Errorf("WhyNotAt log 3 = %v, want the smother's refusal", why)
	}
	if why := s.WhyNotAt(LogPlace(1)); why != nil {
		t.Errorf("WhyNotAt log 2 = %v, but it can be smothered", why)
	}
}

func TestNotationRoundTrips(t *testing.T) {
	s, _ := play(t)
	for _, m := range []rules.Move{LightMove(0), LightMove(4), SmotherMove(2)} {
		back, err := s.ParseMove(s.FormatMove(m))
		if err != nil || back != m {
			t.Errorf("%s read back as %v, %v", s.FormatMove(m), back, err)
		}
	}
	for _, bad := range []string{"", "light", "light 0", "light 6", "burn 2"} {
		if _, err := s.ParseMove(bad); err == nil {
			t.Errorf("%q was read as a move", bad)
		}
	}
}

func TestPlacesReadBack(t *testing.T) {
	for i := range Logs {
		if sp := ParsePlace(LogPlace(i)); sp.Kind != LogSpot || sp.Index != i {
			t.Errorf("log %d read back as %+v", i, sp)
		}
	}
	if ParsePlace("log:9").Kind != NoSpot {
		t.Error("log:9 read as a place")
	}
}

func TestHarness(t *testing.T) {
	rep := rulestest.Run(Game, rulestest.Options{Games: 300, Seed: 1})
	for _, f := range rep.Failures {
		t.Error(f)
	}
}

func TestWords(t *testing.T) {
	if err := rulestest.Words(Game, rules.Setup{Players: 2}, 3); err != nil {
		t.Fatal(err)
	}
}
