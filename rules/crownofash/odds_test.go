package crownofash

import (
	"math"
	"testing"
)

// wantOdds checks each card's chance in o against want (cards 0, 1, 3, 4
// and the die card, in that order), worked out by hand.
func wantOdds(t *testing.T, o Odds, want [NumCards]float64) {
	t.Helper()
	for c := range NumCards {
		if math.Abs(o.Win[c]-want[c]) > 1e-9 {
			t.Errorf("card %s: chance %.4f, want %.4f", cardCodes[c], o.Win[c], want[c])
		}
	}
}

// The CA2 battle: the attacker's 6 against the defender's 3+1 of one kind
// (5), every card in both hands. With the 0 card the attacker wins only
// against the 0 (a 1 ties, and the defender wins ties): 1/5. With the 4
// card, 10 beats 5, 6, 8, 9 and a die roll of 1-4: (4 + 4/6)/5 = 14/15.
// With the die card, 6+a against 5+0, 6+1 (always), 8 (a >= 3), 9
// (a >= 4) and 5+d (d <= a: 21 of 36): (1 + 1 + 4/6 + 3/6 + 21/36)/5.
func TestCardOddsAttacker(t *testing.T) {
	s := newGame(t, 2, "", 1)
	turnOf(t, s, 0)
	hand(t, s, 0, "bo6")
	station(t, s, 1, 2, "as3", "as1")
	play(t, s, "battle r3 bo6")
	o, ok := s.CardOdds()
	if !ok || o.Mine != 6 || o.Theirs != 5 {
		t.Fatalf("odds %+v (ok %v): want 6 against 5", o, ok)
	}
	want := [NumCards]float64{1.0 / 5, (2 + 1.0/6) / 5, (3 + 0.5) / 5, 14.0 / 15, 0.75}
	wantOdds(t, o, want)
	seen, _ := s.View(0).(*State).CardOdds()
	if seen != o {
		t.Errorf("the attacker's view gives %+v, the whole state %+v: it must read only what the attacker knows", seen, o)
	}
	// The defender's 4 card lies on top of its discards: it holds 0, 1, 3
	// and the die card. The 0 card now wins against the 0 alone: 1/4.
	s.Cards[1].In &^= 1 << 3
	s.Cards[1].N--
	s.Cards[1].Disc[0], s.Cards[1].DiscN = 3, 1
	o, _ = s.CardOdds()
	if math.Abs(o.Win[0]-0.25) > 1e-9 || o.TheirCards != 0b10111 {
		t.Errorf("against 0, 1, 3 and the die card, the 0 card wins %.4f (want 0.25); their cards %05b", o.Win[0], o.TheirCards)
	}
}

// The defender answers the CA2 attack (its card face down): 5 with the 4
// card holds 6+0, 6+1, 6+3 (a tie) and a die roll of 1-3: (3 + 1/2)/5.
// A card the attacker laid is hidden from it: its odds on its own view
// are the same.
func TestCardOddsDefender(t *testing.T) {
	s := newGame(t, 2, "", 1)
	turnOf(t, s, 0)
	hand(t, s, 0, "bo6")
	station(t, s, 1, 2, "as3", "as1")
	play(t, s, "battle r3 bo6", "card die")
	o, ok := s.CardOdds()
	if !ok || o.Mine != 5 || o.Theirs != 6 {
		t.Fatalf("odds %+v (ok %v): want 5 against 6", o, ok)
	}
	if math.Abs(o.Win[3]-0.7) > 1e-9 {
		t.Errorf("the defender's 4 card: %.4f, want 0.7", o.Win[3])
	}
	if seen, _ := s.View(1).(*State).CardOdds(); seen != o {
		t.Errorf("the defender's view gives %+v, the whole state %+v", seen, o)
	}
}

// CA4: 3+1 at the front gate (-1) makes 3 against the King's 5, who lays
// no card: the 0 and 1 cards lose, the 3 and 4 win, the die card wins on
// 3-6 (4/6).
func TestCardOddsKing(t *testing.T) {
	s := newGame(t, 2, "", 4)
	turnOf(t, s, 0)
	hand(t, s, 0, "bo3", "as1")
	play(t, s, "storm front bo3+as1")
	o, ok := s.CardOdds()
	if !ok || o.Mine != 3 || o.Theirs != 5 || o.TheirCards != 0 {
		t.Fatalf("odds %+v (ok %v): want 3 against the King's 5, no card", o, ok)
	}
	wantOdds(t, o, [NumCards]float64{0, 0, 1, 1, 4.0 / 6})
	s.Phase = phPlace
	if _, ok := s.CardOdds(); ok {
		t.Errorf("odds outside a card's choice")
	}
}
