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

// TestTheOddsSayWhenNoCardWins: with no card of the hand able to win, the
// prompt says so rather than name a best card at 0% (a whole game through
// the window read "best: 0, 0%"); otherwise it names the best card.
func TestTheOddsSayWhenNoCardWins(t *testing.T) {
	o := ca.Odds{Mine: 1, Theirs: 5, Hand: 0b111, TheirCards: 0b11111}
	if line := oddsLine(o); !strings.Contains(line, "No card of yours can win") || strings.Contains(line, "best:") {
		t.Errorf("no card wins: %q", line)
	}
	o.Win[2] = 0.25
	if line := oddsLine(o); !strings.Contains(line, "best: "+ca.CardCode(2)+", 25%") {
		t.Errorf("the 3rd card wins a quarter: %q", line)
	}
}
