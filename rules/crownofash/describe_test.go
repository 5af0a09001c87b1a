package crownofash

import (
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
