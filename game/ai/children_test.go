package ai

import (
	"math/rand/v2"
	"testing"

	"embers/rules"
)

// TestChildrenTable fills the child table past several doublings with edges
// that differ only in their parent, their chance flag or a move's high bits,
// and checks every lookup against a Go map, then that clearing forgets all.
func TestChildrenTable(t *testing.T) {
	var c children
	c.clear()
	want := map[edge]int32{}
	rng := rand.New(rand.NewPCG(1, 2))
	id := int32(1)
	for len(want) < 20000 {
		parent := int32(rng.IntN(3000))
		moves := []rules.Move{rules.Move(rng.IntN(40)), rules.Move(rng.Uint64()), rules.Move(rng.IntN(16)) << 60}
		for _, m := range moves {
			for _, chance := range []bool{false, true} {
				e := edge{parent: parent, move: m, chance: chance}
				if _, ok := want[e]; ok {
					continue
				}
				if got := c.get(e); got != -1 {
					t.Fatalf("get(%+v) before put = %d, want -1", e, got)
				}
				c.put(e, id)
				want[e] = id
				id++
			}
		}
	}
	for e, id := range want {
		if got := c.get(e); got != id {
			t.Fatalf("get(%+v) = %d, want %d", e, got, id)
		}
		if got := c.get(edge{parent: e.parent + 3000, move: e.move, chance: e.chance}); got != -1 {
			t.Fatalf("get of a parent never used = %d, want -1", got)
		}
	}
	c.clear()
	for e := range want {
		if got := c.get(e); got != -1 {
			t.Fatalf("get(%+v) after clear = %d, want -1", e, got)
		}
	}
}
