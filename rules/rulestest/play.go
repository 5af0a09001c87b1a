package rulestest

import (
	"testing"

	"embers/rules"
)

// Play applies moves written in the game's notation to s, one after the
// other, checks s after each (State.Check) and returns all their events.
// A move that does not parse or is refused, or a position that fails its
// check, fails the test with the position.
func Play(t testing.TB, s rules.State, moves ...string) []rules.Event {
	t.Helper()
	var all []rules.Event
	for _, text := range moves {
		m, err := s.ParseMove(text)
		if err != nil {
			t.Fatal(err)
		}
		evs, err := s.Apply(m)
		if err != nil {
			t.Fatalf("%s: %v\n%s", text, err, s.Dump())
		}
		if err := s.Check(); err != nil {
			t.Fatalf("after %s: %v\n%s", text, err, s.Dump())
		}
		all = append(all, evs...)
	}
	return all
}

// New sets up a game of g from setup and gives its state as the game's own
// type S; an error, or a state of another type, fails the test.
func New[S rules.State](t testing.TB, g rules.Game, setup rules.Setup) S {
	t.Helper()
	st, err := g.New(setup)
	if err != nil {
		t.Fatal(err)
	}
	s, ok := st.(S)
	if !ok {
		t.Fatalf("%s sets up a %T", g.Info().ID, st)
	}
	return s
}
