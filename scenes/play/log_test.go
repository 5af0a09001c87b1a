package play

import (
	"slices"
	"testing"

	"embers/rules"
	"embers/scenes/kit"
	"embers/scenes/play/playtest"
	"embers/scenes/ui"
)

// pointedAt is what the scene last asked the fake board to ring.
var pointedAt []rules.Place

func (f *fakeBoard) PointAt(places []rules.Place) { pointedAt = places }

// TestHoveredLogLinePointsAtItsPlaces: resting the mouse on a log line
// hands the board the places of that line's event — for the lines the
// scene opened with and for those a move just added.
func TestHoveredLogLinePointsAtItsPlaces(t *testing.T) {
	s, m := spreadingSession(t)
	app := playtest.NewApp()
	sc := NewWith(app, s, Options{NoAI: true})
	if err := sc.Play(app, m); err != nil {
		t.Fatal(err)
	}
	app.Step(sc, ui.Input{AnyKey: true}) // every line of the move is in the log
	want := s.LogLines(rules.NoSeat)
	if len(sc.log.lines) != len(want) {
		t.Fatalf("the log shows %d lines, the session has %d", len(sc.log.lines), len(want))
	}
	// One wrapped row per line, the oldest at the top of a tall log.
	sc.log.rect = kit.Rect{X: 0, Y: 0, W: 5000, H: logLineH * float64(len(want))}
	sc.log.wrap(100000)
	sc.log.first = 0
	named := 0
	for i, line := range want {
		app.Step(sc, ui.Input{MouseX: 10, MouseY: logLineH*float64(i) + 5, MouseMoved: true})
		got, ok := sc.HoveredLine()
		if !ok || got.Text != line.Text {
			t.Fatalf("row %d hovers %q, want %q", i, got.Text, line.Text)
		}
		if !slices.Equal(pointedAt, line.Places) {
			t.Fatalf("hovering %q points at %v, want %v", line.Text, pointedAt, line.Places)
		}
		if len(line.Places) > 0 {
			named++
		}
	}
	if named < len(want)/2 {
		t.Errorf("only %d of %d lines name a place", named, len(want))
	}
	app.Step(sc, ui.Input{MouseX: 10, MouseY: -50, MouseMoved: true})
	if pointedAt != nil {
		t.Errorf("with the mouse off the log the board still points at %v", pointedAt)
	}
}
