package burnttoashes

import (
	"slices"
	"testing"

	ba "embers/rules/burnttoashes"
)

// TestAtRisk: a known tile of 4 on the eastern path, the viewer's own
// offering of 1 gold, the path's second province already burnt: three
// attacks strike the entry and the next two standing provinces; once the
// offering is turned and holds 4, nothing is at risk. Face down, the
// year-2 yellow tile may be 2, 3 or 4 (the 3 showing elsewhere: 2 or 4):
// one province surely, two more perhaps.
func TestAtRisk(t *testing.T) {
	m := model{Look: ba.Look{Players: 2, Viewer: 0, Pawn: 1, FightP: -1, Year: 2}}
	m.Slot[1] = 4
	m.Offer[0][1] = 1 // one card of 1
	m.Lost[7] = true
	risk, any := m.atRisk(0)
	var got []int
	for p, r := range risk {
		if r == riskSure {
			got = append(got, p)
		}
	}
	if !any || !slices.Equal(got, []int{6, 8, 9}) {
		t.Fatalf("at risk %v (any %v), want [6 8 9]", got, any)
	}
	m.Gave[0], m.Gave[1] = 1, 3
	if _, any := m.atRisk(0); any {
		t.Error("an offering of 4 turned against a tile of 4 still puts provinces at risk")
	}
	m.Gave = [ba.MaxPlayers]int{}
	m.Slot[1] = 0 // the tile unknown to the viewer: yellow, 2 or 4
	m.Slot[3], m.Shown[3] = 3, true
	risk, _ = m.atRisk(0)
	var sure, maybe []int
	for p, r := range risk {
		switch r {
		case riskSure:
			sure = append(sure, p)
		case riskMaybe:
			maybe = append(maybe, p)
		}
	}
	if !slices.Equal(sure, []int{6}) || !slices.Equal(maybe, []int{8, 9}) {
		t.Errorf("face down, 2 or 4 against 1 gold: sure %v maybe %v, want [6] and [8 9]", sure, maybe)
	}
	if _, any := m.atRisk(3); any {
		t.Error("with 3 gold told by a team-mate and 1 laid, a tile of at most 4 still puts provinces at risk")
	}
	m.Red[1] = true // the lone red of year 2 is the 5, known by its colour
	if lo, hi := m.tileRange(1); lo != 5 || hi != 5 {
		t.Errorf("the red tile of year 2 may be %d to %d, want 5", lo, hi)
	}
}
