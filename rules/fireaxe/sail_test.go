package fireaxe

import (
	"slices"
	"testing"
)

// Difficult sailing with the starting wind (+1 South, −1 North): the North
// has 4−1 = 3 clear sailing days. From Norway: the North Sea (West, day 1),
// the Norwegian Sea (North, day 2), the Atlantic (North, day 3, within 3),
// Iceland (North, day 4: the first day beyond, 1 loss), the Atlantic again
// (day 5: the second day beyond, 1 loss).
func TestDifficultSailingNorth(t *testing.T) {
	s := newTest(t, 2, "")
	at(t, s, "norway", 4, [3]int{1, 0, 0})
	play(t, s, "sail northsea", "sail norwegian", "sail atlantic")
	if s.Phase != phTurn {
		t.Fatal("losses within the clear sailing days")
	}
	play(t, s, "sail iceland")
	if s.Phase != phLoss || s.Turn.Losses != 1 {
		t.Fatalf("day 4 in the North: phase %d, losses %d; want 1 loss due", s.Phase, s.Turn.Losses)
	}
	if got := legalText(s); !slices.Equal(got, []string{"lose crew", "lose furs"}) {
		t.Fatalf("loss choices %v", got)
	}
	play(t, s, "lose furs", "sail atlantic", "lose crew")
	if b := s.boat(); b.Crew != 3 || b.Load() != 3 || s.Goods[0] != 11 || s.Supply[0] != 12 {
		t.Fatalf("after two losses: %+v, furs in supply %d, crew at home %d", *b, s.Goods[0], s.Supply[0])
	}
}

// Sailing days count from the first zone: three days in the East (limit
// 5), then Norway, a port of the West, on day 4: one day beyond the West's 3.
func TestSailingDaysCountAcrossZones(t *testing.T) {
	s := newTest(t, 2, "")
	at(t, s, "norway", 2, [3]int{})
	play(t, s, "sail skagerrak", "sail baltic", "sail skagerrak")
	if s.Phase != phTurn {
		t.Fatal("a loss within the limits")
	}
	play(t, s, "sail norway")
	if s.Phase != phLoss || s.Turn.Losses != incidentLosses(1) {
		t.Fatalf("day 4 in the West: phase %d, losses %d", s.Phase, s.Turn.Losses)
	}
}

// The last crewman is lost only when no goods are left to lose; then the
// longboat is crewless: to the Wintering box, goods gone, the turn over.
func TestLastCrewmanLostLast(t *testing.T) {
	s := newTest(t, 2, "")
	at(t, s, "atlantic", 1, [3]int{0, 0, 1})
	s.Turn.Days, s.Turn.Sailed = 3, 3
	play(t, s, "sail iceland") // day 4 in the North: 1 beyond, 1 loss
	if got := legalText(s); !slices.Equal(got, []string{"lose tusks"}) {
		t.Fatalf("with one crewman and a good: %v, want only the good", got)
	}
	play(t, s, "lose tusks")
	s2 := newTest(t, 2, "")
	at(t, s2, "atlantic", 1, [3]int{})
	s2.Turn.Days, s2.Turn.Sailed = 3, 3
	play(t, s2, "sail iceland", "lose crew")
	if s2.Boats[0].At != inWinter || s2.Boats[0].Crew != 0 || s2.Seat != 1 {
		t.Fatalf("crewless longboat: %+v, seat %d to move", s2.Boats[0], s2.Seat)
	}
}

// Calm Seas adds 2 days to every zone; turning the wind moves the sectors.
func TestCalmAndWind(t *testing.T) {
	s := newTest(t, 2, "")
	hand(t, s, 0, "calm")
	at(t, s, "northsea", 2, [3]int{})
	play(t, s, "play calm wind cw") // +1 now blows West; the North gets 0, the East −1
	if s.clearDays(0) != 4+0+2 || s.clearDays(1) != 5-1+2 || s.clearDays(3) != 3+1+2 {
		t.Fatalf("North %d, East %d, West %d; want 6, 6 and 6", s.clearDays(0), s.clearDays(1), s.clearDays(3))
	}
}
