package fireaxe

import (
	"math"
	"testing"

	"embers/rules"
	fx "embers/rules/fireaxe"
	"embers/scenes/play/playtest"
)

// A longboat launched from the Wintering box glides out of the box and
// ends its animation on the place the event names.
func TestSailingEndsWhereTheEventSays(t *testing.T) {
	s, err := playtest.Session("fireaxe", []string{"easy", "easy"}, 2, 0)
	if err != nil {
		t.Fatal(err)
	}
	m, ok := playtest.MoveWith(t, s, "launch", 80)
	if !ok {
		t.Fatal("no longboat launched within 80 moves")
	}
	b := New(s)
	b.Reset(s.Match.State.View(rules.NoSeat), rules.NoSeat)
	evs, err := s.Match.State.Clone().Apply(m)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range evs {
		if e.Kind != fx.EvLaunch {
			continue
		}
		seat := int(e.Seat)
		start := b.boatDrawnAt(seat)
		if start != winterSpot(seat) {
			t.Fatalf("before launching, seat %d's longboat is drawn at %v, not in the Wintering box", seat, start)
		}
		b.Animate(e, 20)
		for i := 0; b.Busy() && i < 200; i++ {
			b.Tick()
		}
		want, ok := b.pieces.boatSpot(b.v, seat, map[int]rules.Place{seat: e.Places[0]})
		got := b.boatDrawnAt(seat)
		if !ok || math.Hypot(got.X-want.X, got.Y-want.Y) > 1e-9 || b.sailing != -1 {
			t.Fatalf("the launch to %s ends at %v, want %v", e.Places[0], got, want)
		}
		return
	}
	t.Fatal("the launch move has no launch event")
}
