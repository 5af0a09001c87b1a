package ai

import (
	"testing"

	"embers/rules"
	"embers/rules/testgames"
)

// playGame plays one game of g with the given seats and returns its result.
func playGame(t testing.TB, g rules.Game, setup rules.Setup, seats []*Player) rules.Result {
	t.Helper()
	s, err := g.New(setup)
	if err != nil {
		t.Fatal(err)
	}
	for s.ToMove() != rules.NoSeat {
		seat := s.ToMove()
		if err := s.Play(seats[seat].Choose(s, seat).Move); err != nil {
			t.Fatal(err)
		}
	}
	return s.Result()
}

// meanReward is a's average Reward over games of g against b in every other
// seat, a taking each seat in turn.
func meanReward(t testing.TB, g rules.Game, players, games int, a, b *Player) float64 {
	total := 0.0
	for i := range games {
		seat := i % players
		seats := make([]*Player, players)
		for k := range seats {
			seats[k] = b
		}
		seats[seat] = a
		r := playGame(t, g, rules.Setup{Players: players, Seed: uint64(1000 + i)}, seats)
		total += rules.Reward(r, rules.Seat(seat))
	}
	return total / float64(games)
}

func TestBidsStrength(t *testing.T) {
	games := 200
	if testing.Short() {
		games = 60
	}
	random := meanReward(t, testgames.Bids, 2, games, New(Random, 1), New(Random, 2))
	greedy := meanReward(t, testgames.Bids, 2, games, New(Greedy, 1), New(Random, 2))
	medium := meanReward(t, testgames.Bids, 2, games, New(Medium, 1), New(Random, 2))
	t.Logf("Bids, mean reward against random over %d games: random %.3f, greedy %.3f, medium %.3f", games, random, greedy, medium)
	if medium < random+0.15 {
		t.Errorf("medium earns %.3f against random, random itself %.3f: want a wide margin", medium, random)
	}
}

func TestFirebreakStrength(t *testing.T) {
	games := 150
	if testing.Short() {
		games = 60
	}
	random := meanReward(t, testgames.Firebreak, 3, games, New(Random, 1), New(Random, 2))
	medium := meanReward(t, testgames.Firebreak, 3, games, New(Medium, 1), New(Random, 2))
	t.Logf("Firebreak, one seat against two random seats over %d games: random %.3f, medium %.3f", games, random, medium)
	if medium < random+0.15 {
		t.Errorf("medium earns %.3f among random seats, random itself %.3f: want a wide margin", medium, random)
	}
}
