package ai

import (
	"context"
	"math"
	"testing"

	"embers/rules"
)

// TestWeighsChanceOutcomes: the safe move is worth 0.6; the gamble 2/3 when
// the win weighs 2 against 1 and 1/3 the other way round. A search that
// rolled chance uniformly would value the gamble at 0.5 in both and always
// play safe.
func TestWeighsChanceOutcomes(t *testing.T) {
	for _, c := range []struct {
		win, lose int
		want      rules.Move
		value     float64
	}{{2, 1, gGamble, 2.0 / 3}, {1, 2, gSafe, 0.6}, {9, 1, gGamble, 0.9}} {
		for _, l := range []Level{Medium, Hard} {
			d := New(l, 1).Choose(&gamble{win: c.win, lose: c.lose}, 0)
			if d.Move != c.want || math.Abs(d.Value-c.value) > 0.06 {
				t.Errorf("%s with the win weighing %d to %d: played %s valued %.3f, want %s near %.3f",
					l, c.win, c.lose, gambleNames[d.Move], d.Value, gambleNames[c.want], c.value)
			}
		}
	}
}

// TestTreeBranchesOnOutcomes: under the gamble, North's tree holds one
// child per outcome, reached in proportion to the outcomes' weights.
func TestTreeBranchesOnOutcomes(t *testing.T) {
	p := New(Hard, 2)
	p.Choose(&gamble{win: 3, lose: 1}, 0)
	tr := &p.workers[0].trees[0]
	g := tr.find(edge{parent: 0, move: gGamble})
	if g < 0 {
		t.Fatal("no node for the gamble under the root")
	}
	win, lose := tr.find(edge{parent: g, move: gWin, chance: true}), tr.find(edge{parent: g, move: gLose, chance: true})
	if win < 0 || lose < 0 {
		t.Fatalf("the gamble's node has no child per outcome (win %d, lose %d)", win, lose)
	}
	nw, nl := float64(tr.nodes[win].visits), float64(tr.nodes[lose].visits)
	if share := nw / (nw + nl); share < 0.68 || share > 0.82 {
		t.Errorf("the win (weight 3 of 4) was reached in %.2f of the gamble's visits", share)
	}
}

// TestForcedDecisions: one rules.Pruner candidate, or a reaction window
// where only the pass is legal, is played at once, without a search, and
// said to be forced; a real choice is searched.
func TestForcedDecisions(t *testing.T) {
	for _, l := range []Level{Easy, Medium, Hard} {
		d := New(l, 1).Choose(&gamble{win: 1, lose: 1, prune: true}, 0)
		if !d.Forced || d.Move != gGamble || d.Iterations != 0 {
			t.Errorf("%s with one candidate: %+v, want the gamble, forced, without a search", l, d)
		}
		d = New(l, 1).Choose(&gamble{win: 1, lose: 1}, 0)
		if d.Forced || d.Iterations == 0 {
			t.Errorf("%s with two candidates: %+v, want a search", l, d)
		}
	}
	for _, l := range Levels() {
		s := &gamble{win: 1, lose: 1, phase: 2}
		if _, ok := s.Window(); !ok {
			t.Fatal("phase 2 must be South's window")
		}
		d := New(l, 1).Choose(s, 1)
		if !d.Forced || d.Move != gPass || d.Iterations != 0 {
			t.Errorf("%s in a window with only the pass: %+v, want the pass, forced", l, d)
		}
	}
}

// TestChanceIsNotASeat: the match resolves chance; asking the AI to choose
// for it is refused at every level.
func TestChanceIsNotASeat(t *testing.T) {
	s := &gamble{win: 1, lose: 1, phase: 1}
	for _, l := range Levels() {
		if _, err := New(l, 1).ChooseContext(context.Background(), s, rules.Chance); err == nil {
			t.Errorf("%s chose for chance", l)
		}
	}
}

// TestGameTunesTheSearch: a game's rules.SearchTuner settings replace the
// level's where they are set, for players made with New and through
// ConfigFor; an explicit Config is played as given, and the baselines are
// never tuned.
func TestGameTunesTheSearch(t *testing.T) {
	s := &gamble{win: 2, lose: 1, tuned: rules.SearchSettings{Iterations: 321, RolloutDepth: 5}}
	if d := New(Hard, 1).Choose(s, 0); d.Iterations != 321 {
		t.Errorf("hard ran %d iterations; the game asks for 321", d.Iterations)
	}
	if d := New(Medium, 1).Choose(s, 0); d.Iterations != DefaultConfig(Medium).Iterations {
		t.Errorf("medium ran %d iterations; the game tunes only hard", d.Iterations)
	}
	if d := NewWithConfig(Hard, 1, DefaultConfig(Hard)).Choose(s, 0); d.Iterations != DefaultConfig(Hard).Iterations {
		t.Errorf("an explicit config ran %d iterations, not its own", d.Iterations)
	}
	c := ConfigFor(Hard, s.Game(), s.Setup())
	want := DefaultConfig(Hard)
	want.Iterations, want.RolloutDepth = 321, 5
	if c != want {
		t.Errorf("ConfigFor(hard) = %+v, want %+v", c, want)
	}
	if ConfigFor(Greedy, s.Game(), s.Setup()) != DefaultConfig(Greedy) {
		t.Error("greedy must not be tuned")
	}
}
