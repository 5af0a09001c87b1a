package trekronor

import (
	"testing"

	"embers/rules"
)

// Every computer seat's drawn style lies between the reward as it is (1)
// and the boldest (3), never cautious, differs between the seats of one
// game and between games, and is the same when a game is set up again from
// its seed (so a game replays).
func TestAmbitionIsBoldOrMiddleAndReplays(t *testing.T) {
	lo, hi := 10.0, 0.0
	seen := map[float64]bool{}
	for seed := uint64(1); seed <= 200; seed++ {
		setup := rules.Setup{Players: 5, Seed: seed}
		st, err := Game.New(setup)
		if err != nil {
			t.Fatal(err)
		}
		again, _ := Game.New(setup)
		s, s2 := st.(*State), again.(*State)
		for seat := range rules.Seat(5) {
			a := s.Ambition(seat)
			if a < 1 || a >= boldest {
				t.Fatalf("seed %d seat %d: ambition %g, want in [1, %g)", seed, seat, a, boldest)
			}
			if b := s2.Ambition(seat); b != a {
				t.Fatalf("seed %d seat %d: ambition %g, and %g when set up again", seed, seat, a, b)
			}
			lo, hi = min(lo, a), max(hi, a)
			seen[a] = true
		}
	}
	if lo > 1.1 || hi < 2.7 {
		t.Errorf("1000 draws span [%.2f, %.2f]; want them to reach near 1 and near %g", lo, hi, boldest)
	}
	if len(seen) < 990 {
		t.Errorf("1000 draws gave %d distinct styles; seats and games should differ", len(seen))
	}
}
