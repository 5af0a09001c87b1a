package cronberg

import (
	"strings"
	"testing"

	"embers/rules/rulestest"
)

func TestWhyMove(t *testing.T) {
	p := newPosition(t, 2)
	p.lay("Inn", "a3 b4").lay("Tannery", "b2 b3").tokens(0, "7").tokens(1, "2")
	s := p.done(0)
	if why := s.WhyMove(TokenMove(p.cross("8"))); !strings.Contains(why, "crossing 8") || !strings.Contains(why, "+2") || !strings.Contains(why, "2 parks") {
		t.Errorf("token on 8: %q", why)
	}
	putOnTop(s, "Cemetery")
	rulestest.Play(t, s, "draw")
	why := s.View(0).(*State).WhyMove(LayMove(p.tri("a1"), p.tri("a2")))
	for _, want := range []string{"Cemetery", "-2 to your token on 7", "scores your token on 7: -2", "-4 to Blue's token on 2"} {
		if !strings.Contains(why, want) {
			t.Errorf("lay a1 a2: %q lacks %q", why, want)
		}
	}
	if s.Laying() != true {
		t.Fatal("WhyMove changed the state")
	}
}
