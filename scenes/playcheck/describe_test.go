package playcheck

import (
	"math/rand/v2"
	"strings"
	"testing"

	"embers/rules"
	"embers/rules/games"
)

// A failure line names seats as the table shows them: a move whose words
// name a seat ("{0}'s Sergeant" in the rules' text) reads with the seat's
// name, never with the placeholder.
func TestMovesAreDescribedWithSeatNames(t *testing.T) {
	g, err := games.Lookup("crownofash")
	if err != nil {
		t.Fatal(err)
	}
	s, err := g.New(rules.Setup{Players: 2, Seed: 3})
	if err != nil {
		t.Fatal(err)
	}
	names := []string{"Ada", "Bert"}
	describe := describerOf(func() rules.State { return s }, func() []string { return names })
	rng := rand.New(rand.NewPCG(3, 4))
	seen := 0
	for ply := 0; ply < 2000 && !s.Result().Over; ply++ {
		legal := s.Legal(nil)
		if len(legal) == 0 {
			break
		}
		for _, m := range legal {
			raw := s.(rules.Describer).DescribeMove(m)
			if !strings.Contains(raw, "{") {
				continue
			}
			seen++
			if got := describe(m); strings.Contains(got, "{0}") || strings.Contains(got, "{1}") ||
				!(strings.Contains(got, "Ada") || strings.Contains(got, "Bert")) {
				t.Fatalf("%q described as %q", raw, got)
			}
		}
		if err := s.Play(legal[rng.IntN(len(legal))]); err != nil {
			t.Fatal(err)
		}
	}
	if seen == 0 {
		t.Fatal("no move's words named a seat in a whole game: the test checks nothing")
	}
}
