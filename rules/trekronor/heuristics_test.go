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

// The survival model must reward what saves the castle: putting a fire out
// and bringing a chain closer to the fire (positions written by hand).
func TestSurvivalRewardsDousingAndReaching(t *testing.T) {
	far := newPos(t, 3).hall("A1", "f+a f+a . .").servants("b0=B").done()
	near := newPos(t, 3).hall("A1", "f+a f+a . .").servants("b0=B c0=Y d0=R").done()
	linked := newPos(t, 3).hall("A1", "f+a f+a . .").servants("b0=B c0=Y d0=R d1=B").done()
	if !(far.survival() < near.survival() && near.survival() < linked.survival()) {
		t.Fatalf("survival should grow as the chain nears A1: %.3f, %.3f, %.3f",
			far.survival(), near.survival(), linked.survival())
	}
	doused := linked.Clone().(*State)
	if err := doused.Play(DouseHallMove(0, 0)); err != nil {
		t.Fatal(err)
	}
	if doused.survival() <= linked.survival() {
		t.Fatalf("putting out a fire should raise survival: %.3f -> %.3f", linked.survival(), doused.survival())
	}
}

// The playout policy keeps a one-sided pile one-sided most of the time.
func TestRolloutSpreadKeepsPileSide(t *testing.T) {
	s := newPos(t, 3).hall("B2", "f+a . . .").pile("Y:A").done()
	s.phase = phaseSpread
	rng := rand.New(rand.NewPCG(5, 5))
	letters := 0
	for range 200 {
		_, v, _, _ := decodeMove(s.RolloutMove(rng, nil))
		if v < 3 {
			letters++
		}
	}
	if letters < 150 {
		t.Fatalf("only %d of 200 playout markers kept the pile to letters", letters)
	}
}
