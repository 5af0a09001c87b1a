package burnttoashes

import (
	"slices"
	"testing"

	ba "embers/rules/burnttoashes"
)

// TestAtRisk: a known tile of 4 on the eastern path, the viewer's own
// offering of 1 gold, the path's second province already burnt: three
// attacks strike the entry and the next two standing provinces; once the
// offering is turned and holds 4, nothing is at risk.
func TestAtRisk(t *testing.T) {
	m := model{Look: ba.Look{Players: 2, Viewer: 0, Pawn: 1, FightP: -1}}
	m.Slot[1] = 4
	m.Offer[0][1] = 1 // one card of 1
	m.Lost[7] = true
	risk, any := m.atRisk()
	var got []int
	for p, r := range risk {
		if r {
			got = append(got, p)
		}
	}
	if !any || !slices.Equal(got, []int{6, 8, 9}) {
		t.Fatalf("at risk %v (any %v), want [6 8 9]", got, any)
	}
	m.Gave[0], m.Gave[1] = 1, 3
	if _, any := m.atRisk(); any {
		t.Error("an offering of 4 turned against a tile of 4 still puts provinces at risk")
	}
	m.Gave = [ba.MaxPlayers]int{}
	m.Slot[1] = 0 // the tile unknown to the viewer
	if _, any := m.atRisk(); any {
		t.Error("provinces shown at risk from a face-down tile the viewer has not seen")
	}
}
