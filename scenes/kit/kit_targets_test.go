package kit

import (
	"slices"
	"testing"

	"embers/rules"
)

// placesOf names the places of a few moves of a made-up game, written down
// by hand: 1 places on a1, 2 and 3 move from a1 to b1 and c1, 4 moves
// from b2 to b1, 5 is a pass.
type placesOf map[rules.Move][]rules.Place

func (p placesOf) MovePlaces(m rules.Move) []rules.Place { return p[m] }

func (p placesOf) Places(dst []rules.Place) []rules.Place { return dst[:0] }

// Choosing a place narrows the lit places to the next places of the moves
// through it; choosing none opens every move again.
func TestTargetsNarrowByPlacesChosen(t *testing.T) {
	g := NewTargets([]rules.Move{1, 2, 3, 4, 5}, placesOf{
		1: {"a1"}, 2: {"a1", "b1"}, 3: {"a1", "c1"}, 4: {"b2", "b1"}, 5: {"button:pass"},
	})
	if got := g.At("a1"); !slices.Equal(got, []rules.Move{1, 2, 3}) {
		t.Errorf("a1 offers %v at first, want [1 2 3]", got)
	}
	if g.Lit("b1") || !g.Lit("b2") || !g.Lit("button:pass") {
		t.Errorf("at first b1 lit %v, b2 %v, pass %v: want only the first places lit", g.Lit("b1"), g.Lit("b2"), g.Lit("button:pass"))
	}
	g.Choose("a1")
	if got := g.At("b1"); !slices.Equal(got, []rules.Move{2}) {
		t.Errorf("after a1, b1 offers %v, want [2] (4 starts elsewhere)", got)
	}
	if got := g.Starting("b2"); !slices.Equal(got, []rules.Move{4}) {
		t.Errorf("after a1, the moves starting at b2 are %v, want [4]", got)
	}
	if g.Lit("a1") || g.Lit("b2") || !g.Lit("c1") {
		t.Errorf("after a1: a1 lit %v, b2 %v, c1 %v; want only b1 and c1", g.Lit("a1"), g.Lit("b2"), g.Lit("c1"))
	}
	if !g.Any(func(p rules.Place) bool { return p == "c1" }) || g.Any(func(p rules.Place) bool { return p == "b2" }) {
		t.Error("Any does not see the next places of the open moves only")
	}
	if !g.Touches("c1") || g.Touches("a1") {
		t.Error("Touches does not see the places after the ones chosen only")
	}
	if p, _ := g.Next([]rules.Place{"a1", "c1"}); p != "c1" {
		t.Errorf("after a1, a move a1 c1 goes next to %q, want c1", p)
	}
	if p, _ := g.Next([]rules.Place{"b2", "b1"}); p != "b2" {
		t.Errorf("after a1, a move b2 b1 goes next to %q, want its first place b2", p)
	}
	if _, ok := g.Next(nil); ok {
		t.Error("a move naming no place has a next place")
	}
	g.Choose()
	if !g.Lit("b2") {
		t.Error("choosing nothing does not open every move again")
	}
}
