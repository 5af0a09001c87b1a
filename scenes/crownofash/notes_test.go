package crownofash

import (
	"testing"

	"embers/rules"
	ca "embers/rules/crownofash"
	"embers/scenes/play/playtest"
)

// TestSpaceNotesOnlyForThePlacer: the worker spaces' notes show while the
// seat at the screen places a minion, never to a seat watching another's
// placement, and never while something moves.
func TestSpaceNotesOnlyForThePlacer(t *testing.T) {
	s, err := playtest.Session("crownofash", []string{"", "easy", "easy"}, 2, 0)
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := playtest.MoveWith(t, s, "gather", 50); !ok {
		t.Fatal("no gather came up")
	}
	seat := s.ToMove()
	b := New(s)
	b.Reset(s.Match.State.View(seat), seat)
	v, ok := b.placing()
	if !ok {
		t.Fatal("no notes for the seat placing a minion")
	}
	if note, _ := v.SpaceNote(ca.GoldPlace); note == "" {
		t.Error("the gold space says nothing")
	}
	other := rules.Seat((int(seat) + 1) % 3)
	b.Reset(s.Match.State.View(other), other)
	if _, ok := b.placing(); ok {
		t.Error("a seat watching another's placement is shown its notes")
	}
}
