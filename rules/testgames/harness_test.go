package testgames

import (
	"bytes"
	"testing"

	"embers/rules"
)

// Random play of these games is checked by the shared harness
// (rulestest_test.go); these are the checks it does not make.

func TestDecodeRejectsBadInput(t *testing.T) {
	for _, g := range []rules.Game{TicTacToe, Bids, Firebreak, Brigade, Standoff} {
		s, _ := g.New(rules.Setup{Players: 2, Seed: 3})
		good := s.Encode()
		bad := [][]byte{
			nil, []byte("{"), []byte(`{"format":"chess","version":1}`),
			bytes.Replace(good, []byte(`"version":1`), []byte(`"version":99`), 1),
			good[:len(good)/2],
		}
		for _, b := range bad {
			if _, err := g.Decode(b); err == nil {
				t.Errorf("%s: Decode(%q) accepted bad input", g.Info().ID, b)
			}
		}
	}
	for _, rows := range []string{"XXX/OOO/...", "XX./.../...", "OO./X../...", "X"} {
		if _, err := NewTTT(rows); err == nil {
			t.Errorf("NewTTT(%q) accepted an impossible position", rows)
		}
	}
}

func TestWrongSetups(t *testing.T) {
	for _, c := range []struct {
		g     rules.Game
		setup rules.Setup
	}{
		{TicTacToe, rules.Setup{Players: 3}}, {Bids, rules.Setup{Players: 1}},
		{Firebreak, rules.Setup{Players: 5}}, {Bids, rules.Setup{Players: 2, Variant: "x"}},
		{Brigade, rules.Setup{Players: 5}}, {Brigade, rules.Setup{Players: 0}}, {Brigade, rules.Setup{Players: 2, Variant: "wind=on"}},
		{Brigade, rules.Setup{Players: 2, Scores: [rules.SetupSeats]int{3}}},
		{Standoff, rules.Setup{Players: 3}}, {Standoff, rules.Setup{Players: 2, Variant: "x"}},
	} {
		if _, err := c.g.New(c.setup); err == nil {
			t.Errorf("%s accepted setup %+v", c.g.Info().ID, c.setup)
		}
	}
}
