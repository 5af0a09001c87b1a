package crownofash

import (
	"strings"
	"testing"

	"embers/rules"
)

// Every part of a lord's mat says what it holds and is for; a Fate card
// names its kinds only in its own lord's view (and the full state), and
// says it is face down in another's; the VP say their sources, adding up.
func TestTheMatsSayWhatTheyHold(t *testing.T) {
	s := newGame(t, 3, "", 7)
	s.Fate[0] = 1 // bone and blood
	s.VP[0], s.VPBy[0][srcStructures], s.VPBy[0][srcCitadel] = 9, 4, 5
	parts := []string{"bone", "ash", "blood", "sulphur", "gold", MinionsPart, HandPart, GravePart, CardsPart, FatePart, VPPart}
	for _, part := range parts {
		if d := s.DescribePlace(rules.SupplyPlace(0, part)); d == "" {
			t.Errorf("the mat's %s says nothing", part)
		}
	}
	if d := s.DescribePlace(rules.SupplyPlace(0, "gold")); !strings.Contains(d, "every 2 gold is 1 VP") {
		t.Errorf("gold: %q", d)
	}
	if d := s.DescribePlace(rules.SupplyPlace(0, VPPart)); !strings.Contains(d, "9 VP: 4 from structures, 5 from the citadel") {
		t.Errorf("VP: %q", d)
	}
	own := s.View(0).(*State).DescribePlace(rules.SupplyPlace(0, FatePart))
	other := s.View(1).(*State).DescribePlace(rules.SupplyPlace(0, FatePart))
	if !strings.Contains(own, "bone and blood") || strings.Contains(other, "bone") || !strings.Contains(other, "face down") {
		t.Errorf("the Fate card to its lord: %q; to another: %q", own, other)
	}
	if d := s.DescribePlace(rules.SupplyPlace(5, "bone")); d != "" {
		t.Errorf("a seat that does not play has a mat: %q", d)
	}
}

// The spaces, the cards and the lords say what they are for.
func TestThePlacesSayWhatTheyAreFor(t *testing.T) {
	s := newGame(t, 2, "", 4)
	for p, want := range map[rules.Place]string{
		"gather:r1":  "takes what Bone Pit yields (2 bone)",
		"combat:r1":  "attacks it, when another lord holds it, with 1 or 2 fighters",
		"card:1":     "If it wins it pays 2 gold and 1 VP; if it loses, 1 gold",
		"card:0":     "the winner loses one of the fighters that fought",
		"card:3":     "if it loses, a special ingredient",
		"refresh":    "takes back every combat card",
		"lord:visio": "goes first this round, with 4 of 4 minions",
	} {
		if d := rules.Names(s.DescribePlace(p), []string{"Visio", "Nox"}); !strings.Contains(d, want) {
			t.Errorf("%s says %q, want it to say %q", p, d, want)
		}
	}
}
