package game

import (
	"errors"
	"strings"
	"testing"

	"embers/game/gametest"
	"embers/rules"
)

func TestMatchPlayUndo(t *testing.T) {
	m := playedMatch(t, "take 3", "take 2")
	if m.State.ToMove() != 2 {
		t.Fatalf("to move %d, want seat 2", m.State.ToMove())
	}
	before := m.State.Dump()
	_, err := m.PlayText("take 3")
	if err != nil {
		t.Fatal(err)
	}
	if err := m.Undo(); err != nil {
		t.Fatal(err)
	}
	if m.State.Dump() != before || len(m.History) != 2 {
		t.Fatalf("after undo: %s (history %v), want %s", m.State.Dump(), m.Notations(), before)
	}
	m.Undo()
	m.Undo()
	if err := m.Undo(); !errors.Is(err, ErrNothingToUndo) {
		t.Fatalf("undo at start: %v", err)
	}
}

func TestMatchRefusesIllegalAndKeepsState(t *testing.T) {
	m := playedMatch(t, "take 3", "take 3", "take 3", "take 1") // 2 left
	before := m.State.Dump()
	_, err := m.PlayText("take 3")
	var ill *rules.IllegalMove
	if !errors.As(err, &ill) || ill.Rule != "2" {
		t.Fatalf("got %v, want an illegal move under rule 2", err)
	}
	if m.State.Dump() != before || len(m.History) != 4 {
		t.Fatalf("state changed by a refused move")
	}
	if _, err := m.PlayText("grab 1"); err == nil || !strings.Contains(err.Error(), "take <1-3>") {
		t.Fatalf("unreadable move: %v", err)
	}
}

func TestPlayAfterGameOver(t *testing.T) {
	m, _ := NewMatch(gametest.Game, rules.Setup{Players: 2, Seed: 0}) // pile 10
	for _, mv := range []string{"take 3", "take 3", "take 3", "take 1"} {
		if _, err := m.PlayText(mv); err != nil {
			t.Fatal(err)
		}
	}
	if !m.State.Result().Over {
		t.Fatal("game not over")
	}
	if _, err := m.PlayText("take 1"); err == nil || !strings.Contains(err.Error(), "over") {
		t.Fatalf("got %v", err)
	}
}

// A match started without a new-game screen (the rules console, a test)
// gives each seat its own colour, so a game saved there shows the seats
// apart when the window continues it.
func TestNewMatchColoursSeatsApart(t *testing.T) {
	m := playedMatch(t)
	for i, s := range m.Seats {
		if s.Colour != i {
			t.Fatalf("seat %d has colour %d: %+v", i, s.Colour, m.Seats)
		}
	}
}

// playedMatch is a game of the test game (3 players, a pile of 12) after moves.
func playedMatch(t *testing.T, moves ...string) *Match {
	t.Helper()
	m, err := NewMatch(gametest.Game, rules.Setup{Players: 3, Seed: 2}) // pile 12
	if err != nil {
		t.Fatal(err)
	}
	for _, mv := range moves {
		if _, err := m.PlayText(mv); err != nil {
			t.Fatalf("play %q: %v", mv, err)
		}
	}
	return m
}
