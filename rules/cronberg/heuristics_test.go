package cronberg

import (
	"math/rand/v2"
	"testing"

	"embers/rules"
)

// RolloutMove only ever picks legal moves, and playouts end.
func TestRolloutMoveIsLegal(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 5))
	for g := range 60 {
		st, _ := Game.New(rules.Setup{Players: 2 + g%3, Seed: uint64(g)})
		s := st.(*State)
		for plies := 0; s.ToMove() != rules.NoSeat; plies++ {
			m := s.RolloutMove(rng, nil)
			if err := s.Play(m); err != nil {
				t.Fatalf("game %d: rollout move %s refused: %v", g, s.FormatMove(m), err)
			}
			if plies > 400 {
				t.Fatal("a playout does not end")
			}
		}
	}
}

func TestEvaluateFavoursTheLeader(t *testing.T) {
	p := newPosition(t, 3)
	s := p.done(0)
	s.log[0] = Scoring{Seat: 1, Crossing: 3, Points: 12}
	s.logN, s.score[1] = 1, 12
	out := make([]float64, 3)
	s.Evaluate(out)
	for i, v := range out {
		if v < 0.25 || v > 1 {
			t.Fatalf("seat %d valued %v, outside the reward scale", i, v)
		}
	}
	if out[1] <= out[0] || out[1] <= out[2] {
		t.Fatalf("the seat 12 points ahead is not favoured: %v", out)
	}
}

// A token beside activated parks is worth its final scoring; one beside a
// free guard is worth less than the same token without it.
func TestTokenWorth(t *testing.T) {
	p := newPosition(t, 2)
	p.lay("Inn", "c2 b1").lay("Market Hall", "d4 d3").lay("Bakery", "d2 d1").lay("Stable", "c4 b3").tokens(0, "20")
	s := p.done(0)
	if w := s.tokenWorth(p.cross("20"), 0); w != 36 {
		t.Fatalf("token beside two activated parks worth %v, want its final 36", w)
	}
	// Crossings 17 and 23 both touch six free triangles; 17 has the guard.
	s = newPosition(t, 2).tokens(0, "17").tokens(1, "23").done(0)
	nearGuard, away := s.tokenWorth(p.cross("17"), 1), s.tokenWorth(p.cross("23"), 1)
	if nearGuard >= away {
		t.Fatalf("token beside the free guard worth %v, not less than %v", nearGuard, away)
	}
}
