package burnttoashes

import (
	"math/rand/v2"
	"testing"

	"embers/rules"
)

// The Abb. 4 deduction in every determinization, on a position written by
// hand: year 4 holds the tiles 4 (yellow), 5, 6 and 7 (red); the 1-3 are
// out of play. Space a holds the 5, b the 4, c the 6 (turned up), d the 7,
// which Red's Scout has seen. Red can tell every tile: a is the 5, b the
// 4. Blue knows the 6 is gone and the yellow is the 4, but not which red
// is where: a and d are dealt the 5 and the 7, both ways round, and
// nothing else. An onlooker deduces as Blue does.
func TestDeterminizeDealsOnlyPossibleTiles(t *testing.T) {
	s := newGame(t, 2, "", 9)
	playUntil(t, s, atTask(tkPawn))
	s.c.Year = 4
	s.c.Slot, s.c.Red = [Paths]int8{5, 4, 6, 7}, [Paths]bool{true, false, true, true}
	s.c.Shown, s.c.Seen = [Paths]bool{false, false, true, false}, [Paths]uint8{0, 0, 0, bit(0)}
	mustCheck(t, s)
	rng := rand.New(rand.NewPCG(4, 4))
	for seat := rules.Seat(-1); seat < 2; seat++ {
		ways := map[[Paths]int8]int{}
		for range 60 {
			d := s.View(seat).Determinize(seat, rng).(*State)
			ways[d.c.Slot]++
		}
		want := map[[Paths]int8]bool{{5, 4, 6, 7}: true, {7, 4, 6, 5}: seat != 0}
		for slots, n := range ways {
			if !want[slots] {
				t.Errorf("seat %d: tiles dealt as %v (%d times), which its view rules out", seat, slots, n)
			}
		}
		for slots, ok := range want {
			if ok && ways[slots] == 0 {
				t.Errorf("seat %d: tiles never dealt as %v, which its view allows", seat, slots)
			}
		}
	}
}
