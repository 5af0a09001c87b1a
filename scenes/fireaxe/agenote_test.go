package fireaxe

import (
	"strings"
	"testing"

	fx "embers/rules/fireaxe"
)

// The age die's warning shows past the round cap in the base game only: not
// before, not in the final rounds, and never in a game that ends by the
// sagas alone (the option rolls no age die).
func TestAgeNoteOnlyWhereTheDieIsRolled(t *testing.T) {
	cases := []struct {
		round, final int
		sagaEnd      bool
		shown        bool
	}{
		{fx.RoundCap, -1, false, false},
		{fx.RoundCap + 1, -1, false, true},
		{fx.RoundCap + 1, 2, false, false},
		{fx.RoundCap + 1, -1, true, false},
		{40, -1, true, false},
	}
	for _, c := range cases {
		if got := ageNote(c.round, c.final, c.sagaEnd); (got != "") != c.shown || c.shown && !strings.Contains(got, "die") {
			t.Errorf("round %d, final %d, sagas' ending %v: %q", c.round, c.final, c.sagaEnd, got)
		}
	}
}
