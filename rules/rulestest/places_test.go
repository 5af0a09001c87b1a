package rulestest_test

import (
	"math/rand/v2"
	"strings"
	"testing"

	"embers/rules"
	"embers/rules/cronberg"
	"embers/rules/rulestest"
)

// misplaced wraps Cronberg, whose places are sound, and breaks one promise
// about places, to show the harness notices.
type misplaced struct {
	rules.Game
	flaw string
}

func (g misplaced) New(s rules.Setup) (rules.State, error) {
	st, err := g.Game.New(s)
	return &misplacedState{st, g.flaw}, err
}

func (g misplaced) Decode(data []byte) (rules.State, error) {
	st, err := g.Game.Decode(data)
	return &misplacedState{st, g.flaw}, err
}

type misplacedState struct {
	rules.State
	flaw string
}

func (s *misplacedState) Clone() rules.State { return &misplacedState{s.State.Clone(), s.flaw} }

func (s *misplacedState) View(seat rules.Seat) rules.State {
	return &misplacedState{s.State.View(seat), s.flaw}
}

func (s *misplacedState) Determinize(seat rules.Seat, rng *rand.Rand) rules.State {
	return &misplacedState{s.State.Determinize(seat, rng), s.flaw}
}

func (s *misplacedState) MovePlaces(m rules.Move) []rules.Place {
	got := s.State.(rules.Placer).MovePlaces(m)
	switch {
	case s.flaw == "no place" && s.FormatMove(m) == "draw":
		return nil
	case s.flaw == "unknown place":
		return append(got, "nowhere")
	}
	return got
}

func (s *misplacedState) Places(dst []rules.Place) []rules.Place {
	dst = s.State.(rules.Placer).Places(dst)
	switch s.flaw {
	case "spaced place":
		dst = append(dst, "crossing 17")
	case "twice":
		dst = append(dst, dst[0])
	case "empty place":
		dst = append(dst, "")
	}
	return dst
}

func (s *misplacedState) Apply(m rules.Move) ([]rules.Event, error) {
	events, err := s.State.Apply(m)
	if s.flaw == "event place" && len(events) > 0 {
		events[0].Places = append(events[0].Places, "nowhere")
	}
	return events, err
}

func TestHarnessCatchesBrokenPlaces(t *testing.T) {
	cases := map[string]string{
		"no place":      `legal move "draw" names no place`,
		"unknown place": `names "nowhere", which is not among Places()`,
		"spaced place":  `place "crossing 17" holds a space`,
		"twice":         `place "1" is listed twice`,
		"empty place":   "a place is the empty string",
		"event place":   `names "nowhere", which is not among Places() before or after it`,
	}
	for flaw, want := range cases {
		rep := rulestest.Run(misplaced{cronberg.Game, flaw}, rulestest.Options{Games: 2, Seed: 1, Workers: 1, Players: []int{2}})
		if len(rep.Failures) == 0 {
			t.Errorf("%s: the harness found nothing", flaw)
			continue
		}
		if f := rep.Failures[0]; !strings.Contains(f.Check, want) {
			t.Errorf("%s: failure %q does not say %q", flaw, f.Check, want)
		}
	}
}

// TestSoundPlacesPass: the wrapper itself breaks nothing.
func TestSoundPlacesPass(t *testing.T) {
	rep := rulestest.Run(misplaced{cronberg.Game, ""}, rulestest.Options{Games: 2, Seed: 1, Workers: 1, Players: []int{2}})
	for _, f := range rep.Failures {
		t.Error(f)
	}
}
