package crownofash

import (
	"fmt"
	"strings"
	"testing"

	"embers/rules"
	ca "embers/rules/crownofash"
	"embers/scenes/play/playtest"
)

// TestTheOddsShowBeforeACard: when the seat at the screen is to lay a
// combat card, the board gives the rules' odds on its own view, and the
// prompt names both sides' strength; at any other moment it gives none.
func TestTheOddsShowBeforeACard(t *testing.T) {
	s, err := playtest.Session("crownofash", []string{"", "easy", "easy"}, 4, 0)
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := playtest.MoveWith(t, s, "card.laid", 400); !ok {
		t.Fatal("no combat card came to be laid")
	}
	seat := s.ToMove()
	view := s.Match.State.View(seat)
	b := New(s)
	b.Reset(view, seat)
	got, ok := b.odds()
	want, _ := view.(*ca.State).CardOdds()
	if !ok || got != want {
		t.Fatalf("the board's odds %+v (ok %v), the rules' %+v", got, ok, want)
	}
	if line := oddsLine(got); !strings.Contains(line, fmt.Sprintf("You have %d against %d", want.Mine, want.Theirs)) {
		t.Errorf("the prompt %q does not name both strengths", line)
	}
	other := rules.Seat((int(seat) + 1) % 3)
	b.Reset(s.Match.State.View(other), other)
	if _, ok := b.odds(); ok {
		t.Error("a seat not laying a card is shown odds")
	}
}

// TestPercentIsExactAtTheEnds: only a certain win shows 100%, only a
// certain loss 0%.
func TestPercentIsExactAtTheEnds(t *testing.T) {
	for p, want := range map[float64]int{0: 0, 0.001: 1, 0.5: 50, 0.999: 99, 1: 100} {
		if got := percent(p); got != want {
			t.Errorf("percent(%v) = %d, want %d", p, got, want)
		}
	}
}
