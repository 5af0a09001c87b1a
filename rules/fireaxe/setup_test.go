package fireaxe

import (
	"testing"

	"embers/rules"
)

// NOTES §4d "Starting VP": the first player 1 gold, the second 2, and so on;
// one rune each, skins in demand, +1 wind to the south, three sagas up.
func TestSetup(t *testing.T) {
	for n := 2; n <= 5; n++ {
		s := newTest(t, n, "")
		for i := range n {
			if s.Gold[i] != i+1 || len(s.Hands[i]) != 1 || s.Boats[i].At != inWinter || s.Boats[i].Crew != 1 {
				t.Fatalf("%d players, seat %d: gold %d, %d runes, at %d with %d crew; want %d gold, 1 rune, wintering with 1",
					n, i, s.Gold[i], len(s.Hands[i]), s.Boats[i].At, s.Boats[i].Crew, i+1)
			}
		}
		if goodNames[s.Demand] != "skins" || len(s.SagaUp) != 3 || len(s.Removed) != 9 || len(s.SagaDeck) != 3 {
			t.Fatalf("demand %s, %d up, %d set aside, %d in the deck; want skins, 3, 9, 3",
				goodNames[s.Demand], len(s.SagaUp), len(s.Removed), len(s.SagaDeck))
		}
		if len(s.Runes) != 24-n {
			t.Fatalf("%d runes in the deck, want %d", len(s.Runes), 24-n)
		}
	}
	s := newTest(t, 3, "advanced")
	if len(s.Runes) != 33-3 {
		t.Fatalf("advanced: %d runes in the deck, want 30", len(s.Runes))
	}
}

// The deck is in Era order: the set-aside cards are three of each Era, and
// the deck holds Era 1 on top, then 2, then 3.
func TestSagaDeckInEraOrder(t *testing.T) {
	s := newTest(t, 4, "")
	era := map[int]int{}
	for _, i := range s.Removed {
		era[s.b.at.Sagas[i].Era]++
	}
	if era[1] != 3 || era[2] != 3 || era[3] != 3 {
		t.Fatalf("set aside by Era: %v", era)
	}
	last := 3
	for _, i := range s.SagaDeck { // bottom first
		if e := s.b.at.Sagas[i].Era; e > last {
			t.Fatalf("deck (bottom first) %v is not in Era order", s.SagaDeck)
		} else {
			last = e
		}
	}
}

// The wind dial starts with +1 to the south; the sector opposite is −1.
func TestWindStartsSouth(t *testing.T) {
	s := newTest(t, 2, "")
	want := map[string]int{"N": -1, "E": 0, "S": 1, "W": 0}
	for z, name := range []string{"N", "E", "S", "W"} {
		if got := s.windModifier(z); got != want[name] {
			t.Errorf("zone %s: wind %+d, want %+d", name, got, want[name])
		}
	}
	if got := s.clearDays(0); got != 3 {
		t.Errorf("North's clear sailing days %d, want 4-1 = 3", got)
	}
}

func TestNewRefusesBadSetups(t *testing.T) {
	for _, setup := range []rules.Setup{{Players: 1}, {Players: 6}, {Players: 3, Variant: "dragons"}} {
		if _, err := On(testAtlas()).New(setup); err == nil {
			t.Errorf("New(%+v) accepted", setup)
		}
	}
}

// A state gives back the setup it was made from.
func TestSetupGivenBack(t *testing.T) {
	for _, v := range []string{"", "advanced"} {
		setup := rules.Setup{Players: 4, Seed: 11, Variant: v}
		st, err := On(testAtlas()).New(setup)
		if err != nil {
			t.Fatal(err)
		}
		if got := st.Setup(); got != setup {
			t.Fatalf("Setup() = %+v, want %+v", got, setup)
		}
	}
}
