package cronberg

import (
	"testing"

	"embers/rules/rulestest"
)

// The full pile holds 14 gains and 14 losses; laying the Bakery (+1) and
// the Cemetery (-2) and drawing the Inn (+2) leaves 12 gains and 13
// losses, and a seat's view counts the same.
func TestPileMix(t *testing.T) {
	p := newPosition(t, 2)
	if g, l := p.s.PileMix(); g != 14 || l != 14 {
		t.Fatalf("the full pile has %d gains and %d losses, want 14 and 14", g, l)
	}
	p.lay("Bakery", "b7 b8").lay("Cemetery", "a1 a2")
	s := p.done(0)
	putOnTop(s, "Inn")
	rulestest.Play(t, s, "draw")
	for _, st := range []*State{s, s.View(1).(*State)} {
		if g, l := st.PileMix(); g != 12 || l != 13 {
			t.Errorf("after Bakery, Cemetery and Inn left the pile: %d gains and %d losses, want 12 and 13", g, l)
		}
	}
}
