package game

import (
	"bytes"
	"context"
	"math/rand/v2"
	"strings"
	"testing"
	"time"

	"embers/config"
	"embers/game/ai"
	"embers/rules"
	"embers/rules/trekronor"
)

// untimed is the hint search without its wall-clock cap, so it is
// reproducible on a busy machine.
func untimed(config.AIConfig) ai.Config {
	c := ai.DefaultConfig(HintLevel)
	c.MaxTime = 0
	return c
}

// secretsDiffer finds positions, in random games, where Anna (seat 0) is to
// act and the others hold secrets from her: two resamplings of what she
// cannot see give different real states.
func secretsDiffer(t *testing.T, want int) []rules.State {
	t.Helper()
	rng := rand.New(rand.NewPCG(9, 9))
	var out []rules.State
	for seed := uint64(1); seed < 200 && len(out) < want; seed++ {
		st, _ := trekronor.Game.New(rules.Setup{Players: 4, Seed: seed})
		for ply := 0; ply < 300 && st.ToMove() != rules.NoSeat; ply++ {
			if st.ToMove() == 0 && ply > 20 {
				a := st.Determinize(0, rand.New(rand.NewPCG(seed, 1)))
				b := st.Determinize(0, rand.New(rand.NewPCG(seed, 2)))
				if !bytes.Equal(a.Encode(), b.Encode()) {
					out = append(out, a, b)
					break
				}
			}
			legal := st.Legal(nil)
			if _, err := st.Apply(legal[rng.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
	}
	if len(out) < want {
		t.Fatalf("found %d positions with secrets, want %d", len(out)/2, want/2)
	}
	return out
}

// A hint is computed from the person's view only: the other seats' hidden
// markers resampled give the very same hint.
func TestHintSeesOnlyTheView(t *testing.T) {
	pairs := secretsDiffer(t, 6)
	for i := 0; i < len(pairs); i += 2 {
		a, b := pairs[i], pairs[i+1]
		ha, err := SuggestMove(context.Background(), a.View(0), 0, 42, untimed(config.AIConfig{}))
		if err != nil {
			t.Fatal(err)
		}
		hb, _ := SuggestMove(context.Background(), b.View(0), 0, 42, untimed(config.AIConfig{}))
		if ha.Move != hb.Move || ha.Reason != hb.Reason {
			t.Fatalf("position %d: the hint changed with secrets Anna cannot see: %s (%s) against %s (%s)",
				i/2, ha.Notation, ha.Reason, hb.Notation, hb.Reason)
		}
		if !isLegal(a, ha.Move) {
			t.Fatalf("position %d: hint %s is not legal", i/2, ha.Notation)
		}
		if ha.Reason == "" || ha.Reason == ha.Notation {
			t.Errorf("position %d: hint %s has no reason in the game's terms (%q)", i/2, ha.Notation, ha.Reason)
		}
	}
}

func isLegal(st rules.State, m rules.Move) bool {
	for _, l := range st.Legal(nil) {
		if l == m {
			return true
		}
	}
	return false
}

func waitHint(t *testing.T, h *Hinter) Hint {
	t.Helper()
	deadline := time.Now().Add(30 * time.Second)
	for h.Pending() {
		if time.Now().After(deadline) {
			t.Fatal("no hint after 30 s")
		}
		time.Sleep(5 * time.Millisecond)
	}
	hint, ok := h.Hint()
	if !ok {
		t.Fatalf("no hint: %v", h.Err())
	}
	return hint
}

func hintSession(t *testing.T, training bool) *Session {
	t.Helper()
	seats := []SeatInfo{{Name: "Anna"}, {Name: "Bo", Level: "easy"}, {Name: "Cy", Level: "easy"}}
	s, err := NewSession(trekronor.Game, rules.Setup{Players: 3, Seed: 4}, seats, Options{Training: training})
	if err != nil {
		t.Fatal(err)
	}
	for s.ToMove() != 0 { // to Anna's first turn
		playOrFail(t, s, s.Match.State.Legal(nil)[0])
	}
	return s
}

// The hinter answers in the background with a legal move for the position,
// drops a hint once the position has moved on, and never hints for the
// computer's seats.
func TestHinterInTheBackground(t *testing.T) {
	s := hintSession(t, false)
	h := NewHinter(s)
	h.Conf = untimed
	if err := h.Ask(0, config.AIConfig{}); err != nil {
		t.Fatal(err)
	}
	hint := waitHint(t, h)
	if !isLegal(s.Match.State, hint.Move) || hint.Seat != 0 || hint.Ply != len(s.Match.History) {
		t.Fatalf("hint %+v is not a legal move of Anna's here", hint)
	}
	if !strings.Contains(hint.Reason, " ") {
		t.Errorf("hint reason %q", hint.Reason)
	}
	playOrFail(t, s, hint.Move)
	if _, ok := h.Hint(); ok {
		t.Error("a hint for a past position is still offered")
	}
	if s.ToMove() == 0 {
		playOrFail(t, s, s.Match.State.Legal(nil)[0]) // Anna's spread marker
	}
	if ok, _ := h.CanHint(s.ToMove()); ok {
		t.Errorf("a hint is offered for %s, a computer seat", s.Name(s.ToMove()))
	}
}

// keeper is an Autosaver that keeps what a save holds of the hints.
type keeper struct{ hints []int }

func (k *keeper) Autosave(s *Session) error { k.hints = s.HintsAsked(); return nil }

// The hints a person has used are part of the game: asking autosaves them,
// and a game resumed with them does not give them back.
func TestHintsUsedSurviveContinuing(t *testing.T) {
	s := hintSession(t, false)
	st := &keeper{}
	s.KeepIn(st, "")
	h := NewHinter(s)
	h.Conf = func(config.AIConfig) ai.Config { c := untimed(config.AIConfig{}); c.Iterations = 50; return c }
	for range 2 {
		h.Cancel()
		if err := h.Ask(0, config.AIConfig{}); err != nil {
			t.Fatal(err)
		}
		waitHint(t, h)
	}
	again, err := Resume(s.Match, s.Options, st.hints) // no move since the hints: the ask itself saved
	if err != nil {
		t.Fatal(err)
	}
	if left := NewHinter(again).Left(0); left != HintsPerGame-2 {
		t.Fatalf("after continuing, %d hints left, want %d", left, HintsPerGame-2)
	}
	if left := NewHinter(again).Left(1); left != HintsPerGame {
		t.Errorf("a seat that asked for none has %d left, want %d", left, HintsPerGame)
	}
}

// In a normal game each person has HintsPerGame hints; in training they
// never run out.
func TestHintsLimitedOutsideTraining(t *testing.T) {
	for _, training := range []bool{false, true} {
		s := hintSession(t, training)
		h := NewHinter(s)
		h.Conf = func(config.AIConfig) ai.Config { c := untimed(config.AIConfig{}); c.Iterations = 50; return c }
		for i := range HintsPerGame + 2 {
			h.Cancel() // a new ask in the same position counts again
			err := h.Ask(0, config.AIConfig{})
			limited := !training && i >= HintsPerGame
			if limited != (err != nil) {
				t.Fatalf("training %v, hint %d: error %v", training, i+1, err)
			}
			if limited && !strings.Contains(err.Error(), "training") {
				t.Errorf("the refusal does not say training has more: %v", err)
			}
			if err == nil {
				waitHint(t, h)
			}
		}
		if want := map[bool]int{false: 0, true: -1}[training]; h.Left(0) != want {
			t.Errorf("training %v: %d hints left, want %d", training, h.Left(0), want)
		}
	}
}
