package saves

import (
	"testing"

	"embers/game"
	"embers/game/gametest"
	"embers/rules"
)

// nimSession is a game of the test game (a pile of 12) with a seat per
// level ("" a person).
func nimSession(t *testing.T, levels ...string) *game.Session {
	t.Helper()
	seats := make([]game.SeatInfo, len(levels))
	for i, l := range levels {
		seats[i] = game.SeatInfo{Level: l, Name: []string{"Anna", "Bo", "Cy", "Di"}[i], Colour: i}
	}
	s, err := game.NewSession(gametest.Game, rules.Setup{Players: len(levels), Seed: 2}, seats, game.Options{})
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// played plays the moves, in notation, through the session (autosaving).
func played(t *testing.T, s *game.Session, moves ...string) {
	t.Helper()
	for _, text := range moves {
		mv, err := s.Match.State.ParseMove(text)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := s.Play(mv); err != nil {
			t.Fatalf("play %q: %v", text, err)
		}
	}
}
