package crownofash

import (
	"strings"
	"testing"
)

// TestGroupNamesEachFighterOnce: a fighter named twice in a group is
// refused, never read as the group without the repeat (issue 37).
func TestGroupNamesEachFighterOnce(t *testing.T) {
	s := &State{}
	for _, text := range []string{"storm right c4b+c4c+c4b", "battle r3 bo3+bo3", "defend bo3+c1a+bo3", "storm left c4c+c4c+c4c"} {
		_, err := s.ParseMove(text)
		if err == nil || !strings.Contains(err.Error(), "is named twice") {
			t.Errorf("%q: %v, want a refusal naming the repeated fighter", text, err)
		}
	}
	m, err := s.ParseMove("storm right c4b+c4c")
	if err != nil || s.FormatMove(m) != "storm right c4b+c4c" {
		t.Errorf("storm right c4b+c4c reads as %q, %v", s.FormatMove(m), err)
	}
}
