package scenes

import (
	"math/rand/v2"
	"strings"
	"testing"

	"embers/game"
	"embers/rules"
	"embers/rules/trekronor"
)

// TestPauseSaysWholeWhyUndoIsRefused: a Tre Kronor game where undo is
// refused after a complete turn (the review's "move 50 (spread A by
// Orange) showed hidden pieces"): the pause menu shows the whole reason, in
// words, above its bottom line.
func TestPauseSaysWholeWhyUndoIsRefused(t *testing.T) {
	a, _ := testApp(t)
	seats := []game.SeatInfo{{Name: "Anna"}, {Name: "Orange", Level: "random"}, {Name: "Green", Level: "random"}, {Name: "Yellow", Level: "random"}}
	s, err := game.NewSession(trekronor.Game, rules.Setup{Players: 4, Seed: 8}, seats, game.Options{})
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(8, 8))
	for range 200 {
		legal := s.Match.State.Legal(nil)
		s.Play(legal[rng.IntN(len(legal))])
		if s.ToMove() != 0 || len(s.Match.History) < 8 {
			continue
		}
		p := newPause(a, s, nil)
		lines := p.noUndoLines()
		if len(lines) == 0 {
			continue
		}
		text := strings.Join(lines, " ")
		if len(lines) > pzUndoLines || strings.HasSuffix(text, "…") || !strings.Contains(text, "Training") || !strings.Contains(text, "checks the pile") {
			t.Fatalf("the pause menu says, on %d lines: %q", len(lines), lines)
		}
		return
	}
	t.Fatal("undo was never refused at Anna's turn")
}
