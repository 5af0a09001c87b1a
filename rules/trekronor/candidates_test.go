package trekronor

import (
	"math/rand/v2"
	"slices"
	"testing"

	"embers/rules"
)

// Candidates are legal moves, never empty while the game goes on, and keep
// every douse: a search that looks only at them can always put out a fire.
func TestCandidatesAreLegalAndKeepDouses(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 3))
	for g := range 60 {
		st, _ := Game.New(rules.Setup{Players: 3 + g%3, Seed: uint64(g)})
		s := st.(*State)
		for s.phase != phaseOver {
			legal := s.Legal(nil)
			cand := s.Candidates(nil)
			if len(cand) == 0 {
				t.Fatalf("game %d: no candidates among %d legal moves\n%s", g, len(legal), s.Dump())
			}
			for _, m := range cand {
				if !slices.Contains(legal, m) {
					t.Fatalf("game %d: candidate %s is not legal\n%s", g, s.FormatMove(m), s.Dump())
				}
			}
			for _, m := range legal {
				if k, _, _, _ := decodeMove(m); k == mvDouse && !slices.Contains(cand, m) {
					t.Fatalf("game %d: douse %s left out", g, s.FormatMove(m))
				}
			}
			s.Play(s.RolloutMove(rng, nil))
		}
	}
}

// Written by hand: blue's chain reaches B2 (1 fire) and blue has letters on
// a pile of letters. The candidates put out the fire, save there (a steal
// cannot pay in a hall with 1 ash), or bring a servant toward the fire; the
// spread keeps the letters.
func TestCandidatesByHand(t *testing.T) {
	s := newPos(t, 3).hall("B2", "f+a . . .").servants("b0=B c0=Y d0=R d1=B d2=Y d3=R d4=B").
		pile("Y:A R:B").toMove('B').done()
	s.pile[0].Known |= 1 // blue has looked at the pile
	s.pile[1].Known |= 1
	var names []string
	for _, m := range s.Candidates(nil) {
		names = append(names, s.FormatMove(m))
	}
	for _, want := range []string{"douse B2 sw", "save B2"} {
		if !slices.Contains(names, want) {
			t.Errorf("candidates %v lack %s", names, want)
		}
	}
	for _, no := range []string{"steal B2", "save B2 stack", "place j9"} {
		if slices.Contains(names, no) {
			t.Errorf("candidates %v hold %s", names, no)
		}
	}
	play(t, s, "douse B2 sw")
	// the game is over: put a second fire in to go on
	s = newPos(t, 3).hall("B2", "f+a f+a . .").servants("b0=B c0=Y d0=R d1=B d2=Y d3=R d4=B").
		pile("Y:A R:B").toMove('B').done()
	s.pile[0].Known |= 1
	s.pile[1].Known |= 1
	play(t, s, "douse B2 sw")
	var spreads []string
	for _, m := range s.Candidates(nil) {
		spreads = append(spreads, s.FormatMove(m))
	}
	if !slices.Equal(spreads, []string{"spread A", "spread B", "spread C"}) {
		t.Errorf("spread candidates on a pile of two letters: %v, want the letters", spreads)
	}
}
