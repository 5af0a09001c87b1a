package cronberg

import (
	"testing"

	"embers/rules"
	cb "embers/rules/cronberg"
)

// A refusal under the mouse reaches the play scene as its reason and its
// section, so the "why not" card can link to the rules reference.
func TestWhyNotSplitsTheSection(t *testing.T) {
	b := &Board{}
	b.pick.why = reason(&ruleRefusal)
	why, rule := b.WhyNot()
	if why != "Triangle c6 is already built over" || rule != "3.2" {
		t.Fatalf("WhyNot() = %q, %q", why, rule)
	}
	b.pick.why = ""
	if why, rule := b.WhyNot(); why != "" || rule != "" {
		t.Fatalf("nothing refused, yet WhyNot() = %q, %q", why, rule)
	}
}

// A hint stays on the board until it is cleared.
func TestHintMarkShowsAndClears(t *testing.T) {
	b := &Board{}
	m := cb.LayMove(0, cb.TriangleNeighbours(0)[0])
	b.ShowHint(m)
	if !b.hint.on || b.hint.move != m {
		t.Fatalf("hint after ShowHint: %+v", b.hint)
	}
	b.ClearHint()
	if b.hint.on {
		t.Fatal("the hint stays after ClearHint")
	}
}

var ruleRefusal = rules.IllegalMove{Move: "lay c6 c7", Reason: "triangle c6 is already built over", Rule: "3.2"}
