package cronberg

import (
	"strings"
	"testing"

	"embers/rules"
	"embers/rules/rulestest"
)

// WhyNotAt gives, on the mover's view, the rules' refusal of the token on
// a crossing or the draw from the pile, and nothing where they are open.
func TestWhyNotAt(t *testing.T) {
	p := newPosition(t, 2)
	p.lay("Bakery", "b7 b8").lay("Inn", "a9 b10").lay("Mill", "c5 c6").tokens(1, "20")
	s := p.done(0) // the guard on b9 is isolated: 17 is closed
	v := s.View(0).(*State)
	for _, c := range []struct {
		place rules.Place
		want  string // "" for no refusal
	}{
		{CrossingPlace(p.cross("20")), "crossing 20 already has a token"},
		{CrossingPlace(p.cross("17")), "touches an activated guard"},
		{CrossingPlace(p.cross("7")), ""},
		{PilePlace, ""},
		{TrianglePlace(p.tri("a1")), ""},
	} {
		im := v.WhyNotAt(c.place)
		switch {
		case c.want == "" && im != nil:
			t.Errorf("%s: refused %q", c.place, im.Reason)
		case c.want != "" && (im == nil || !strings.Contains(im.Reason, c.want) || im.Rule != RuleToken):
			t.Errorf("%s: got %+v, want %q (rule %s)", c.place, im, c.want, RuleToken)
		}
	}
	putOnTop(s, "Cemetery")
	rulestest.Play(t, s, "draw")
	im := s.View(0).(*State).WhyNotAt(PilePlace)
	if im == nil || !strings.Contains(im.Reason, "you drew the Cemetery") || im.Rule != RuleRhombus {
		t.Errorf("the pile while laying: %+v", im)
	}
}
