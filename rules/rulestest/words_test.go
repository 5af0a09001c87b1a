package rulestest_test

import (
	"strings"
	"testing"

	"embers/rules"
	"embers/rules/rulestest"
	"embers/rules/testgames"
)

// wordy gives noughts and crosses words, one of them flawed by flaw.
func wordy(flaw string) rules.Game {
	return broken{testgames.TicTacToe, flaw, func(st rules.State, flaw string) rules.State { return &wordyState{st, flaw} }}
}

type wordyState struct {
	rules.State
	flaw string
}

func (s *wordyState) Clone() rules.State { return &wordyState{s.State.Clone(), s.flaw} }

func (s *wordyState) View(seat rules.Seat) rules.State {
	return &wordyState{s.State.View(seat), s.flaw}
}

func (s *wordyState) DescribePlace(p rules.Place) string { return "{0} and {1} look at " + string(p) }

func (s *wordyState) DescribeMove(m rules.Move) string {
	switch s.flaw {
	case "label":
		return "?"
	case "small":
		return "mark " + s.FormatMove(m)
	case "panic":
		panic("no words")
	case "seat":
		return "Mark for {2}"
	}
	return "Mark " + s.FormatMove(m)
}

func TestWordsNoticeFlawedWords(t *testing.T) {
	setup := rules.Setup{Players: 2, Seed: 1}
	if err := rulestest.Words(wordy(""), setup, 1); err != nil {
		t.Fatalf("sound words: %v", err)
	}
	for flaw, want := range map[string]string{
		"label": `labelled "?"`, "small": `labelled "mark`, "panic": "panic: no words",
		"seat": "names seat 2 of 2",
	} {
		err := rulestest.Words(wordy(flaw), setup, 1)
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("flaw %s: %v, want an error saying %q", flaw, err, want)
		}
	}
	if err := rulestest.Words(testgames.TicTacToe, setup, 1); err == nil || !strings.Contains(err.Error(), "no rules.Describer") {
		t.Errorf("a game without words: %v", err)
	}
}
