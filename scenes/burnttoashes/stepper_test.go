package burnttoashes

import (
	"strings"
	"testing"

	"embers/scenes/play/playtest"
	"embers/scenes/ui"
)

// TestStepperLaysTheAmountShown: on an offering turn − and + move the
// amount in the controls and Lay plays exactly that offering.
func TestStepperLaysTheAmountShown(t *testing.T) {
	playtest.SlowTest(t)
	s := offeringSession(t)
	app, sc, b := turnScene(t, s)
	defer sc.Close()
	tu := b.Pick.Turn
	all := offers(tu)
	if len(all) < 3 {
		t.Fatalf("want at least three amounts to step through, got %d", len(all))
	}
	start := b.step.at
	click := func(x, y float64) { app.Step(sc, ui.Input{MouseX: x, MouseY: y, Click: true}) }
	click(plusRect.Centre())
	click(plusRect.Centre())
	click(minusRect.Centre())
	last := len(all) - 1
	want := max(min(min(start+1, last)+1, last)-1, 0) // each step held within the amounts
	if b.step.at != want {
		t.Fatalf("+ + − from %d: the stepper is at %d, want %d", start, b.step.at, want)
	}
	lay, ok := b.layButton(tu)
	if !ok || lay.Move != all[want] {
		t.Fatalf("the lay button plays %v, want %v", lay.Move, all[want])
	}
	gold, blanks := offerAmount(all[want])
	if !strings.Contains(lay.Label, amountWords(gold, blanks)) {
		t.Errorf("the lay button reads %q for %d gold", lay.Label, gold)
	}
	playtest.Shoot(t, sc, "burnttoashes-offer-stepper.png")
	before := len(s.Match.History)
	click(layRect.Centre())
	if len(s.Match.History) != before+1 {
		t.Fatalf("a click on %q played no move", lay.Label)
	}
	if got := s.Match.History[before].Move; got != all[want] {
		t.Errorf("Lay played %s, want %s", s.Match.History[before].Notation, tu.View.FormatMove(all[want]))
	}
}

// The lay button says what an offering does to the one on the table: with
// 2 gold laid, 1 lowers it, 3 raises it and 0 takes the cards back; with
// none it lays.
func TestLayWordsSayRaiseOrLower(t *testing.T) {
	for _, c := range []struct {
		now, gold, blanks int
		want              string
	}{
		{0, 2, 0, "Lay 2 gold"}, {2, 1, 0, "Lower it to 1 gold"}, {2, 3, 1, "Raise it to 3 gold + 1 blank"}, {2, 2, 0, "Lay 2 gold again"},
		{2, 0, 0, "Take your cards back"},
	} {
		if got := layWords(c.now, c.gold, c.blanks); got != c.want {
			t.Errorf("%d laid, offer %d (+%d): %q, want %q", c.now, c.gold, c.blanks, got, c.want)
		}
	}
}
