package fireaxe

import "testing"

// The log says a settlement's dice in words, all of them in one line (the
// dice before the last have no line of their own), and "1 die", "1
// crewman falls".
func TestSettleWords(t *testing.T) {
	for _, c := range []struct {
		last, won, value, failed int
		rolled                   []int
		want                     string
	}{
		{5, 1, 3, 0, []int{5}, "rolls 5: it beats 3, no crewman falls"},
		{2, 0, 3, 1, []int{2}, "rolls 2: it does not beat 3, 1 crewman falls"},
		{2, 1, 3, 1, []int{4, 2}, "rolls 4 and 2: 1 of 2 dice beat 3, 1 crewman falls"},
		{1, 0, 4, 3, []int{2, 3, 1}, "rolls 2, 3 and 1: 0 of 3 dice beat 4, 3 crewmen fall"},
	} {
		if got := settleWords(c.last, c.rolled, c.won, c.value, c.failed); got != c.want {
			t.Errorf("settleWords(%v) = %q, want %q", c.rolled, got, c.want)
		}
	}
	if got := count(1, "die", "dice"); got != "1 die" {
		t.Errorf("count(1) = %q", got)
	}
}
