package game

import (
	"errors"
	"math/rand/v2"
	"regexp"
	"slices"
	"strings"
	"testing"

	"embers/config"
	"embers/rules"
	"embers/rules/trekronor"
)

func played(t *testing.T, s *Session, moves ...string) {
	t.Helper()
	for _, m := range moves {
		playText(t, s, m)
	}
}

func TestUndoOwnMoveTakesBackTheComputerMovesToo(t *testing.T) {
	s := nimSession(t, "", "easy", "easy")
	start := s.Match.State.Dump()
	played(t, s, "take 3", "take 1", "take 1")
	if n := s.UndoSteps(0); n != 3 {
		t.Fatalf("undo steps %d, want 3 (Anna's move and both computer moves)", n)
	}
	if err := s.Undo(0); err != nil {
		t.Fatal(err)
	}
	if s.Match.State.Dump() != start || len(s.Match.History) != 0 || s.ToMove() != 0 {
		t.Fatalf("after undo: %s, history %v", s.Match.State.Dump(), s.Match.Notations())
	}
	if got := s.Undone(); !strings.HasPrefix(got, "Taken back: ") || !strings.HasSuffix(got, ", and the 2 moves after it.") {
		t.Errorf("the undo says %q, want what it took back: the first move and the 2 after it", got)
	}
	played(t, s, "take 1")
	if s.Undone() != "" {
		t.Errorf("after a new move the undo still says %q", s.Undone())
	}
	if err := s.Undo(0); err != nil {
		t.Fatal(err)
	}
	if err := s.Undo(0); !errors.Is(err, ErrNothingToUndo) {
		t.Fatalf("undo at the start: %v", err)
	}
}

func TestUndoStopsAtAnotherPerson(t *testing.T) {
	s := nimSession(t, "", "", "easy")
	played(t, s, "take 3", "take 1", "take 1")
	ok, why := s.CanUndo(0)
	if ok || !strings.Contains(why, "Bo has moved") {
		t.Fatalf("Anna may undo past Bo's move: %v %q", ok, why)
	}
	if err := s.Undo(0); err == nil || len(s.Match.History) != 3 {
		t.Fatalf("refused undo changed the game or gave no error: %v", err)
	}
	if err := s.Undo(1); err != nil || len(s.Match.History) != 1 || s.ToMove() != 1 {
		t.Fatalf("Bo's own undo: %v, history %v", err, s.Match.Notations())
	}
}

func TestUndoStopsAtAReveal(t *testing.T) {
	s := nimSession(t, "", "easy", "easy")
	played(t, s, "take 3", "take 1", "take 1")
	s.Match.History[1].Reveal = true // as if Bo's move turned a card over
	ok, why := s.CanUndo(0)
	if ok || !strings.Contains(why, "something hidden came to light or chance decided (Bo's move take 1)") {
		t.Fatalf("undo past a reveal: %v %q", ok, why)
	}
	s.Match.History[1].Reveal = false
	s.Match.History[0].Reveal = true // Anna's own move revealed something
	if ok, _ := s.CanUndo(0); ok {
		t.Fatal("undo of a move that itself revealed something")
	}
}

func TestUndoRefusals(t *testing.T) {
	s := nimSession(t, "easy", "")
	if ok, why := s.CanUndo(1); ok || !strings.Contains(why, "no move to undo") {
		t.Fatalf("at the start: %v %q", ok, why)
	}
	played(t, s, "take 2")
	if ok, why := s.CanUndo(1); ok || !strings.Contains(why, "not made a move yet") {
		t.Fatalf("before Bo moved: %v %q", ok, why)
	}
	if ok, why := s.CanUndo(0); ok || !strings.Contains(why, "computer") {
		t.Fatalf("undo for a computer seat: %v %q", ok, why)
	}
}

func TestTrainingUndoGoesPastEverything(t *testing.T) {
	s := nimSession(t, "", "", "easy")
	s.Options.Training = true
	played(t, s, "take 3", "take 1", "take 1", "take 2")
	s.Match.History[2].Reveal = true
	// Anna's last decision is move 4: one step.
	if err := s.Undo(0); err != nil || len(s.Match.History) != 3 {
		t.Fatalf("first training undo: %v, history %v", err, s.Match.Notations())
	}
	s.Match.History[2].Reveal = true // the replay recomputes it; set again
	// Next: back before Anna's move 1, past Bo's move and the reveal.
	if err := s.Undo(0); err != nil || len(s.Match.History) != 0 {
		t.Fatalf("second training undo: %v, history %v", err, s.Match.Notations())
	}
	// Nobody has moved: Bo steps back one move at a time.
	played(t, s, "take 1")
	if err := s.Undo(1); err != nil || len(s.Match.History) != 0 {
		t.Fatalf("training undo by a person who has not moved: %v", err)
	}
}

func TestUndoCancelsThinking(t *testing.T) {
	s := nimSession(t, "", "hard")
	played(t, s, "take 1")
	if err := s.Think(1, config.AIConfig{ThinkMsCap: 5000}); err != nil {
		t.Fatal(err)
	}
	if err := s.Undo(0); err != nil {
		t.Fatal(err)
	}
	if _, ok := s.Thought(); ok || s.Thinking() {
		t.Fatal("a search started before the undo still answers")
	}
}

// TestUndoRefusalSaysWhyInWords: a Tre Kronor table where another seat's
// spread marker sent the pile to be checked since the person's move: the
// refusal tells what came to light as the log does, points to Training, and
// names no move number or notation.
func TestUndoRefusalSaysWhyInWords(t *testing.T) {
	seats := []SeatInfo{{Name: "Anna"}, {Name: "Bo", Level: "random"}, {Name: "Cy", Level: "random"}}
	s, err := NewSession(trekronor.Game, rules.Setup{Players: 3, Seed: 3}, seats, Options{})
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(1, 2))
	for range 500 {
		legal := s.Match.State.Legal(nil)
		if _, err := s.Play(legal[rng.IntN(len(legal))]); err != nil {
			t.Fatal(err)
		}
		last := s.Match.History[len(s.Match.History)-1]
		if last.Seat == 0 || !last.Reveal || !slices.ContainsFunc(s.Match.History, func(p Played) bool { return p.Seat == 0 }) {
			continue
		}
		ok, why := s.CanUndo(0)
		if ok {
			continue // Anna's last move came after it
		}
		if !strings.Contains(why, "checks the pile") || !strings.Contains(why, "Training") || regexp.MustCompile(`move \d|spread [A-C1-3?]`).MatchString(why) {
			t.Fatalf("the refusal reads %q", why)
		}
		return
	}
	t.Fatal("no reveal by another seat came after Anna's move")
}
