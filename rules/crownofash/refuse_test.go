package crownofash

import (
	"math/rand/v2"
	"testing"

	"embers/rules"
)

// Each refusal says why, in our words, and names its rule.
func TestRefusals(t *testing.T) {
	s := newGame(t, 2, "", 41)
	turnOf(t, s, 0)
	hand(t, s, 0, "bo3")
	station(t, s, 0, 2, "as1")
	station(t, s, 1, 5, "as2")
	refused(t, s, "battle r3 bo3", "another lord controls")
	refused(t, s, "battle r6 as1", "from your hand")
	refused(t, s, "battle r6 bo3+c1a+c1b", "1 to 2 fighters")
	s.GatherBy[0][0] = 1
	s.Minions[1]--
	refused(t, s, "gather r1", "taken this round")
	refused(t, s, "card 3", "place a minion")
	refused(t, s, "raise bo1", "place a minion")
	s.Res[0][Gold] = 9
	refused(t, s, "build "+tiles[s.Row[0]].Code+" r6", "controlled by another lord")
	s.Res[0][Gold] = 0
	refused(t, s, "build "+tiles[s.Row[0]].Code+" r3", "costs")
	s.Ctrl[citadel], s.King, s.Def[citadel] = 0, false, 1<<pull(t, s, "bo5")
	refused(t, s, "storm front bo3", "hold the citadel already")
	s.Ctrl[citadel], s.King = 1, false
	play(t, s, "storm left bo3")
	refused(t, s, "card ?", "not in your hand")
	s.Cards[0].In &^= 1 << 3
	s.Cards[0].N--
	s.Cards[0].Disc[0], s.Cards[0].DiscN = 3, 1
	refused(t, s, "card 4", "not in your hand")
}

// Another seat sees only the top discard and how many cards a lord holds.
func TestDiscardsShowOnlyTheTop(t *testing.T) {
	s := newGame(t, 2, "", 42)
	s.Cards[0] = cardHand{In: 0b10001, N: 2, Disc: [5]int8{1, 2, 3}, DiscN: 3}
	sound(t, s)
	v := s.View(1).(*State)
	if h := v.Cards[0]; h.In != 0 || h.N != 2 || h.Disc != [5]int8{hiddenCard, hiddenCard, 3} {
		t.Errorf("seat 1 sees seat 0's cards as %+v", h)
	}
	if own := s.View(0).(*State).Cards[0]; own != s.Cards[0] {
		t.Errorf("seat 0 sees its own cards as %+v", own)
	}
	d := v.Determinize(1, rand.New(rand.NewPCG(1, 2))).(*State)
	if h := d.Cards[0]; h.Disc[2] != 3 || popcount(uint64(h.In)) != 2 || h.In&(1<<3) != 0 {
		t.Errorf("a determinization keeps the top discard and deals the rest: %+v", h)
	}
}

// Evaluate is on the reward scale and favours the lord ahead.
func TestEvaluate(t *testing.T) {
	s := newGame(t, 3, "", 43)
	s.VP, s.VPBy = [4]int16{30, 5, 5}, [4][numSources]int16{{30}, {5}, {5}}
	out := make([]float64, 3)
	s.Evaluate(out)
	for i, v := range out {
		if v < 0 || v > 1 {
			t.Fatalf("seat %d: %v", i, v)
		}
	}
	if out[0] <= out[1] || out[0] <= out[2] {
		t.Errorf("the lord 25 VP ahead should be favoured: %v", out)
	}
	if m := s.RolloutMove(rand.New(rand.NewPCG(1, 1)), nil); s.refuse(m) != nil {
		t.Errorf("the rollout policy played an illegal %s", s.FormatMove(m))
	}
	var _ rules.State = s
}
