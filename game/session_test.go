package game

import (
	"strings"
	"testing"
	"time"

	"embers/config"
	"embers/game/gametest"
	"embers/rules"
)

// secretNim is Nim marked as a game with secrets, so the hot-seat handoff
// can be tested without a real game.
type secretNim struct{ rules.Game }

func (g secretNim) Info() rules.Info {
	i := g.Game.Info()
	i.Secrets = true
	return i
}

func nimSession(t *testing.T, levels ...string) *Session {
	t.Helper()
	return sessionOf(t, gametest.Game, levels...)
}

func sessionOf(t *testing.T, g rules.Game, levels ...string) *Session {
	t.Helper()
	seats := make([]SeatInfo, len(levels))
	for i, l := range levels {
		seats[i] = SeatInfo{Level: l, Name: []string{"Anna", "Bo", "Cy", "Di"}[i], Colour: i}
	}
	s, err := NewSession(g, rules.Setup{Players: len(levels), Seed: 2}, seats, Options{}) // pile 12
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func playText(t *testing.T, s *Session, text string) {
	t.Helper()
	mv, err := s.Match.State.ParseMove(text)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := s.Play(mv); err != nil {
		t.Fatalf("play %q: %v", text, err)
	}
}

func TestSessionLogNamesAndViewer(t *testing.T) {
	s := sessionOf(t, secretNim{gametest.Game}, "", "random", "")
	if v := s.Viewer(); v != 0 {
		t.Fatalf("viewer at start %d, want 0", v)
	}
	if !s.NeedsHandoff() {
		t.Fatal("two people play and nobody has the screen yet: a handoff is due")
	}
	s.HandoffDone()
	if s.NeedsHandoff() {
		t.Fatal("handoff still due after HandoffDone")
	}
	playText(t, s, "take 3")
	if v := s.Viewer(); v != rules.NoSeat || s.NeedsHandoff() {
		t.Fatalf("computer to move with two people at the table: viewer %d (want the public view), handoff %v", v, s.NeedsHandoff())
	}
	playText(t, s, "take 1")
	if v := s.Viewer(); v != 2 || !s.NeedsHandoff() {
		t.Fatalf("Cy to move: viewer %d, handoff %v", v, s.NeedsHandoff())
	}
	log := s.Log(2)
	if len(log) != 2 || log[0] != "Anna takes 3" || log[1] != "Bo takes 1" {
		t.Fatalf("log %q", log)
	}
}

// A game without secrets never asks people to hand the screen over: they
// take turns at the board, which shows the person to move.
func TestNoHandoffWithoutSecrets(t *testing.T) {
	s := nimSession(t, "", "random", "")
	for _, text := range []string{"", "take 3", "take 1"} {
		if text != "" {
			playText(t, s, text)
		}
		if s.NeedsHandoff() {
			t.Fatalf("after %q: Nim hides nothing, yet a handoff is due", text)
		}
		if to := s.ToMove(); s.IsHuman(to) && s.Viewer() != to {
			t.Fatalf("after %q: %d is to move but the screen shows %d", text, to, s.Viewer())
		}
	}
}

func TestViewerWithOnePersonStaysOnThem(t *testing.T) {
	s := nimSession(t, "random", "", "random")
	if v := s.Viewer(); v != 1 || s.NeedsHandoff() {
		t.Fatalf("one person at the table: viewer %d (want Bo, 1), handoff %v", v, s.NeedsHandoff())
	}
	playText(t, s, "take 1")
	playText(t, s, "take 1")
	if v := s.Viewer(); v != 1 {
		t.Fatalf("computer to move after Bo: viewer %d, want Bo (1): nobody else shares the screen", v)
	}
}

func TestThinkPlaysTheSameMoveOnReplay(t *testing.T) {
	noTimeCap(t)
	first := func() rules.Move {
		s := nimSession(t, "", "hard")
		playText(t, s, "take 1")
		if err := s.Think(1, config.AIConfig{ThinkMsCap: 5000}); err != nil {
			t.Fatal(err)
		}
		deadline := time.Now().Add(10 * time.Second)
		for time.Now().Before(deadline) {
			if mv, ok := s.Thought(); ok {
				return mv
			}
			time.Sleep(time.Millisecond)
		}
		t.Fatal("the AI gave no move within 10 s")
		return 0
	}
	a, b := first(), first()
	if a != b || a < 1 || a > 3 {
		t.Fatalf("moves %d and %d: want the same legal move", a, b)
	}
}

func TestThinkRefusesHumanAndWrongSeat(t *testing.T) {
	s := nimSession(t, "", "easy")
	if err := s.Think(0, config.AIConfig{}); err == nil {
		t.Fatal("Think for a person's seat worked")
	}
	if err := s.Think(1, config.AIConfig{}); err == nil {
		t.Fatal("Think for a seat not to move worked")
	}
	if _, ok := s.Thought(); ok {
		t.Fatal("a thought without a search")
	}
}

func TestNewSessionRefusesAnUnknownLevel(t *testing.T) {
	seats := []SeatInfo{{Name: "Anna"}, {Level: "godlike"}}
	_, err := NewSession(gametest.Game, rules.Setup{Players: 2}, seats, Options{})
	if err == nil || !strings.Contains(err.Error(), `seat 2: unknown AI level "godlike"`) {
		t.Fatalf("got %v", err)
	}
}
