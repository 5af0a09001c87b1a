package burnttoashes

import (
	"math/rand/v2"
	"reflect"
	"testing"

	"embers/rules"
)

// The team score a board reads off its Look is the rules' own TeamScore,
// at every position of real games at 1 and 3 players (with and without
// the start help), from every seat's view and an onlooker's: the parts
// it reads are never masked.
func TestTeamScoreOfIsTheTablesScore(t *testing.T) {
	for _, tc := range []struct {
		players int
		variant string
	}{{1, ""}, {3, ""}, {3, "start"}} {
		s := newGame(t, tc.players, tc.variant, 11)
		rng := rand.New(rand.NewPCG(5, uint64(tc.players)))
		var sawPower, sawLost, sawHit bool
		for i := 0; !s.c.Over && i < 4000; i++ {
			want, wantLines := s.TeamScore()
			for seat := rules.Seat(-1); int(seat) < tc.players; seat++ {
				look := s.View(seat).(*State).Look()
				got, lines := TeamScoreOf(&look, s.View(seat).(*State).StartHelp())
				if got != want || !reflect.DeepEqual(lines, wantLines) {
					t.Fatalf("%d players %q, move %d, seat %d: the board reads %d %v, the table counts %d %v",
						tc.players, tc.variant, i, seat, got, lines, want, wantLines)
				}
			}
			sawPower = sawPower || s.c.Power[0]+s.c.Treas[0] > 0
			sawLost = sawLost || s.burnt() > 0
			sawHit = sawHit || s.c.HitsOn > 0
			m := randomMove(s, rng)
			if _, err := s.Apply(m); err != nil {
				t.Fatal(err)
			}
		}
		if !sawPower || !sawLost || !sawHit {
			t.Errorf("%d players %q: the game never had power (%v), a burnt province (%v) and a hit (%v); the test shows little",
				tc.players, tc.variant, sawPower, sawLost, sawHit)
		}
	}
}

// randomMove is the rollout policy's move, a game as the quick AI plays
// it (chance: the generator's).
func randomMove(s *State, rng *rand.Rand) rules.Move {
	if s.ToMove() == rules.Chance {
		return s.Roll()
	}
	return s.RolloutMove(rng, nil)
}
