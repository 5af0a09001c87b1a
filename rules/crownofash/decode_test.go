package crownofash

import (
	"encoding/json"
	"math/rand/v2"
	"testing"

	"embers/rules"
)

// A save damaged anywhere in its position is refused or, when it still
// holds together, read into a state every method can work on: never a
// panic (rules.Game's promise for Decode).
func TestDamagedSavesNeverPanic(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 7))
	for _, setup := range []rules.Setup{{Players: 3, Seed: 61}, {Players: 2, Variant: "deck=hard", Seed: 62}} {
		st, _ := Game.New(setup)
		for range 60 { // into the game, a battle or two likely
			if st.Result().Over {
				break
			}
			var m rules.Move
			if st.ToMove() == rules.Chance {
				m = st.(rules.Chancer).Roll()
			} else {
				l := st.Legal(nil)
				m = l[rng.IntN(len(l))]
			}
			if err := st.Play(m); err != nil {
				t.Fatal(err)
			}
		}
		var j rules.Record
		if err := json.Unmarshal(st.Encode(), &j); err != nil {
			t.Fatal(err)
		}
		for try := range 3000 {
			bad := j
			bad.Core = append([]byte(nil), j.Core...)
			for range 1 + try%3 {
				bad.Core[rng.IntN(len(bad.Core))] = byte(rng.IntN(256))
			}
			data, _ := json.Marshal(bad)
			s, err := Game.Decode(data)
			if err != nil {
				continue
			}
			func() {
				defer func() {
					if r := recover(); r != nil {
						t.Fatalf("a damaged save that Decode accepted panics: %v\n%s", r, s.Dump())
					}
				}()
				s.Legal(nil)
				s.Result()
				s.View(0).Determinize(0, rng).Legal(nil)
				if c, ok := s.(rules.Chancer); ok {
					c.Outcomes(nil)
				}
				if h, ok := s.(rules.Heuristics); ok && rules.IsSeat(s.ToMove()) {
					h.Evaluate(make([]float64, setup.Players))
					s.Play(h.RolloutMove(rng, nil))
				}
			}()
		}
	}
}
