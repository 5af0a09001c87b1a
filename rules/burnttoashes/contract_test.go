package burnttoashes

import (
	"errors"
	"strings"
	"testing"

	"embers/rules"
	"embers/rules/rulestest"
)

// The words for places and moves read over whole games, every seat's view.
func TestWords(t *testing.T) {
	for _, setup := range []rules.Setup{{Players: 1}, {Players: 4, Variant: "mode=semi"}} {
		if err := rulestest.Words(Game, setup, 3); err != nil {
			t.Fatal(err)
		}
	}
}

// Bad notation gets an error that shows the forms; a move not legal now
// gets a reason and a section.
func TestBadNotation(t *testing.T) {
	s := newGame(t, 2, "", 1)
	for _, text := range []string{"", "claim z9", "order a1 KXQ", "lay 5", "pawn e", "farmer 9 1", "crown", "dance"} {
		if _, err := s.ParseMove(text); err == nil || !strings.Contains(err.Error(), "claim a1") {
			t.Errorf("%q: want an error listing the forms, got %v", text, err)
		}
	}
	m, _ := s.ParseMove("buy a1")
	_, err := s.Apply(m)
	var ill *rules.IllegalMove
	if !errors.As(err, &ill) || ill.Rule != "setup" || !strings.Contains(ill.Reason, "claim") {
		t.Fatalf("buying during the claims: %v", err)
	}
}

// Every move of a game reads back from its notation, and a save taken
// mid-game plays on to the same end.
func TestSaveRoundTrip(t *testing.T) {
	s := newGame(t, 3, "mode=semi,start", 21)
	playUntil(t, s, func(s *State) bool { return s.c.Year == 2 && s.top().K == tkBuy })
	back, err := Game.Decode(s.Encode())
	if err != nil {
		t.Fatal(err)
	}
	b := back.(*State)
	for range 400 {
		if s.c.Over {
			break
		}
		m := s.Legal(nil)[0]
		if s.ToMove() == rules.Chance {
			m = s.Roll()
		}
		if err := s.Play(m); err != nil {
			t.Fatal(err)
		}
		if err := b.Play(m); err != nil {
			t.Fatal(err)
		}
	}
	if string(s.Encode()) != string(b.Encode()) {
		t.Fatal("the decoded game went another way")
	}
	for _, bad := range []string{`{"format":"embers/burnttoashes-state","version":3}`, `{"format":"embers/cronberg-state","version":1}`, `[]`} {
		if _, err := Game.Decode([]byte(bad)); err == nil {
			t.Errorf("decoded %s", bad)
		}
	}
}

// New refuses what the game does not offer, with what to do.
func TestNewRefuses(t *testing.T) {
	for _, setup := range []rules.Setup{{Players: 0}, {Players: 7}, {Players: 1, Variant: "mode=semi"}, {Players: 2, Variant: "mode=solo"}} {
		if _, err := Game.New(setup); err == nil {
			t.Errorf("%+v accepted", setup)
		}
	}
	s := newGame(t, 1, "", 1)
	for _, k := range []int{Farmer, Monks, Sage} {
		if s.c.FOut[k] != 2 {
			t.Errorf("solo: the %s should be out of the game", followers[k].Name)
		}
	}
}

// The others see a face-down choice without its secret: an offering's sum
// (not its cards' count), a stack's new order, the Farmer's cards.
func TestObserveHides(t *testing.T) {
	s := toOffer(t, "", 3, []int{1, 2}, []int{1})
	play(t, s, "pawn a")
	m, _ := s.ParseMove("offer 3")
	if got := s.FormatMove(s.Observe(m, 1)); got != "offer ? on 2 cards" {
		t.Errorf("the other seat sees %q", got)
	}
	if got := s.FormatMove(s.Observe(m, 0)); got != "offer 3" {
		t.Errorf("the mover sees %q", got)
	}
	o := orderMove(3, []Tile{Knight, Power, Sword})
	if got := s.FormatMove(s.Observe(o, 1)); got != "order a4 ?" {
		t.Errorf("a reorder is seen as %q", got)
	}
}
