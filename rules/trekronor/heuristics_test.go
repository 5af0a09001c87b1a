package trekronor

import (
	"math/rand/v2"
	"testing"

	"embers/rules"
)

func TestEvaluateFavoursSafeCastleAndGoodMarkers(t *testing.T) {
	calm := newPos(t, 3).hall("A1", "f+a Bs . .").hall("C3", "Ys+a a a .").done()
	hot := newPos(t, 3).hall("A1", "f+a f+a f+a f+a").hall("A2", "f+a f+a f+a f+a").
		hall("A3", "f+a f+a f+a f+a").hall("B1", "f+a f+a f+a .").done()
	a, b := make([]float64, 3), make([]float64, 3)
	calm.Evaluate(a)
	hot.Evaluate(b)
	for seat := range 3 {
		if a[seat] <= b[seat] || a[seat] < 0 || a[seat] > 1 {
			t.Fatalf("calm %v should beat hot %v", a, b)
		}
	}
	if a[0] <= a[1] || a[0] <= a[2] {
		t.Fatalf("blue's save in a lightly burnt hall should lead: %v", a)
	}
}

func TestRolloutMoveIsLegal(t *testing.T) {
	rng := rand.New(rand.NewPCG(2, 2))
	for g := range 20 {
		st, _ := Game.New(rules.Setup{Players: 3 + g%3, Seed: uint64(g)})
		s := st.(*State)
		var buf []rules.Move
		for s.phase != phaseOver {
			m := s.RolloutMove(rng, buf)
			if err := s.Play(m); err != nil {
				t.Fatal(err)
			}
		}
	}
}
