package rules

import (
	"math"
	"testing"
)

func TestSemiCoopRewards(t *testing.T) {
	cases := []struct {
		name string
		f    SemiCoop
		r    Result
		want []float64
	}{
		{"shared form: alone, by 2 and 5", SemiCoopShared, Result{Over: true, Scores: []int{4, 2, -1}, Winners: []Seat{0}},
			[]float64{1, 0.3 + 0.05*0.5, 0.3}},
		{"shared form: two share, the third 1 behind", SemiCoopShared, Result{Over: true, Scores: []int{2, 2, 1}, Winners: []Seat{0, 1}},
			[]float64{0.7, 0.7, 0.3 + 0.05*0.75}},
		{"shared form: all three share at 0 (a rush)", SemiCoopShared, Result{Over: true, Scores: []int{0, 0, 0}, Winners: []Seat{0, 1, 2}},
			[]float64{0.6, 0.6, 0.6}},
		{"shared form: five share", SemiCoopShared, Result{Over: true, Scores: []int{1, 1, 1, 1, 1}, Winners: []Seat{0, 1, 2, 3, 4}},
			[]float64{0.52, 0.52, 0.52, 0.52, 0.52}},
		{"shared form: the castle burnt", SemiCoopShared, Result{Over: true, Lost: true, Scores: []int{3, 0, 0}},
			[]float64{0, 0, 0}},
		{"split form: alone, by 2 and 5", SemiCoopSplit, Result{Over: true, Scores: []int{4, 2, -1}, Winners: []Seat{0}},
			[]float64{1, 0.15 + 0.05*0.5, 0.15}},
		{"split form: two share, the third 1 behind", SemiCoopSplit, Result{Over: true, Scores: []int{2, 2, 1}, Winners: []Seat{0, 1}},
			[]float64{0.5, 0.5, 0.15 + 0.05*0.75}},
		{"split form: all three share at 6", SemiCoopSplit, Result{Over: true, Scores: []int{6, 6, 6}, Winners: []Seat{0, 1, 2}},
			[]float64{1.0 / 3, 1.0 / 3, 1.0 / 3}},
		{"split form: five share", SemiCoopSplit, Result{Over: true, Scores: []int{1, 1, 1, 1, 1}, Winners: []Seat{0, 1, 2, 3, 4}},
			[]float64{0.2, 0.2, 0.2, 0.2, 0.2}},
		{"split form: the castle burnt", SemiCoopSplit, Result{Over: true, Lost: true, Scores: []int{3, 0, 0}},
			[]float64{0, 0, 0}},
	}
	for _, c := range cases {
		got := c.f.Rewards(c.r)
		for seat, w := range c.want {
			if math.Abs(got[seat]-w) > 1e-12 {
				t.Errorf("%s: seat %d gets %v, want %v (all: %v)", c.name, seat, got[seat], w, got)
			}
		}
		c.r.Rewards = got
		for seat, w := range c.want {
			if r := Reward(c.r, Seat(seat)); math.Abs(r-w) > 1e-12 {
				t.Errorf("%s: Reward gives seat %d %v, want the game's own %v", c.name, seat, r, w)
			}
		}
	}
}

// TestSemiCoopOrder checks the promises of both forms of the
// semi-co-operative reward at every table size its games have (the split
// form, Tre Kronor's, up to five seats): alone > shared with fewer > shared
// with more > the best non-winner > the worst non-winner > a lost game.
func TestSemiCoopOrder(t *testing.T) {
	for name, f := range map[string]SemiCoop{"shared": SemiCoopShared, "split": SemiCoopSplit} {
		seats := SetupSeats
		if name == "split" {
			seats = 5
		}
		for n := 2; n <= seats; n++ {
			prev := 2.0
			for k := 1; k <= n; k++ {
				if v := f.Share(k); v >= prev {
					t.Errorf("%s, %d seats: sharing with %d is worth %v, not less than with %d (%v)", name, n, k, v, k-1, prev)
				} else {
					prev = v
				}
			}
			best, worst := f.Behind(1), f.Behind(40)
			if !(prev > best && best > worst && worst > 0) {
				t.Errorf("%s, %d seats: widest share %v, closest non-winner %v, farthest %v, lost 0 out of order", name, n, prev, best, worst)
			}
		}
	}
}
