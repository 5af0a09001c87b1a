package crownofash

import (
	"testing"

	"embers/rules"
)

// TestBoardAPINamesEveryPlace: the places a board reaches through the read
// API are exactly the places the rules list, each once.
func TestBoardAPINamesEveryPlace(t *testing.T) {
	var got []rules.Place
	for w := range Regions + 1 {
		got = append(got, WherePlace(w))
	}
	for r := range Regions {
		got = append(got, GatherPlace(r), CombatPlace(r))
	}
	for p := range Positions {
		got = append(got, PositionPlace(p))
	}
	for id := range NumFighters {
		got = append(got, FighterPlace(id))
	}
	for c := range NumCards {
		got = append(got, CardPlace(c))
	}
	for i := range RowSize {
		got = append(got, RowPlace(i))
	}
	for i := range DisplaySlots {
		got = append(got, SlotPlace(i))
	}
	for k := range Kinds {
		got = append(got, ResPlace(k))
	}
	for l := range MaxLords {
		got = append(got, LordPlace(l))
	}
	got = append(got, GoldPlace, BuildPlace, RefreshPlace, DiePlace, AIDiePlace, AIActionsPlace, AICardsPlace, PassPlace, StackPlace)
	seen := map[rules.Place]int{}
	for _, p := range got {
		seen[p]++
	}
	var s State
	all := s.Places(nil)
	for _, p := range all {
		if seen[p] != 1 {
			t.Errorf("place %s is reached %d times through the board's API", p, seen[p])
		}
	}
	if len(got) != len(all) {
		t.Errorf("the API names %d places, the rules list %d", len(got), len(all))
	}
	if CitadelVP(2, 1) != citadelVP[0][0] || CitadelVP(4, 4) != citadelVP[1][3] || RegionOf(2).Short != "r3" {
		t.Errorf("the data read through the API differs from the rules' tables")
	}
}

// TestAsksAtEveryDecision: every position where a seat decides has a
// prompt, and a roll or the end has none.
func TestAsksAtEveryDecision(t *testing.T) {
	for p := phase(0); p < numPhases; p++ {
		s := State{}
		s.Seats, s.Lords, s.AI, s.Phase = 2, 2, none, p
		s.Todo[0].Where, s.Fight.Att, s.Fight.Def, s.Decid = 2, 0, 1, 1
		head, how := s.Asks()
		if decides := rules.IsSeat(s.ToMove()); decides != (head != "" && how != "") {
			t.Errorf("phase %d: a seat decides %v, the prompt is %q / %q", p, decides, head, how)
		}
	}
}
