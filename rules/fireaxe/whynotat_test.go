package fireaxe

import (
	"strings"
	"testing"

	"embers/rules"
)

// A click on a place where nothing can be done gets the rules' reason for
// the move it most likely meant: sailing from the Wintering box, sailing
// too far, drawing a rune away from home; nothing is said where a move is
// open, or of a place no move is meant at.
func TestWhyNotAt(t *testing.T) {
	s := newTest(t, 2, "")
	for place, want := range map[string]string{
		"port:paris":   "Wintering box",
		"sea:northsea": "Wintering box",
	} {
		if im := s.WhyNotAt(rules.Place(place)); im == nil || !strings.Contains(im.Reason, want) {
			t.Errorf("in the Wintering box, %s: %v, want a reason with %q", place, im, want)
		}
	}
	if im := s.WhyNotAt("port:norway"); im != nil {
		t.Errorf("launching into Norway is open, yet: %v", im)
	}
	if im := s.WhyNotAt("saga:1"); im != nil {
		t.Errorf("a saga card meant a move: %v", im)
	}
	if im := s.View(0).(*State).WhyNotAt("port:paris"); im == nil || !strings.Contains(im.Reason, "Wintering box") {
		t.Errorf("the mover's own view, Paris: %v, want the Wintering box's reason", im)
	}
	at(t, s, "northsea", 2, [NumGoods]int{})
	if im := s.WhyNotAt("port:paris"); im == nil || !strings.Contains(im.Reason, "neighbouring") || im.Rule != "movement" {
		t.Errorf("Paris from the North Sea: %v, want the neighbouring rule", im)
	}
	if im := s.WhyNotAt("deck:runes"); im == nil || !strings.Contains(im.Reason, "home port") {
		t.Errorf("the rune deck at sea: %v, want the home port rule", im)
	}
	if im := s.WhyNotAt("port:york"); im != nil {
		t.Errorf("sailing to York is open, yet: %v", im)
	}
}
