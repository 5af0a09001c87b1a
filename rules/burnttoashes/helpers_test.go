package burnttoashes

import (
	"strings"
	"testing"

	"embers/rules"
	"embers/rules/rulestest"
)

// newGame starts a game with the variant given.
func newGame(t *testing.T, players int, variant string, seed uint64) *State {
	t.Helper()
	return rulestest.New[*State](t, Game, rules.Setup{Players: players, Variant: variant, Seed: seed})
}

// playUntil plays the first legal move (chance: the generator's card)
// until stop holds.
func playUntil(t *testing.T, s *State, stop func(*State) bool) {
	t.Helper()
	playTo(t, s, stop)
}

// playTo is playUntil keeping the events: the first legal move (chance:
// the generator's card) until stop holds.
func playTo(t *testing.T, s *State, stop func(*State) bool) []rules.Event {
	t.Helper()
	var all []rules.Event
	for i := 0; !stop(s); i++ {
		if s.c.Over || i > 5000 {
			t.Fatalf("the game ended before the position was reached:\n%s", s.Dump())
		}
		m := s.Legal(nil)[0]
		if s.ToMove() == rules.Chance {
			m = s.Roll()
		}
		ev, err := s.Apply(m)
		if err != nil {
			t.Fatal(err)
		}
		all = append(all, ev...)
	}
	return all
}

// play plays moves in notation, separated by ";", and returns the events.
func play(t *testing.T, s *State, moves string) []rules.Event {
	t.Helper()
	var all []rules.Event
	for _, text := range strings.Split(moves, ";") {
		text = strings.TrimSpace(text)
		if text == "" {
			continue
		}
		m, err := s.ParseMove(text)
		if err != nil {
			t.Fatal(err)
		}
		ev, err := s.Apply(m)
		if err != nil {
			t.Fatalf("%s: %v\n%s", text, err, s.Dump())
		}
		all = append(all, ev...)
	}
	return all
}

func atTask(k int8) func(*State) bool {
	return func(s *State) bool { t := s.top(); return t != nil && t.K == k }
}

// setHand gives seat exactly these gold cards (values), the rest of the 25
// going to the discard pile, so every card stays counted.
func setHand(s *State, seat int, values ...int) {
	c := &s.c
	for v := range 4 {
		c.Discard[v] += c.Hand[seat][v]
		c.Hand[seat][v] = 0
	}
	c.HandN[seat] = 0
	for _, v := range values {
		if c.Discard[v] == 0 { // take one from another hand
			for o := range s.n() {
				if o != seat && c.Hand[o][v] > 0 {
					c.Hand[o][v]--
					c.HandN[o]--
					c.Discard[v]++
					break
				}
			}
		}
		if c.Discard[v] == 0 && c.AsideV == int8(v) && c.AsideN == 1 {
			c.AsideN, c.Discard[v] = 0, 1
		}
		c.Discard[v]--
		c.Hand[seat][v]++
		c.HandN[seat]++
	}
}

func kinds(events []rules.Event) []string {
	var out []string
	for _, e := range events {
		out = append(out, e.Kind)
	}
	return out
}

func hasKind(events []rules.Event, kind string) bool {
	for _, e := range events {
		if e.Kind == kind {
			return true
		}
	}
	return false
}

func mustCheck(t *testing.T, s *State) {
	t.Helper()
	if err := s.Check(); err != nil {
		t.Fatalf("%v\n%s", err, s.Dump())
	}
}
