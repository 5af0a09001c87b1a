package crownofash

import (
	"math"
	"testing"
)

// TestBattleOutlookByHand: strength 3 storms the right flank (+0) against
// the King's 5, the attacker's card not yet laid. It wins with the 3 card,
// the 4 card, or the die card rolling 3-6: (1 + 1 + 4/6) / 5 = 8/15. Its
// expected reward is the mean over its five cards of each card's win or
// loss items: 0, 0.65 (the 1 card loses a gold), 1.3, 0.65, and the die
// card 4/6 x 1 VP + 2/6 x 0.65. With the die card laid the chance is 4/6.
func TestBattleOutlookByHand(t *testing.T) {
	s := newGame(t, 2, "", 1)
	l := int8(s.ToMove())
	hand(t, s, l, "bo1", "as2")
	if err := s.Play(Storm(1, Group("bo1", "as2"))); err != nil {
		t.Fatal(err)
	}
	win, attR, defR := s.battleOutlook()
	wantR := (0 + 0.65 + 1.3 + 0.65 + (4.0/6 + 2.0/6*0.65)) / 5
	if math.Abs(win-8.0/15) > 1e-9 || math.Abs(attR-wantR) > 1e-9 || defR != 0 {
		t.Errorf("before the card: win %.4f reward %.4f / %.4f, want %.4f, %.4f / 0", win, attR, defR, 8.0/15, wantR)
	}
	if err := s.Play(Card(4)); err != nil { // the die card
		t.Fatal(err)
	}
	if win, _, _ := s.battleOutlook(); math.Abs(win-4.0/6) > 1e-9 {
		t.Errorf("with the die card laid: win %.4f, want %.4f", win, 4.0/6)
	}
}

// TestEvaluateSeesASureBattle: storming the citadel with strength 6 wins
// against the King whatever the card, and holds the citadel's VP for the
// rounds to come; the evaluation must rate it above taking a gold (before
// the battle was judged by its endings, a one-ply look saw only the
// fighter leave the hand and never attacked).
func TestEvaluateSeesASureBattle(t *testing.T) {
	s := newGame(t, 2, "", 1)
	l := int8(s.ToMove())
	hand(t, s, l, "bo6")
	out := make([]float64, 2)
	after := func(m func(*State) error) float64 {
		c := *s
		if err := m(&c); err != nil {
			t.Fatal(err)
		}
		c.Evaluate(out)
		return out[l]
	}
	storm := after(func(c *State) error { return c.Play(Storm(1, Group("bo6"))) })
	gold := after(func(c *State) error { return c.Play(GoldSpace()) })
	if storm <= gold {
		t.Errorf("lord %d rates a sure storm of the citadel %.3f, taking a gold %.3f", l, storm, gold)
	}
}
