package burnttoashes

import (
	"testing"

	"embers/game/ai"
	"embers/rules"
)

// TestHardBuysTheKnownKnight: a ruler of three holding 2 gold in the buy
// phase knows a knight lies on top of one of its stacks (it put it there)
// and nothing of the others: hard buys it. Before rollout.go (playouts
// that bought blind and at random) hard bought an unknown top at seed 2.
func TestHardBuysTheKnownKnight(t *testing.T) {
	if testing.Short() {
		t.Skip("hard searches")
	}
	s0 := newGame(t, 3, "", 2)
	playUntil(t, s0, atTask(tkBuy))
	p := ownProvince(s0, int(s0.top().Seat))
	for seed := range uint64(8) { // before rollout.go, seed 2 bought c6's unknown top
		s, seat := toKnownBuy(t, []int{2}, p, Sword, Shield, Power, Knight)
		cfg := ai.ConfigFor(ai.Hard, Game, s.Setup())
		cfg.MaxTime = 0
		got := s.FormatMove(ai.NewWithConfig(ai.Hard, seed, cfg).Choose(s, rules.Seat(seat)).Move)
		if want := "buy " + provName(p); got != want {
			t.Errorf("seed %d: hard plays %q, want %q", seed, got, want)
		}
	}
}
