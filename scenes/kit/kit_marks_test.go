package kit

import (
	"slices"
	"testing"

	"embers/rules"
	"embers/scenes/play/playtest"
)

// captionLayers builds no animation: Animate's marks are all the test sees.
type captionLayers struct{ anyLayers }

func (captionLayers) Build(rules.Event, int) (*Anim, string) { return nil, "" }

// pickyLayers marks only events whose kind is "marks", on their first place.
type pickyLayers struct{ captionLayers }

func (pickyLayers) MarkPlaces(e rules.Event) ([]rules.Place, bool) {
	switch e.Kind {
	case "marks":
		return e.Places[:1], true
	case "pass":
		return nil, true
	}
	return nil, false
}

// The kit marks a seat's last move from the places its events name, for
// every board: by default every event of a player's seat that names
// places, the last one standing; a board's MarkPicker chooses which events
// and places (none: cleared); an event of the game itself, or of a seat
// beyond the players, marks nothing.
func TestKitMarksTheLastMoveFromTheEvents(t *testing.T) {
	s, err := playtest.Session("trekronor", []string{"easy", "easy", "easy"}, 1, 0)
	if err != nil {
		t.Fatal(err)
	}
	ev := func(kind string, seat rules.Seat, places ...rules.Place) rules.Event {
		return rules.Event{Kind: kind, Seat: seat, Places: places, Secret: rules.NoSeat}
	}
	k := NewKit(captionLayers{}, s, Rect{})
	k.Animate(ev("a", 1, "d1", "d2"), 0)
	k.Animate(ev("b", rules.NoSeat, "B2"), 0)
	k.Animate(ev("c", 7, "e5"), 0)
	if !slices.Equal(k.Marks[1], []rules.Place{"d1", "d2"}) || k.Marks[7] != nil {
		t.Fatalf("default marks: seat 1 %v, seat 7 %v; want [d1 d2] and none", k.Marks[1], k.Marks[7])
	}
	k.Animate(ev("told", 1), 0)
	if !slices.Equal(k.Marks[1], []rules.Place{"d1", "d2"}) {
		t.Fatalf("a seat's event without places changed its marks to %v; want them kept", k.Marks[1])
	}

	k = NewKit(pickyLayers{}, s, Rect{})
	k.Animate(ev("marks", 2, "h3", "h4"), 0)
	k.Animate(ev("quiet", 2, "A1"), 0)
	if !slices.Equal(k.Marks[2], []rules.Place{"h3"}) {
		t.Fatalf("the board's picker: seat 2 marked %v, want [h3]", k.Marks[2])
	}
	k.Animate(ev("pass", 2), 0)
	if k.Marks[2] != nil {
		t.Fatalf("the board's picker clears the marks on a pass; seat 2 still marks %v", k.Marks[2])
	}
}
