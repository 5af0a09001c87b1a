package ai

import (
	"testing"

	"embers/rules"
)

func TestReward(t *testing.T) {
	cases := []struct {
		name    string
		r       rules.Result
		seat    rules.Seat
		players int
		want    float64
	}{
		{"sole winner", rules.Result{Over: true, Scores: []int{5, 3, 1}, Winners: []rules.Seat{0}}, 0, 3, 1},
		{"two share the win", rules.Result{Over: true, Scores: []int{5, 5, 1}, Winners: []rules.Seat{0, 1}}, 1, 3, 0.75},
		{"three share the win", rules.Result{Over: true, Scores: []int{5, 5, 5}, Winners: []rules.Seat{0, 1, 2}}, 2, 3, 0.5 + 0.5/3},
		{"second of three", rules.Result{Over: true, Scores: []int{5, 3, 1}, Winners: []rules.Seat{0}}, 1, 3, 0.15},
		{"last of three", rules.Result{Over: true, Scores: []int{5, 3, 1}, Winners: []rules.Seat{0}}, 2, 3, 0.05},
		{"second of two", rules.Result{Over: true, Scores: []int{1, 0}, Winners: []rules.Seat{0}}, 1, 2, 0.05},
		{"second of four, beat two", rules.Result{Over: true, Scores: []int{9, 4, 2, 1}, Winners: []rules.Seat{0}}, 1, 4, 0.05 + 0.2*2/3},
		{"everyone lost", rules.Result{Over: true, Lost: true, Scores: []int{9, 0, 0}}, 0, 3, 0},
		{"not over", rules.Result{}, 0, 2, 0.5},
	}
	for _, c := range cases {
		if got := Reward(c.r, c.seat, c.players); got < c.want-1e-12 || got > c.want+1e-12 {
			t.Errorf("%s: Reward = %v, want %v", c.name, got, c.want)
		}
	}
}

// TestRewardOrder checks the promises between outcomes for every table size.
func TestRewardOrder(t *testing.T) {
	for n := 2; n <= 6; n++ {
		scores := make([]int, n)
		for i := range scores {
			scores[i] = n - i // seat 0 best
		}
		lost := Reward(rules.Result{Over: true, Lost: true, Scores: scores}, 0, n)
		bestLoser := Reward(rules.Result{Over: true, Scores: scores, Winners: []rules.Seat{rules.Seat(n - 1)}}, 0, n)
		worstLoser := Reward(rules.Result{Over: true, Scores: scores, Winners: []rules.Seat{0}}, rules.Seat(n-1), n)
		all := make([]rules.Seat, n)
		for i := range all {
			all[i] = rules.Seat(i)
		}
		widestShare := Reward(rules.Result{Over: true, Scores: scores, Winners: all}, 0, n)
		sole := Reward(rules.Result{Over: true, Scores: scores, Winners: []rules.Seat{0}}, 0, n)
		if !(lost < worstLoser && worstLoser < bestLoser && bestLoser < widestShare && widestShare < sole) {
			t.Errorf("%d players: lost %v, worst loser %v, best loser %v, widest share %v, sole %v are out of order",
				n, lost, worstLoser, bestLoser, widestShare, sole)
		}
	}
}
