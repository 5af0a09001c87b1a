package crownofash

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"embers/rules"
)

// Over whole random games, at every decision of a lord, each place a
// person can point at is refused exactly when no legal move names it, and
// a refusal gives a reason and a rule of the rules page; asked on the
// mover's own view, as a board asks it.
func TestWhyNotAtAgreesWithTheMoves(t *testing.T) {
	pointable := func(p rules.Place) bool {
		switch p {
		case "die", "ai:die", "ai:actions", "ai:cards":
			return false
		}
		return true
	}
	refused := map[string]int{}
	tables := []struct {
		players int
		variant string
	}{{1, "deck=easy"}, {2, ""}, {3, ""}, {4, ""}, {2, "deck=hard"}, {3, "deck=medium"}}
	for i, tb := range tables {
		seed := uint64(i + 1)
		s := newGame(t, tb.players, tb.variant, seed)
		rng := rand.New(rand.NewPCG(seed, 5))
		for s.Phase != phOver {
			if to := s.ToMove(); rules.IsSeat(to) {
				v := s.View(to).(*State)
				named := map[rules.Place]bool{}
				for _, m := range v.Legal(nil) {
					for _, p := range v.MovePlaces(m) {
						named[p] = true
					}
				}
				for _, p := range s.Places(nil) {
					if !pointable(p) {
						continue
					}
					im := v.WhyNotAt(p)
					switch {
					case named[p] && im != nil:
						t.Fatalf("seed %d: %s is refused (%s) though a legal move names it\n%s", seed, p, im.Reason, s.Dump())
					case !named[p] && (im == nil || im.Reason == "" || !slices.Contains(sourceRule[:], im.Rule) && !knownRule(im.Rule)):
						t.Fatalf("seed %d: %s is named by no legal move, and WhyNotAt says %+v\n%s", seed, p, im, s.Dump())
					case im != nil:
						refused[strings.SplitN(im.Reason, " ", 2)[0]]++
					}
				}
			}
			legal := s.Legal(nil)
			if err := s.Play(legal[rng.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
	}
	if len(refused) < 10 {
		t.Errorf("only %d kinds of refusal seen: %v", len(refused), refused)
	}
}

// knownRule is a section name the rules page gives in brackets.
func knownRule(r string) bool {
	for _, x := range phaseRule {
		if x == r {
			return true
		}
	}
	switch r {
	case "gather", "build", "combat", "citadel", "refresh", "raise", "combat-cards", "turn-order", "resurrection":
		return true
	}
	return false
}

// The reasons say what a person needs to know: a structure's price
// against the gold held, a region of another lord, a flank used.
func TestWhyNotAtSaysWhy(t *testing.T) {
	s := newGame(t, 2, "", 4) // Visio to move, with 2 gold
	s.Res[0][Gold] = 1
	if im := s.WhyNotAt("build"); im == nil || !strings.Contains(im.Reason, "costs 2 gold; you have 1") {
		t.Errorf("the build space with 1 gold: %+v", im)
	}
	if im := s.WhyNotAt("combat:r2"); im == nil || !strings.Contains(im.Reason, "The Desert is yours") {
		t.Errorf("a battle in one's own region: %+v", im)
	}
	s.Flank[0] = 1
	if im := s.WhyNotAt("citadel:left"); im == nil || im.Rule != "citadel" {
		t.Errorf("a flank used this round: %+v", im)
	}
	if im := s.WhyNotAt("gold"); im != nil {
		t.Errorf("the gold space is open: %+v", im)
	}
}
