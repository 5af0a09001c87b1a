package crownofash

import (
	"math/rand/v2"
	"testing"

	"embers/rules"
)

// Over many placements of random games, a worker space's note says it is
// open exactly when a legal move starts there, and always says something.
func TestSpaceNotesAgreeWithTheMoves(t *testing.T) {
	spaces := []rules.Place{GoldPlace, RefreshPlace}
	for r := range Regions {
		spaces = append(spaces, GatherPlace(r), CombatPlace(r))
	}
	for p := range Positions {
		spaces = append(spaces, PositionPlace(p))
	}
	checked := 0
	for seed := uint64(1); seed <= 6; seed++ {
		s := newGame(t, 2+int(seed%3), "", seed)
		rng := rand.New(rand.NewPCG(seed, 3))
		for s.Phase != phOver {
			if s.Phase == phPlace {
				starts := map[rules.Place]bool{}
				for _, m := range s.Legal(nil) {
					starts[s.MovePlaces(m)[0]] = true
				}
				for _, p := range spaces {
					note, open := s.SpaceNote(p)
					if note == "" || open != starts[p] {
						t.Fatalf("seed %d: %s says %q, open %v; a legal move starts there: %v\n%s", seed, p, note, open, starts[p], s.Dump())
					}
				}
				checked++
			}
			legal := s.Legal(nil)
			if err := s.Play(legal[rng.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
	}
	if checked < 50 {
		t.Errorf("only %d placements checked", checked)
	}
}

// Gathering in another lord's region names the owner who takes the tax;
// in your own, amending; the citadel's positions name the King's 5.
func TestSpaceNotesSayWhatTheyGive(t *testing.T) {
	s := newGame(t, 2, "", 1)
	turnOf(t, s, 0)
	hand(t, s, 0, "bo6")
	station(t, s, 1, 2, "as3", "as1")
	if s.Ctrl[2] != 1 {
		t.Fatal("region 3 should be seat 1's")
	}
	for r := range Regions {
		note, _ := s.SpaceNote(GatherPlace(r))
		switch o := s.Ctrl[r]; {
		case s.Top[r] == none && note != "no structure":
			t.Errorf("region %d has no tile: %q", r+1, note)
		case s.Top[r] != none && o == 1 && note != "tax: {1}":
			t.Errorf("region %d is seat 1's: %q", r+1, note)
		case s.Top[r] != none && o == 0 && note != "+ amend":
			t.Errorf("region %d is the mover's: %q", r+1, note)
		}
	}
	if note, open := s.SpaceNote(CombatPlace(2)); note != "defends at 5" || !open {
		t.Errorf("region 3, held by as3+as1: %q (open %v)", note, open)
	}
	if note, _ := s.SpaceNote(PositionPlace(0)); note != "defends at 5" {
		t.Errorf("the left flank against the King: %q", note)
	}
}
