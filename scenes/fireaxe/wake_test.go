package fireaxe

import (
	"slices"
	"testing"

	"embers/rules"
	fx "embers/rules/fireaxe"
	"embers/scenes/play/playtest"
)

// Each seat's wake is the course of its longboat in its last turn: the
// places it launched to and sailed through since its turn began, in order,
// read from the events as they are animated; an undo or a load forgets
// them.
func TestWakeFollowsTheLastTurnsCourse(t *testing.T) {
	s, err := playtest.Session("fireaxe", []string{"easy", "easy"}, 2, 60)
	if err != nil {
		t.Fatal(err)
	}
	b := New(s)
	b.ClearMarks()
	want := map[int][]rules.Place{}
	for _, h := range s.Match.History {
		for _, e := range h.Events {
			e = e.For(rules.NoSeat)
			seat := int(e.Seat)
			switch d := e.Data.(type) {
			case fx.TurnBegan:
				want[int(d.Seat)] = nil
			case fx.Launched:
				want[seat] = append(want[seat], fx.PortPlace(d.Port))
			case fx.Sailed:
				want[seat] = append(want[seat], d.To)
			}
			b.Animate(e, 0)
		}
	}
	sailed := 0
	for seat, places := range want {
		got := b.wake.course[seat]
		if len(got) < len(places) || !slices.Equal(got[len(got)-len(places):], places) {
			t.Errorf("seat %d's wake %v, want it to end with its last turn's course %v", seat, got, places)
		}
		if len(got) > len(places)+1 {
			t.Errorf("seat %d's wake %v holds more than its start and its course %v", seat, got, places)
		}
		sailed += len(places)
	}
	if sailed == 0 {
		t.Fatal("no longboat launched or sailed in 60 moves: the test saw no wake")
	}
	b.ClearMarks()
	for seat := range fx.MaxSeats {
		if len(b.wake.course[seat]) != 0 {
			t.Fatalf("after ClearMarks seat %d's wake is %v", seat, b.wake.course[seat])
		}
	}
}
