package burnttoashes

import (
	"testing"

	"embers/rules"
	ba "embers/rules/burnttoashes"
	"embers/scenes/play/playtest"
)

// As the dragon tile turns, the board says why the offering is final: a
// round passed with nobody laying cards, else the last round ended. The
// rules say which in the event; the truth is counted here from the game
// itself: every lay, by the round it fell in (the position's round before
// the move), over the tiles of a real game of three seats, shown from the
// person's seat, and the caption the board builds must match it.
func TestFinalCaptionAsTheTileTurns(t *testing.T) {
	s, err := playtest.Session("burnttoashes", []string{"", "easy", "easy"}, 3, 0)
	if err != nil {
		t.Fatal(err)
	}
	b := New(s)
	laid := map[int]bool{} // rounds of this tile's offering with a lay
	seen := map[string]int{}
	for i := 0; i < 900 && s.ToMove() != rules.NoSeat; i++ {
		b.Load(s.Match.State.View(0))
		round := s.Match.State.(*ba.State).Look().Round
		n := len(s.Match.History)
		if err := playtest.PlayAhead(s, 1, uint64(i)); err != nil {
			t.Fatal(err)
		}
		for _, h := range s.Match.History[n:] {
			for _, e := range h.Events {
				b.Build(e.For(0), 0)
				switch e.Kind {
				case ba.EvPawnPlaced:
					laid = map[int]bool{}
				case ba.EvOfferLaid:
					laid[round] = true
				case ba.EvDragonTurned:
					want := "Nobody changed: the offering is final"
					if laid[round] {
						want = "The last round is over: the offering is final"
					}
					tu, ok := e.For(0).Data.(ba.Turned)
					if !ok {
						t.Fatalf("move %d: dragon.turned carries %T, want ba.Turned", i, e.Data)
					}
					if got := finalCaption(tu.Settled); got != want {
						t.Fatalf("move %d, round %d (lays in rounds %v): %q, want %q", i, round, laid, got, want)
					}
					seen[want]++
				}
			}
		}
	}
	if len(seen) < 2 {
		t.Errorf("only %v shown; the game showed one reason", seen)
	}
}

// Another seat's offer marks the table, not the viewer's own gold hand
// drawn in the keep; the viewer's own offer marks both.
func TestOthersOfferMarksTheTableOnly(t *testing.T) {
	b := &Board{m: model{Look: ba.Look{Players: 3, Viewer: 0}}}
	places := []rules.Place{"hand:gold", "offering"}
	if got := b.markable(1, places); len(got) != 1 || got[0] != "offering" {
		t.Errorf("seat 1's offer marks %v on seat 0's screen, want [offering]", got)
	}
	if got := b.markable(0, places); len(got) != 2 {
		t.Errorf("the viewer's own offer marks %v, want both", got)
	}
	if got, want := countOf(1, "card")+", "+countOf(3, "gold card"), "1 card, 3 gold cards"; got != want {
		t.Errorf("counts read %q, want %q", got, want)
	}
}
