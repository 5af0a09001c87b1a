package fireaxe

import (
	"math/rand/v2"
	"slices"
	"testing"

	"embers/rules"
)

// isLegal lists only the moves of the kind it checks: over whole games it
// must agree with the full list for every move of every kind, with every
// argument a move can carry (nodes, goods, rune kinds, targets, winds).
func TestIsLegalAgreesWithLegal(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	checked, legal := 0, 0
	for seed := range uint64(6) {
		st, _ := On(testAtlas()).New(rules.Setup{Players: 2 + int(seed%4), Seed: seed, Variant: []string{"", optAdvanced}[seed%2]})
		s := st.(*State)
		for ply := 0; s.Phase != phOver; ply++ {
			all := s.Legal(nil)
			if ply%3 == 0 {
				for k := 1; k < numKinds; k++ {
					for a := range len(s.b.nodes) {
						for b := range MaxSeats + 1 {
							for c := windStay; c <= windCCW; c++ {
								m := mv(k, a, b, c)
								if want := slices.Contains(all, m); s.isLegal(m) != want {
									t.Fatalf("seed %d ply %d: isLegal(%s) is %v, Legal says %v", seed, ply, s.FormatMove(m), !want, want)
								} else if want {
									legal++
								}
								checked++
							}
						}
					}
				}
			}
			policyPly(t, s, rng)
		}
	}
	if legal < 1000 {
		t.Fatalf("only %d legal moves among %d checked", legal, checked)
	}
	t.Logf("%d moves checked, %d legal", checked, legal)
}
