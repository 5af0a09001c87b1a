package trekronor

import (
	"math/rand/v2"
	"testing"

	"embers/rules"
)

// Legal with room in its buffer and Play allocate nothing: the AI calls
// them thousands of times per decision.
func TestLegalAndPlayDoNotAllocate(t *testing.T) {
	st, _ := Game.New(rules.Setup{Players: 4, Seed: 3})
	s := st.(*State)
	rng := rand.New(rand.NewPCG(1, 1))
	buf := make([]rules.Move, 0, 512)
	for range 40 { // get some servants and fire on the board
		buf = s.Legal(buf)
		_ = s.Play(buf[rng.IntN(len(buf))])
		if s.phase == phaseOver {
			t.Skip("game ended early")
		}
	}
	if n := testing.AllocsPerRun(50, func() { buf = s.Legal(buf) }); n != 0 {
		t.Fatalf("Legal allocates %.0f times", n)
	}
	if n := testing.AllocsPerRun(50, func() {
		c := *s
		l := c.Legal(buf)
		_ = c.Play(l[len(l)-1])
	}); n != 0 {
		t.Fatalf("Play allocates %.0f times", n)
	}
}
