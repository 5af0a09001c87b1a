package fireaxe

import (
	"testing"

	"embers/rules"
)

// The real map loads, passes the rules' own checks, and sets up a game at
// every player count: 18 sagas in the deck and on show, 12 small towns and 3
// large.
func TestRealMapSetsUp(t *testing.T) {
	for n := MinSeats; n <= MaxSeats; n++ {
		st, err := Game.New(rules.Setup{Players: n, Seed: 1})
		if err != nil {
			t.Fatal(err)
		}
		s := st.(*State)
		towns := map[int]int{}
		for _, p := range s.Ports {
			towns[p.Town]++
		}
		if len(s.SagaUp) != 3 || len(s.SagaDeck) != 15 || len(s.Removed) != 9 || towns[1] != 12 || towns[2] != 3 {
			t.Fatalf("%d players: %d up, %d in the deck, %d set aside, towns %v", n, len(s.SagaUp), len(s.SagaDeck), len(s.Removed), towns)
		}
		for _, i := range s.SagaUp {
			if s.b.at.Sagas[i].Era != 1 {
				t.Fatalf("a saga of Era %d on show at the start", s.b.at.Sagas[i].Era)
			}
		}
		if err := s.Check(); err != nil {
			t.Fatal(err)
		}
	}
}
