package burnttoashes

import (
	"strings"
	"testing"

	"embers/rules"
)

// The regent lays the dragon tiles knowing their colours, not their
// numbers ("Ereignisphase": "Er kennt nicht die genauen Zahlen, kann jedoch
// auf die Farben achten"): while the layout is to be chosen, no seat, and
// no onlooker, sees a tile's value on a space.
func TestLayoutHidesTheTilesValues(t *testing.T) {
	for _, players := range []int{1, 4, 6} {
		s := newGame(t, players, "", 7)
		playUntil(t, s, func(s *State) bool { return s.c.Year == 2 && atTask(tkLayout)(s) })
		if s.ToMove() != rules.Seat(s.c.Regent) {
			t.Fatalf("%d players: the layout waits for seat %d, not the regent %d", players, s.ToMove(), s.c.Regent)
		}
		full := 0
		for i := range Paths {
			if s.c.Slot[i] > 0 {
				full++
			}
		}
		if full == 0 {
			t.Fatalf("%d players: the position holds no old tile values; the test shows nothing", players)
		}
		for seat := rules.Seat(-1); int(seat) < players; seat++ {
			v := s.View(seat).(*State)
			look := v.Look()
			for i := range Paths {
				if v.c.Slot[i] != 0 || look.Slot[i] != 0 {
					t.Errorf("%d players: seat %d sees %d on space %s while the regent lays the tiles", players, seat, v.c.Slot[i], pathID[i])
				}
			}
			if got := v.DescribePlace(spacePlace[0]); !strings.Contains(got, "face down") {
				t.Errorf("%d players: seat %d reads %q for the space while the regent lays the tiles", players, seat, got)
			}
		}
		// The layout itself is decided on colours only: once laid, the
		// tiles are face down to everyone.
		m := s.Legal(nil)[0]
		if _, err := s.Apply(m); err != nil {
			t.Fatal(err)
		}
		for seat := rules.Seat(-1); int(seat) < players; seat++ {
			v := s.View(seat).(*State)
			for i := range Paths {
				if v.c.Slot[i] != 0 {
					t.Errorf("%d players: seat %d sees %d on space %s after the layout", players, seat, v.c.Slot[i], pathID[i])
				}
			}
		}
	}
}
