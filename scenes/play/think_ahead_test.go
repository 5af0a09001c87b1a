package play

import (
	"testing"

	"embers/scenes/play/playtest"
	"embers/scenes/ui"
)

// TestTheComputerThinksWhileTheBoardAnimates: after a move with many
// events, the next computer seat's search starts while the events still
// animate, not once they have ended; with NoAI it does not start.
func TestTheComputerThinksWhileTheBoardAnimates(t *testing.T) {
	for _, noAI := range []bool{false, true} {
		s, m := spreadingSession(t)
		app := playtest.NewApp()
		sc := NewWith(app, s, Options{NoAI: noAI})
		if err := sc.Play(app, m); err != nil {
			t.Fatal(err)
		}
		app.Step(sc, ui.Input{})
		if !sc.Animating() {
			t.Fatal("the move's events no longer animate after one tick")
		}
		started := s.Thinking() || func() bool { _, ok := s.Thought(); return ok }()
		if started == noAI {
			t.Errorf("NoAI %v: the search started during the animation: %v", noAI, started)
		}
		sc.Close()
	}
}
