package trekronor

import (
	"math/rand/v2"
	"testing"

	"embers/rules"
)

// candidates lists every well-formed move code of the action and spread kinds,
// to compare Legal with the validator.
func candidates(s *State) []rules.Move {
	var out []rules.Move
	for sq := range NumSquares {
		out = append(out, PlaceMove(sq), DouseSquareMove(sq, 0), DouseSquareMove(sq, 3))
		if s.owner(sq) >= 0 {
			for to := range NumSquares {
				out = append(out, MoveMove(sq, to))
			}
		}
	}
	for h := range NumHalls {
		for w := range NumWells {
			out = append(out, DouseHallMove(h, w))
		}
		for _, k := range []Kind{KindSave, KindSteal} {
			out = append(out, MarkerMove(k, h, false), MarkerMove(k, h, true))
		}
	}
	for v := range numValues {
		out = append(out, SpreadMove(v))
	}
	return append(out, PassMove)
}

func TestRandomPlaySmoke(t *testing.T) {
	games := 300
	if testing.Short() {
		games = 60
	}
	ends := map[endReason]int{}
	for g := range games {
		players := 3 + g%3
		st, err := Game.New(rules.Setup{Players: players, Seed: uint64(g)})
		if err != nil {
			t.Fatal(err)
		}
		s := st.(*State)
		rng := rand.New(rand.NewPCG(uint64(g), 1))
		var buf []rules.Move
		for step := 0; s.phase != phaseOver; step++ {
			if step > 5000 {
				t.Fatalf("game %d did not end", g)
			}
			buf = s.Legal(buf)
			if len(buf) == 0 {
				t.Fatalf("game %d: no legal move but not over\n%s", g, s.Dump())
			}
			if step%7 == 0 {
				compareLegal(t, s, buf)
			}
			m := buf[rng.IntN(len(buf))]
			if _, err := s.Apply(m); err != nil {
				t.Fatalf("game %d: legal move %s refused: %v", g, formatMove(m), err)
			}
			if err := s.Check(); err != nil {
				t.Fatalf("game %d after %s: %v\n%s", g, formatMove(m), err, s.Dump())
			}
		}
		ends[s.end]++
	}
	t.Logf("ends: %v", ends)
}

func compareLegal(t *testing.T, s *State, legal []rules.Move) {
	t.Helper()
	in := map[rules.Move]bool{}
	for _, m := range legal {
		if in[m] {
			t.Fatalf("move %s listed twice", formatMove(m))
		}
		in[m] = true
		if back, err := s.ParseMove(formatMove(m)); err != nil || back != m {
			t.Fatalf("notation round trip of %s gave %v, %v", formatMove(m), back, err)
		}
	}
	for _, m := range candidates(s) {
		if ok := s.illegal(m) == nil; ok != in[m] {
			t.Fatalf("move %s: validator says %v, Legal says %v\n%s", formatMove(m), s.illegal(m), in[m], s.Dump())
		}
	}
}
