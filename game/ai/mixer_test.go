package ai

import (
	"testing"

	"embers/rules"
	"embers/rules/testgames"
)

// plainStandoff is Standoff at a table whose game says its secret choices
// are not worth mixing (rules.SecretMixer).
type plainStandoff struct{ *testgames.StandoffState }

func (p plainStandoff) MixesSecrets() bool { return false }

func (p plainStandoff) View(seat rules.Seat) rules.State {
	return plainStandoff{p.StandoffState.View(seat).(*testgames.StandoffState)}
}

// A game that keeps its secret choices plain gets the most visited move at
// every seed (South answering North's card, seeds 1-30): the move the same
// search picks when nothing reaches the mix's floor, where Standoff itself
// mixes away from it now and then.
func TestSecretMixerKeepsChoicesPlain(t *testing.T) {
	s, _ := testgames.Standoff.New(rules.Setup{Players: 2})
	if err := s.Play(testgames.Blaze); err != nil {
		t.Fatal(err)
	}
	cfg := DefaultConfig(Medium)
	cfg.MaxTime = 0 // the same seed, the same search
	best := cfg
	best.MixFloor = 2
	wrapped := plainStandoff{s.(*testgames.StandoffState)}
	mixedAway := 0
	for seed := uint64(1); seed <= 30; seed++ {
		top := NewWithConfig(Medium, seed, best).Choose(s, 1).Move
		if NewWithConfig(Medium, seed, cfg).Choose(s, 1).Move != top {
			mixedAway++
		}
		if m := NewWithConfig(Medium, seed, cfg).Choose(wrapped, 1).Move; m != top {
			t.Errorf("seed %d: kept plain, South laid %s, not its most visited %s", seed, s.FormatMove(m), s.FormatMove(top))
		}
	}
	if mixedAway == 0 {
		t.Fatal("Standoff never mixed away from the most visited card: the comparison shows nothing")
	}
}

// A margin keeps out of the mix a move the others cannot tell apart but
// whose mean lies further below the best's than the margin, however many
// visits it has; without one, the visits floor alone decides (Standoff,
// North to lay: every card looks alike to South).
func TestMixMarginKeepsWorseMovesOut(t *testing.T) {
	stats := []rootStat{{move: 1, visits: 500, sum: 250}, {move: 2, visits: 490, sum: 235.2}, {move: 3, visits: 480, sum: 238.56}}
	standoff, _ := testgames.Standoff.New(rules.Setup{Players: 2})
	for _, c := range []struct {
		margin float64
		want   map[rules.Move]bool
	}{{0, map[rules.Move]bool{1: true, 2: true, 3: true}}, {0.01, map[rules.Move]bool{1: true, 3: true}}} {
		cfg := DefaultConfig(Hard)
		cfg.MixMargin = c.margin
		p := New(Hard, 1)
		got := map[rules.Move]int{}
		for range 300 {
			got[p.pick(standoff, 0, stats, cfg).Move]++
		}
		if len(got) != len(c.want) {
			t.Errorf("margin %v: drew %v, want each of %v", c.margin, got, c.want)
		}
		for m := range got {
			if !c.want[m] {
				t.Errorf("margin %v: drew %d (%v), want only %v", c.margin, m, got, c.want)
			}
		}
	}
}
