package trekronor

import (
	"math/rand/v2"
	"slices"
	"testing"

	"embers/game/ai"
	"embers/rules"
	"embers/rules/rulestest"
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
	rulestest.Play(t, s, "douse B2 sw")
	// the game is over: put a second fire in to go on
	s = newPos(t, 3).hall("B2", "f+a f+a . .").servants("b0=B c0=Y d0=R d1=B d2=Y d3=R d4=B").
		pile("Y:A R:B").toMove('B').done()
	s.pile[0].Known |= 1
	s.pile[1].Known |= 1
	rulestest.Play(t, s, "douse B2 sw")
	var spreads []string
	for _, m := range s.Candidates(nil) {
		spreads = append(spreads, s.FormatMove(m))
	}
	if !slices.Equal(spreads, []string{"spread A", "spread B", "spread C"}) {
		t.Errorf("spread candidates on a pile of two letters: %v, want the letters", spreads)
	}
}

// A search at a table that keeps its piles models the other seats as
// greedy: their candidates are the moves Evaluate values highest one move
// ahead (here blue's save in B2, which hands nobody the fire). The
// searching seat's own candidates, and every seat's at a table that breaks
// its piles, stay the full list.
func TestCandidatesModelAKeeperAsGreedy(t *testing.T) {
	pos := func(guesser int8, kept uint8) *State {
		s := newPos(t, 3).hall("B2", "f+a . . .").servants("b0=B c0=Y d0=R d1=B d2=Y d3=R d4=B").
			pile("Y:A R:B").toMove('B').done()
		s.pile[0].Known |= 1
		s.pile[1].Known |= 1
		s.guesser, s.keptOne = guesser, kept
		return s
	}
	names := func(s *State) []string {
		var out []string
		for _, m := range s.Candidates(nil) {
			out = append(out, s.FormatMove(m))
		}
		return out
	}
	s := pos(2, 1) // yellow's search; blue kept a pile of one
	if got := names(s); !slices.Equal(got, []string{"save B2"}) {
		t.Errorf("blue modelled as greedy by yellow's search: candidates %v, want [save B2]", got)
	}
	var out [MaxSeats]float64
	best := -1.0
	for _, m := range s.Legal(nil) {
		c := *s
		rulestest.Play(t, &c, s.FormatMove(m))
		if r := c.Result(); r.Over {
			best = max(best, rules.Reward(r, 0))
			continue
		}
		c.Evaluate(out[:3])
		best = max(best, out[0])
	}
	c := *s
	rulestest.Play(t, &c, "save B2")
	c.Evaluate(out[:3])
	if out[0] != best {
		t.Errorf("save B2 is worth %.3f to blue one move ahead, the best legal move %.3f", out[0], best)
	}
	for _, s := range []*State{pos(1, 1), pos(2, 0), pos(0, 1)} {
		if got := names(s); !slices.Contains(got, "douse B2 sw") || !slices.Contains(got, "save B2") {
			t.Errorf("guesser %d, kept %b: candidates %v, want the full list", s.guesser, s.keptOne, got)
		}
	}
}

// Hard at three players plays out hardRolloutDepth plies; the other levels
// and counts keep the AI's settings.
func TestSearchSettings(t *testing.T) {
	for _, n := range []int{3, 4, 5} {
		setup := rules.Setup{Players: n, Seed: 1}
		for _, lv := range []ai.Level{ai.Easy, ai.Medium, ai.Hard} {
			got, want := ai.ConfigFor(lv, Game, setup).RolloutDepth, ai.DefaultConfig(lv).RolloutDepth
			if lv == ai.Hard && n == 3 {
				want = hardRolloutDepth
			}
			if got != want {
				t.Errorf("%s at %d players: rollout depth %d, want %d", lv, n, got, want)
			}
		}
	}
}
