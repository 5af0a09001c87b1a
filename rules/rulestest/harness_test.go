package rulestest_test

import (
	"math/rand/v2"
	"strings"
	"testing"

	"embers/rules"
	"embers/rules/rulestest"
	"embers/rules/testgames"
)

// broken wraps a sound game and breaks one promise, to show the harness
// notices. Each flaw is a way a real module could go wrong. wrap makes the
// flawed state (nil: a brokenState).
type broken struct {
	rules.Game
	flaw string
	wrap func(st rules.State, flaw string) rules.State
}

func (b broken) state(st rules.State) rules.State {
	if b.wrap != nil {
		return b.wrap(st, b.flaw)
	}
	return &brokenState{st, b.flaw}
}

func (b broken) New(s rules.Setup) (rules.State, error) {
	st, err := b.Game.New(s)
	return b.state(st), err
}

func (b broken) Decode(data []byte) (rules.State, error) {
	st, err := b.Game.Decode(data)
	return b.state(st), err
}

type brokenState struct {
	rules.State
	flaw string
}

func (s *brokenState) Legal(dst []rules.Move) []rules.Move {
	dst = s.State.Legal(dst)
	if s.flaw == "duplicate" && len(dst) > 0 {
		dst = append(dst, dst[0])
	}
	return dst
}

func (s *brokenState) Clone() rules.State {
	if s.flaw == "shallow clone" {
		return s // shares everything with the original
	}
	return &brokenState{s.State.Clone(), s.flaw}
}

func (s *brokenState) Determinize(seat rules.Seat, rng *rand.Rand) rules.State {
	d := s.State.Determinize(seat, rng)
	if s.flaw == "peeking view" {
		// Resampling that also changes what the seat sees: play a move.
		if l := d.Legal(nil); len(l) > 0 {
			_ = d.Play(l[0])
		}
	}
	return &brokenState{d, s.flaw}
}

func (s *brokenState) View(seat rules.Seat) rules.State {
	return &brokenState{s.State.View(seat), s.flaw}
}

// Sound games pass the harness: see rules/testgames (TestSharedHarness)
// and rules/games (TestHarness).

func TestHarnessCatchesBrokenGames(t *testing.T) {
	cases := map[string]string{
		"duplicate":     "listed twice",
		"shallow clone": "playing on a clone changed the original",
		"peeking view":  "view changed",
	}
	for flaw, want := range cases {
		rep := rulestest.Run(broken{Game: testgames.TicTacToe, flaw: flaw}, rulestest.Options{Games: 4, Seed: 1, Workers: 1})
		if len(rep.Failures) == 0 {
			t.Errorf("%s: the harness found nothing", flaw)
			continue
		}
		f := rep.Failures[0]
		if !strings.Contains(f.Check, want) {
			t.Errorf("%s: failure %q does not say %q", flaw, f.Check, want)
		}
		if f.Setup.Players != 2 || !strings.Contains(f.Error(), "after") {
			t.Errorf("%s: the failure does not say how to replay it: %v", flaw, f)
		}
	}
}
