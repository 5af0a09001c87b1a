package burnttoashes

import (
	"testing"

	ba "embers/rules/burnttoashes"
)

// The kingdom's danger in words: provinces standing, knights on guard and
// still in the stacks, the dragon's hits of seven; in the final dragon
// phases no knight can be bought, and with none on guard the line turns
// ember. Positions written by hand.
func TestDangerInWords(t *testing.T) {
	m := model{Look: ba.Look{Players: 3, Year: 3, Hits: 2}, stackKnights: 20}
	for p := range ba.Provinces {
		m.Owner[p] = p % 3
	}
	for _, p := range []int{0, 5, 9} {
		m.Lost[p] = true
	}
	m.Knight[1], m.Knight[2], m.Knight[5] = true, true, true // the one on a burnt province is gone
	st := m.status()
	if st.danger != "Provinces 21 of 24 · knights 2 on guard, 20 in the stacks" || st.hits != "of 7 hits on the dragon" || st.dire {
		t.Fatalf("year 3: %+v", st)
	}
	m.Year, m.Final, m.Knight[1] = 6, 2, false
	st = m.status()
	if st.year != "Final dragon phase 2" || st.danger != "Provinces 21 of 24 · knights 1 on guard, no more to buy" || st.dire {
		t.Fatalf("final phase with a knight: %+v", st)
	}
	m.Knight[2] = false
	if st = m.status(); !st.dire {
		t.Fatalf("no knight on guard in the final phases, yet the danger is not shown dire: %+v", st)
	}
	m.Year, m.Knight[2] = 4, true
	for p := range 16 {
		m.Lost[p] = true
	}
	if st = m.status(); !st.dire || st.danger != "Provinces 8 of 24 · knights 0 on guard, 20 in the stacks" {
		t.Fatalf("eight provinces left: %+v", st)
	}
}
