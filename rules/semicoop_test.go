package rules

import (
	"math"
	"testing"
)

func TestSemiCoopRewards(t *testing.T) {
	cases := []struct {
		name string
		r    Result
		want []float64
	}{
		{"alone, by 2 and 5", Result{Over: true, Scores: []int{4, 2, -1}, Winners: []Seat{0}},
			[]float64{1, 0.3 + 0.05*0.5, 0.3}},
		{"two share, the third 1 behind", Result{Over: true, Scores: []int{2, 2, 1}, Winners: []Seat{0, 1}},
			[]float64{0.7, 0.7, 0.3 + 0.05*0.75}},
		{"all three share at 0 (a rush)", Result{Over: true, Scores: []int{0, 0, 0}, Winners: []Seat{0, 1, 2}},
			[]float64{0.6, 0.6, 0.6}},
		{"five share", Result{Over: true, Scores: []int{1, 1, 1, 1, 1}, Winners: []Seat{0, 1, 2, 3, 4}},
			[]float64{0.52, 0.52, 0.52, 0.52, 0.52}},
		{"the castle burnt", Result{Over: true, Lost: true, Scores: []int{3, 0, 0}},
			[]float64{0, 0, 0}},
	}
	for _, c := range cases {
		got := SemiCoopRewards(c.r)
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

// TestSemiCoopOrder checks the promises of the semi-co-operative reward at
// every table size: alone > shared with fewer > shared with more > the best
// non-winner > the worst non-winner > a lost game.
func TestSemiCoopOrder(t *testing.T) {
	for n := 2; n <= SetupSeats; n++ {
		prev := 2.0
		for k := 1; k <= n; k++ {
			if v := SemiCoopShare(k); v >= prev {
				t.Errorf("%d seats: sharing with %d is worth %v, not less than with %d (%v)", n, k, v, k-1, prev)
			} else {
				prev = v
			}
		}
		best, worst := SemiCoopBehind(1), SemiCoopBehind(40)
		if !(prev > best && best > worst && worst > 0) {
			t.Errorf("%d seats: widest share %v, closest non-winner %v, farthest %v, lost 0 out of order", n, prev, best, worst)
		}
	}
}
