package fireaxe

import (
	"slices"
	"testing"
)

// NOTES §4d "Saga majorities per homeland": the most 10 a card, the second 5
// a card; a tie for the most gives each 10 a card and nobody the second; a
// tie for the second (our rule) gives each 5 a card.
func TestSagaMajority(t *testing.T) {
	for _, c := range []struct{ count, want []int }{
		{[]int{3, 1, 2}, []int{30, 0, 10}},
		{[]int{2, 2, 1}, []int{20, 20, 0}},
		{[]int{3, 1, 1, 0}, []int{30, 5, 5, 0}},
		{[]int{0, 1}, []int{0, 10}},
		{[]int{0, 0, 0}, []int{0, 0, 0}},
		{[]int{1, 1, 1, 1, 1}, []int{10, 10, 10, 10, 10}},
	} {
		if got := SagaMajority(c.count); !slices.Equal(got, c.want) {
			t.Errorf("SagaMajority(%v) = %v, want %v", c.count, got, c.want)
		}
	}
}

// NOTES §4d "Settlement scoring" and "Bloodied Axe", in one final count.
// Red: Lindisfarne (2) and Dublin (4) of the Isles, both settled (York by
// nobody): ×2 each = 4 + 8; Iceland (3, independent) ×1 = 3. Blue: Birka,
// Novgorod, Riga (2, 3, 4), all the Rus: ×3 = 6 + 9 + 12 = 27. Towns (York,
// Paris, Birka, Riga taken): Red 2, Blue 1, Green 1: the Axe gives Red 6.
// Sagas: Red two of Norway (20), Blue one (5).
func TestFinalScoring(t *testing.T) {
	s := newTest(t, 3, "")
	settle := func(seat int, ids ...string) {
		for _, id := range ids {
			s.port(s.node(id)).Settler = seat
			s.port(s.node(id)).Town = 0
			s.Supply[seat]--
		}
	}
	settle(0, "lindisfarne", "dublin", "iceland")
	settle(1, "birka", "novgorod", "riga")
	s.port(s.node("york")).Town = 0
	s.port(s.node("paris")).Town = 0
	s.Towns = []int{2, 1, 1}
	norway := []int{}
	for i, sg := range s.b.at.Sagas {
		if sg.Homeland == "norway" && len(norway) < 3 {
			norway = append(norway, i)
		}
	}
	sagasUp(t, s, nil, nil)
	s.Removed = slices.DeleteFunc(s.Removed, func(i int) bool { return slices.Contains(norway, i) })
	s.Won[0] = norway[:2]
	s.Won[1] = norway[2:]
	s.Gold = []int{1, 2, 3}
	mustCheck(t, s)
	s.finish(nil, "test")
	r := s.Result()
	want := []int{1 + 4 + 8 + 3 + 6 + 20, 2 + 27 + 5, 3}
	if !slices.Equal(r.Scores, want) {
		for _, l := range r.Lines {
			t.Log(l)
		}
		t.Fatalf("scores %v, want %v", r.Scores, want)
	}
	if len(r.Winners) != 1 || r.Winners[0] != 0 {
		t.Fatalf("winners %v", r.Winners)
	}
}

// The Bloodied Axe: every player tied for the most towns takes 3 a town;
// nobody with none.
func TestBloodiedAxe(t *testing.T) {
	s := newTest(t, 3, "")
	s.Towns = []int{2, 2, 1}
	if s.axeBonus(0) != 6 || s.axeBonus(1) != 6 || s.axeBonus(2) != 0 {
		t.Fatalf("axe %d %d %d", s.axeBonus(0), s.axeBonus(1), s.axeBonus(2))
	}
	s.Towns = []int{0, 0, 0}
	if s.axeBonus(0) != 0 {
		t.Fatal("an axe for no town")
	}
}

// Players may tie and share the win.
func TestSharedWin(t *testing.T) {
	s := newTest(t, 2, "")
	s.Gold = []int{9, 9}
	s.finish(nil, "test")
	if r := s.Result(); len(r.Winners) != 2 {
		t.Fatalf("winners %v for 9 and 9", r.Winners)
	}
}
