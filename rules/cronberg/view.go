package cronberg

import (
	"math/rand/v2"
	"slices"

	"embers/rules"
)

// View returns the state as seat sees it: everything is public except the
// order of the face-down pile, which the view keeps in tile order.
func (s *State) View(seat rules.Seat) rules.State {
	v := *s
	v.masked, v.viewer = true, seat
	slices.Sort(v.pile[:v.pileN])
	return &v
}

// IsView reports whether the state is a view, and whose.
func (s *State) IsView() (bool, rules.Seat) { return s.masked, s.viewer }

// Determinize returns a playable state with the unseen rhombi shuffled by
// rng: the only thing nobody knows is the pile's order.
func (s *State) Determinize(seat rules.Seat, rng *rand.Rand) rules.State {
	d := *s
	d.masked, d.viewer = false, rules.NoSeat
	rng.Shuffle(int(d.pileN), func(i, j int) { d.pile[i], d.pile[j] = d.pile[j], d.pile[i] })
	return &d
}

// Observe returns m itself: every move is public (a drawn tile is turned
// face up for all).
func (s *State) Observe(m rules.Move, seat rules.Seat) rules.Move { return m }
