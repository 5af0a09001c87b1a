package rulestest_test

import (
	"math/rand/v2"
	"strings"
	"testing"

	"embers/rules"
	"embers/rules/rulestest"
	"embers/rules/testgames"
)

// flawedState wraps a Bucket Brigade state (chance, windows, candidates,
// rewards and a rival) and breaks one promise of the contract's optional
// parts.
type flawedState struct {
	rules.State
	flaw string
}

func flawed(st rules.State, flaw string) rules.State { return &flawedState{st, flaw} }

func (s *flawedState) wrap(st rules.State) rules.State { return &flawedState{st, s.flaw} }
func (s *flawedState) Clone() rules.State              { return s.wrap(s.State.Clone()) }
func (s *flawedState) View(seat rules.Seat) rules.State {
	return s.wrap(s.State.View(seat))
}
func (s *flawedState) Determinize(seat rules.Seat, rng *rand.Rand) rules.State {
	return s.wrap(s.State.Determinize(seat, rng))
}

func (s *flawedState) Outcomes(dst []rules.Outcome) []rules.Outcome {
	dst = s.State.(rules.Chancer).Outcomes(dst)
	switch {
	case s.flaw == "weightless" && len(dst) > 0:
		dst[0].Weight = 0
	case s.flaw == "outcome missing" && len(dst) > 0:
		dst = dst[1:]
	}
	return dst
}

func (s *flawedState) Roll() rules.Move {
	m := s.State.(rules.Chancer).Roll()
	switch s.flaw {
	case "rolling changes":
		s.State.Play(m)
	case "roll outside":
		return testgames.BrigadeDraw
	}
	return m
}

func (s *flawedState) Window() (rules.Move, bool) {
	pass, open := s.State.(rules.Reactor).Window()
	if s.flaw == "telling window" && open { // open only for a seat that holds a shield
		open = len(s.State.Legal(nil)) > 1
	}
	return pass, open
}

func (s *flawedState) Candidates(dst []rules.Move) []rules.Move {
	dst = s.State.(rules.Pruner).Candidates(dst)
	if s.flaw == "no candidates" {
		return dst[:0]
	}
	return dst
}

func (s *flawedState) Result() rules.Result {
	r := s.State.Result()
	switch {
	case !r.Over:
	case s.flaw == "reward above 1":
		r.Rewards[0] = 1.5
	case s.flaw == "nameless rival":
		r.Rivals[0].Name = ""
	case s.flaw == "rewards short":
		r.Rewards = r.Rewards[1:]
	}
	return r
}

// noChancer hides the Chancer of a state that reports chance to move.
type noChancer struct{ rules.State }

func (s noChancer) Clone() rules.State { return noChancer{s.State.Clone()} }

type hideChance struct{ rules.Game }

func (h hideChance) New(s rules.Setup) (rules.State, error) {
	st, err := h.Game.New(s)
	return noChancer{st}, err
}

func TestHarnessCatchesBrokenOptionalParts(t *testing.T) {
	cases := map[string]string{
		"weightless":      "weighs 0",
		"outcome missing": "are not the legal moves",
		"rolling changes": "Roll changed the state",
		"roll outside":    "which is not an outcome",
		"telling window":  "depends on facts hidden from seat",
		"no candidates":   "Candidates is empty",
		"reward above 1":  "outside [0,1]",
		"nameless rival":  "has no name",
		"rewards short":   "rewards for 2 players",
	}
	for flaw, want := range cases {
		rep := rulestest.Run(broken{Game: testgames.Brigade, flaw: flaw, wrap: flawed}, rulestest.Options{Games: 12, Players: []int{2}, Seed: 1, Workers: 1})
		if len(rep.Failures) == 0 {
			t.Errorf("%s: the harness found nothing", flaw)
			continue
		}
		if f := rep.Failures[0]; !strings.Contains(f.Check, want) {
			t.Errorf("%s: failure %q does not say %q", flaw, f.Check, want)
		}
	}
	rep := rulestest.Run(hideChance{testgames.Brigade}, rulestest.Options{Games: 1, Players: []int{2}, Seed: 1, Workers: 1})
	if len(rep.Failures) == 0 || !strings.Contains(rep.Failures[0].Check, "does not implement rules.Chancer") {
		t.Errorf("chance to move without a Chancer: %v", rep.Failures)
	}
}

// TestHarnessPlaysChanceToBothEnds: with chance resolved by Roll and by
// forced outcomes, games of Bucket Brigade pass every check (a replay from
// the moves included) and reach both endings.
func TestHarnessPlaysChanceToBothEnds(t *testing.T) {
	rep := rulestest.Run(testgames.Brigade, rulestest.Options{Games: 60, Seed: 3, Workers: 1})
	for _, f := range rep.Failures {
		t.Error(f)
	}
	if rep.Over["lost"] == 0 || rep.Over["won together"] == 0 {
		t.Errorf("endings %v: want the fire to win some games and the team others", rep.Over)
	}
}
