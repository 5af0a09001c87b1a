package ai

import "testing"

// TestWorkersKeepTheSeed: with two workers the iteration budget is shared
// out and spent in full, and the same seed gives the same decision every
// time, however the goroutines were scheduled; two states that look the
// same to the seat still give the same decision.
func TestWorkersKeepTheSeed(t *testing.T) {
	cfg := DefaultConfig(Hard)
	cfg.MaxTime, cfg.Workers, cfg.Iterations = 0, 2, 1001
	a := bidsAfterFirstBid(t, 8)
	b := hiddenTwin(t, a, 1)
	first := NewWithConfig(Hard, 7, cfg).Choose(a, 1)
	if first.Iterations != 1001 {
		t.Fatalf("two workers ran %d iterations of a budget of 1001", first.Iterations)
	}
	for i := range 6 {
		s := a
		if i%2 == 1 {
			s = b
		}
		d := NewWithConfig(Hard, 7, cfg).Choose(s, 1)
		if d.Move != first.Move || d.Value != first.Value || d.Iterations != first.Iterations {
			t.Fatalf("run %d decided %s (%.5f), the first run %s (%.5f): the same seed must give the same move",
				i, s.FormatMove(d.Move), d.Value, s.FormatMove(first.Move), first.Value)
		}
	}
}

// TestWorkersPlayAsWell: hard with its budget split over two workers still
// never loses a tic-tac-toe game to random and blocks a threat.
func TestWorkersPlayAsWell(t *testing.T) {
	cfg := DefaultConfig(Hard)
	cfg.MaxTime, cfg.Workers = 0, 2
	w, _, l := duel(t, NewWithConfig(Hard, 41, cfg), New(Random, 42), 40)
	if l > 0 || w < 30 {
		t.Errorf("hard on two workers against random: %d wins, %d losses of 40", w, l)
	}
	s := tttPosition(t, "XX./.O./...")
	if d := NewWithConfig(Hard, 5, cfg).Choose(s, s.ToMove()); s.FormatMove(d.Move) != "c1" {
		t.Errorf("hard on two workers played %s, not the block c1", s.FormatMove(d.Move))
	}
}

// TestWideningCapsChildren: with progressive widening the root of an empty
// tic-tac-toe board searches at most 1 + 0.5·√100 = 6 of its 9 moves in 100
// iterations; without it, all 9.
func TestWideningCapsChildren(t *testing.T) {
	for _, c := range []struct {
		widening float64
		want     int
	}{{0.5, 6}, {0, 9}} {
		cfg := DefaultConfig(Hard)
		cfg.MaxTime, cfg.Iterations, cfg.Widening = 0, 100, c.widening
		p := NewWithConfig(Hard, 1, cfg)
		s := tttPosition(t, ".../.../...")
		p.Choose(s, 0)
		tr := &p.workers[0].trees[0]
		n := 0
		for ch := tr.nodes[0].child; ch >= 0; ch = tr.nodes[ch].next {
			n++
		}
		if (c.widening > 0 && (n > c.want || n < 2)) || (c.widening == 0 && n != c.want) {
			t.Errorf("widening %.1f: the root searched %d moves, want %d", c.widening, n, c.want)
		}
	}
}
