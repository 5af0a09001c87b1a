package burnttoashes

import (
	"strings"
	"testing"

	"embers/rules"
)

// A click where nothing can be done says why in the place's own terms:
// a province claimed already, a rival's stack in the buy phase, ashes;
// elsewhere what the decision at hand is; nothing where a move is open.
func TestWhyNotAtAPlace(t *testing.T) {
	s := newGame(t, 2, "", 4)
	first := s.Legal(nil)[0]
	_, p, _, _ := split(first)
	play(t, s, s.FormatMove(first))
	v := s.View(s.ToMove()).(*State)
	if im := v.WhyNotAt(provPlace[p]); im == nil || !strings.Contains(im.Reason, "already") || im.Rule != "setup" {
		t.Errorf("a claimed province: %+v", im)
	}
	if im := v.WhyNotAt(provPlace[(p+1)%Provinces]); im != nil && v.c.Owner[(p+1)%Provinces] < 0 {
		t.Errorf("a free province refuses its claim: %+v", im)
	}
	playUntil(t, s, func(s *State) bool { t := s.top(); return t != nil && t.K == tkBuy && s.gold(int(t.Seat)) >= 2 })
	seat := int(s.top().Seat)
	v = s.View(rules.Seat(seat)).(*State)
	for q := range Provinces {
		im := v.WhyNotAt(provPlace[q])
		switch {
		case s.c.Lost[q]:
			if im == nil || !strings.Contains(im.Reason, "ashes") {
				t.Errorf("ashes at %s: %+v", provPlace[q], im)
			}
		case int(s.c.Owner[q]) != seat:
			if im == nil || !strings.Contains(im.Reason, "own stacks") || !strings.Contains(im.Reason, who(int(s.c.Owner[q]))) {
				t.Errorf("a rival's province %s: %+v", provPlace[q], im)
			}
		case s.c.StackN[q] > 0:
			if im != nil {
				t.Errorf("an own stack to buy from at %s is refused: %+v", provPlace[q], im)
			}
		}
	}
	if im := v.WhyNotAt(plDragon); im == nil || !strings.HasPrefix(im.Reason, "now buy") {
		t.Errorf("the dragon in the buy phase: %+v", im)
	}
}
