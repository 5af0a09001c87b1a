package crownofash

import (
	"math/rand/v2"
	"strings"
	"testing"

	"embers/rules"
	"embers/rules/rulestest"
)

// Every place and move has words on every seat's view over whole games.
func TestWords(t *testing.T) {
	for _, c := range []rules.Setup{{Players: 2, Seed: 3}, {Players: 1, Variant: "deck=hard", Seed: 4}} {
		if err := rulestest.Words(Game, c, c.Seed); err != nil {
			t.Fatal(err)
		}
	}
	s := newGame(t, 2, "", 5)
	if got := s.DescribePlace("citadel"); !strings.Contains(got, "the King (attack 5, no card)") {
		t.Errorf("the citadel: %q", got)
	}
	if got := s.WhyMove(Storm(2, Group("c1c"))); !strings.Contains(got, "strength 1 against 5") {
		t.Errorf("a storm at the front with strength 2: %q", got)
	}
}

// A log line that opens with the AI deck or the King begins with a capital.
func TestLogLinesBeginWithACapital(t *testing.T) {
	for seed := uint64(1); seed <= 3; seed++ {
		s := newGame(t, 2, "deck=medium", seed)
		rng := rand.New(rand.NewPCG(seed, 9))
		playOut(t, s, rng, func(evs []rules.Event) {
			for _, e := range evs {
				if c := e.Text[0]; c >= 'a' && c <= 'z' {
					t.Fatalf("%s: %q begins in lower case", e.Kind, e.Text)
				}
			}
		})
	}
}
