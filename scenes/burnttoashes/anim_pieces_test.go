package burnttoashes

import (
	"testing"

	"embers/rules"
	ba "embers/rules/burnttoashes"
	"embers/scenes/play"
	"embers/scenes/play/playtest"
)

// TestTurnedTileAndWoundLandAtTheEnd: the dragon tile turns to the value
// the event carries only once the flip is over, and a hit's wound is
// counted when its flare ends, not before; once turned the table shows
// what each offering held.
func TestTurnedTileAndWoundLandAtTheEnd(t *testing.T) {
	s, err := playtest.Session("burnttoashes", []string{"easy", "easy"}, 2, 0)
	if err != nil {
		t.Fatal(err)
	}
	b := play.NewWith(playtest.NewApp(), s, play.Options{NoAI: true, Instant: true}).Board().(*Board)
	b.Reset(s.Match.State.View(0), 0)
	space := rules.Place(ba.SpacePlace(1))
	b.Animate(rules.Event{Kind: ba.EvDragonTurned, Seat: -1, Text: "The dragon tile shows 6", Places: []rules.Place{space, "offering"}, Data: ba.Turned{Path: 1, Face: 6, Gave: [ba.MaxPlayers]int{2, 3}}}, 20)
	if !b.Busy() {
		t.Fatal("the tile's turn is not animated")
	}
	for range 8 {
		b.Tick()
	}
	if b.m.Slot[1] != 0 || b.m.Shown[1] {
		t.Fatalf("half turned, the tile already shows %d", b.m.Slot[1])
	}
	for i := 0; b.Busy() && i < 200; i++ {
		b.Tick()
	}
	if b.m.Slot[1] != 6 || !b.m.Shown[1] {
		t.Fatalf("turned, the tile shows %d (shown %v), want 6", b.m.Slot[1], b.m.Shown[1])
	}
	if b.m.Gave[0] != 2 || b.m.Gave[1] != 3 { // the table read 0 gold each until the move's last event
		t.Fatalf("turned, the table holds %v, want 2 and 3", b.m.Gave[:2])
	}
	hits := b.m.Hits
	b.Animate(rules.Event{Kind: ba.EvDragonHit, Seat: 0, Text: "a hit", Places: []rules.Place{"dragon"}, Data: ba.DragonHit{Province: 0, Hit: hits + 1}}, 20)
	if b.m.Hits != hits {
		t.Fatal("the wound counted before its flare")
	}
	for i := 0; b.Busy() && i < 200; i++ {
		b.Tick()
	}
	if b.m.Hits != hits+1 {
		t.Fatalf("after the flare the dragon has %d wounds, want %d", b.m.Hits, hits+1)
	}
}
