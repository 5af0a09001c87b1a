package scenes

import (
	"math/rand/v2"
	"strings"
	"testing"
	"time"

	"embers/game"
	"embers/rules"
	"embers/rules/trekronor"
	"embers/saves"
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

// TestSlotNamesAreWhole: a new save is offered the game's short name and
// the time, whole (the first two words cut "Crown of Ash" to "Crown of"),
// numbered when the name is taken.
func TestSlotNamesAreWhole(t *testing.T) {
	at := time.Date(2026, 12, 6, 23, 19, 0, 0, time.Local)
	cases := map[string]string{
		"Crown of Ash":              "Crown of Ash 23-19",
		"Fire & Axe: A Viking Saga": "Fire & Axe 23-19",
		"Tre Kronor Infernum":       "Tre Kronor Infernum 23-19",
	}
	for name, want := range cases {
		if got := slotName(name, at, nil); got != want {
			t.Errorf("%s: offered %q, want %q", name, got, want)
		}
	}
	taken := []saves.Slot{{Name: "Cronberg 23-19"}, {Name: "Cronberg 23-19 (2)"}}
	if got := slotName("Cronberg", at, taken); got != "Cronberg 23-19 (3)" {
		t.Errorf("with two taken: %q", got)
	}
	for name := range cases {
		if n := len([]rune(slotName(name, at, taken))); n > saves.MaxSlotName {
			t.Errorf("%s: a name of %d runes, over the limit", name, n)
		}
	}
}
