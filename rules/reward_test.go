package rules

import (
	"fmt"
	"math"
	"testing"
)

func TestReward(t *testing.T) {
	cases := []struct {
		name string
		r    Result
		seat Seat
		want float64
	}{
		{"sole winner", Result{Over: true, Scores: []int{5, 3, 1}, Winners: []Seat{0}}, 0, 1},
		{"two share the win", Result{Over: true, Scores: []int{5, 5, 1}, Winners: []Seat{0, 1}}, 1, 0.75},
		{"three share the win", Result{Over: true, Scores: []int{5, 5, 5}, Winners: []Seat{0, 1, 2}}, 2, 0.5 + 0.5/3},
		{"second of three", Result{Over: true, Scores: []int{5, 3, 1}, Winners: []Seat{0}}, 1, 0.35},
		{"last of three", Result{Over: true, Scores: []int{5, 3, 1}, Winners: []Seat{0}}, 2, 0.25},
		{"second of two", Result{Over: true, Scores: []int{1, 0}, Winners: []Seat{0}}, 1, 0.25},
		{"second of four, beat two", Result{Over: true, Scores: []int{9, 4, 2, 1}, Winners: []Seat{0}}, 1, 0.25 + 0.2*2/3},
		{"everyone lost", Result{Over: true, Lost: true, Scores: []int{9, 0, 0}}, 0, 0},
		{"not over", Result{}, 0, 0.5},
	}
	for _, c := range cases {
		if got := Reward(c.r, c.seat); got < c.want-1e-12 || got > c.want+1e-12 {
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
		lost := Reward(Result{Over: true, Lost: true, Scores: scores}, 0)
		bestLoser := Reward(Result{Over: true, Scores: scores, Winners: []Seat{Seat(n - 1)}}, 0)
		worstLoser := Reward(Result{Over: true, Scores: scores, Winners: []Seat{0}}, Seat(n-1))
		all := make([]Seat, n)
		for i := range all {
			all[i] = Seat(i)
		}
		widestShare := Reward(Result{Over: true, Scores: scores, Winners: all}, 0)
		sole := Reward(Result{Over: true, Scores: scores, Winners: []Seat{0}}, 0)
		if !(lost < worstLoser && worstLoser < bestLoser && bestLoser < widestShare && widestShare < sole) {
			t.Errorf("%d players: lost %v, worst loser %v, best loser %v, widest share %v, sole %v are out of order",
				n, lost, worstLoser, bestLoser, widestShare, sole)
		}
	}
}

// TestWinChances: the leader's chance grows with its lead and shrinks as
// the temperature (what is still to play) grows; every chance stays within
// [floor, floor+span] and they share the span; equal estimates are equal
// chances.
func TestWinChances(t *testing.T) {
	out := make([]float64, 3)
	WinChances([]float64{10, 10, 10}, 2, 0.25, 0.75, out)
	for _, c := range out {
		if math.Abs(c-0.5) > 1e-12 {
			t.Fatalf("equal estimates: %v, want 0.25 + 0.75/3 each", out)
		}
	}
	lead := func(gap, temp float64) float64 {
		WinChances([]float64{20 + gap, 20, 20}, temp, 0.1, 0.85, out)
		sum := 0.0
		for _, c := range out {
			if c < 0.1 || c > 0.95 {
				t.Fatalf("a chance %v outside [0.1, 0.95]", c)
			}
			sum += c - 0.1
		}
		if math.Abs(sum-0.85) > 1e-9 {
			t.Fatalf("the chances above the floor add up to %v, want the span 0.85", sum)
		}
		return out[0]
	}
	if !(lead(1, 2) < lead(4, 2) && lead(4, 2) < lead(12, 2)) {
		t.Errorf("a longer lead is not a better chance: %v %v %v", lead(1, 2), lead(4, 2), lead(12, 2))
	}
	if !(lead(4, 8) < lead(4, 2)) {
		t.Errorf("the same lead with more to play (hotter) should be worth less: %v >= %v", lead(4, 8), lead(4, 2))
	}
	if c := lead(1e6, 1); math.Abs(c-0.95) > 1e-9 { // no overflow far ahead
		t.Errorf("far ahead: %v, want the ceiling 0.95", c)
	}
}

// TestTopSeats: the highest score wins; a tie is broken by each tiebreak in
// turn, and the seats still tied share the win, in seat order.
func TestTopSeats(t *testing.T) {
	second := []int{0, 5, 5, 1}
	third := []int{9, 2, 2, 9}
	for _, c := range []struct {
		name   string
		scores []int
		breaks []func(Seat) int
		want   []Seat
	}{
		{"none", nil, nil, nil},
		{"alone", []int{3, 7, 5}, nil, []Seat{1}},
		{"a tie shared", []int{7, 3, 7}, nil, []Seat{0, 2}},
		{"a tie broken", []int{4, 8, 8, 8}, []func(Seat) int{func(s Seat) int { return second[s] }}, []Seat{1, 2}},
		{"broken twice", []int{4, 8, 8, 8}, []func(Seat) int{func(s Seat) int { return second[s] }, func(s Seat) int { return third[s] }}, []Seat{1, 2}},
		{"the second break decides", []int{8, 1, 1, 8}, []func(Seat) int{func(s Seat) int { return 0 }, func(s Seat) int { return third[s] - int(s) }}, []Seat{0}},
		{"negative scores", []int{-5, -2, -9}, nil, []Seat{1}},
	} {
		got := TopSeats(c.scores, c.breaks...)
		if fmt.Sprint(got) != fmt.Sprint(c.want) {
			t.Errorf("%s: TopSeats(%v) = %v, want %v", c.name, c.scores, got, c.want)
		}
	}
}
