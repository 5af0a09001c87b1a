package crownofash

import (
	"testing"

	"embers/rules"
	ca "embers/rules/crownofash"
)

// TestTheRevealTurnsBothCards: the event that shows the combat cards
// leaves both face up in the battle box, the cards the rules name; a die
// rolled lands on the face the rules rolled.
func TestTheRevealTurnsBothCards(t *testing.T) {
	b, _, events, after := aMoveWith(t, 4, ca.EvCardsShown, 200)
	for i, e := range events {
		e = e.For(rules.NoSeat)
		if e.Kind == ca.EvCardsShown {
			b.Animate(e, 0)
			w := e.Data.(ca.CardsShown)
			want := [2]int8{w.Att, w.Def}
			if got := [2]int8{b.m.fight.attCard, b.m.fight.defCard}; got != want {
				t.Fatalf("the battle box shows cards %v, the rules showed %v", got, want)
			}
			return
		}
		endsMove(b, events, i, after)
		b.Animate(e, 0)
	}
	t.Fatal("the move showed no cards")
}
