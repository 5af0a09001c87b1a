package ai

import (
	"fmt"
	"math/big"
	"testing"

	"embers/rules"
	"embers/rules/testgames"
)

// standoffTable is Standoff as a matrix game: North's embers by North's card
// (row) and South's (column).
func standoffTable() matrixGame {
	g := make(matrixGame, 3)
	for n := range 3 {
		for s := range 3 {
			g[n] = append(g[n], int64(testgames.StandoffEmbers(rules.Move(n+1), rules.Move(s+1))))
		}
	}
	return g
}

// standoffCards is what a player of level lays as seat in duels seeded
// first .. first+n-1. North decides at the start; South decides on its view
// after North's card is down, which is the same whatever North laid.
func standoffCards(t testing.TB, level Level, seat rules.Seat, first uint64, n int) []rules.Move {
	s, _ := testgames.Standoff.New(rules.Setup{Players: 2})
	if seat == 1 {
		if err := s.Play(testgames.Blaze); err != nil {
			t.Fatal(err)
		}
		s = s.View(1)
	}
	out := make([]rules.Move, n)
	for i := range n {
		out[i] = New(level, first+uint64(i)).Choose(s, seat).Move
	}
	return out
}

// exploitation is how a level fares as seat in Standoff against the best
// fixed counter-strategy: the card that earns the counter most against the
// level's mix, as counted over the duels it is then played in (so the
// counter knows the level's mix at least as well as any fixed counter
// could). It plays the duels and returns the seat's share of the embers at
// the game's value, its mean share against the counter, the counter's card
// and the level's mix.
func exploitation(t testing.TB, level Level, seat rules.Seat, duels int) (value, got float64, counter rules.Move, mix [3]int) {
	g := standoffTable()
	v, _, _ := g.solve()
	cards := standoffCards(t, level, seat, 1, duels)
	freq := make([]*big.Rat, 3)
	for i := range freq {
		freq[i] = new(big.Rat)
	}
	for _, m := range cards {
		mix[m-1]++
		freq[m-1].Add(freq[m-1], big.NewRat(1, int64(duels)))
	}
	counter = bestCounter(g, seat, freq)
	total := 0.0
	for _, m := range cards {
		s, _ := testgames.Standoff.New(rules.Setup{Players: 2})
		moves := []rules.Move{m, counter}
		if seat == 1 {
			moves = []rules.Move{counter, m}
		}
		for _, mv := range moves {
			if err := s.Play(mv); err != nil {
				t.Fatal(err)
			}
		}
		total += rules.Reward(s.Result(), seat)
	}
	north, _ := v.Float64()
	value = north / testgames.StandoffStake
	if seat == 1 {
		value = 1 - value
	}
	return value, total / float64(duels), counter, mix
}

// bestCounter is the card that does best against seat's mix freq.
func bestCounter(g matrixGame, seat rules.Seat, freq []*big.Rat) rules.Move {
	best, bestPay := -1, new(big.Rat)
	for c := range 3 {
		var pay *big.Rat
		if seat == 0 { // the counter is South: it wants North's pay low
			pay = new(big.Rat).Neg(g.colPay(c, freq))
		} else {
			pay = g.rowPay(c, freq)
		}
		if best < 0 || pay.Cmp(bestPay) > 0 {
			best, bestPay = c, pay
		}
	}
	return rules.Move(best + 1)
}

func TestStandoffValue(t *testing.T) {
	v, north, south := standoffTable().solve()
	if v == nil || v.RatString() != "518/95" {
		t.Fatalf("Standoff's value for North is %v embers, want 518/95", v)
	}
	if fmt.Sprint(north) != "[34/95 32/95 29/95]" || fmt.Sprint(south) != "[33/95 34/95 28/95]" {
		t.Fatalf("equilibrium North %v South %v: want every card in both mixes", north, south)
	}
}

// TestMixesAtSecretChoices plays hard against the best fixed counter to its
// mix in Standoff, as North and as South: it must lose at most a few
// percent of the stake against the game's value. A player that always laid
// the same card would lose 20-30%.
func TestMixesAtSecretChoices(t *testing.T) {
	duels := 2000
	if testing.Short() {
		duels = 300
	}
	for seat := rules.Seat(0); seat < 2; seat++ {
		value, got, counter, mix := exploitation(t, Hard, seat, duels)
		t.Logf("hard as %s over %d duels: mix blaze/guard/feint %v, best counter %s, share %.4f against the value %.4f (loses %.4f)",
			[]string{"North", "South"}[seat], duels, mix, []string{"", "blaze", "guard", "feint"}[counter], got, value, value-got)
		if value-got > 0.03 {
			t.Errorf("hard as seat %d loses %.4f of the stake to its best counter; want at most 0.03", seat, value-got)
		}
	}
}

// TestMixesOnlyInSimultaneousGames: given the same root statistics, a
// Standoff seat draws among its face-down cards in proportion to visits
// (leaving out a card below MixFloor of the best's visits), while a Bids
// seat, whose game has no simultaneous rounds, always bids the most visited
// card.
func TestMixesOnlyInSimultaneousGames(t *testing.T) {
	stats := []rootStat{{move: 1, visits: 500, sum: 250}, {move: 2, visits: 400, sum: 200}, {move: 3, visits: 50, sum: 10}}
	standoff, _ := testgames.Standoff.New(rules.Setup{Players: 2})
	bids := bidsAfterFirstBid(t, 8).View(1)
	cfg := DefaultConfig(Hard)
	for _, c := range []struct {
		view rules.State
		seat rules.Seat
		want map[rules.Move]bool
	}{{standoff, 0, map[rules.Move]bool{1: true, 2: true}}, {bids, 1, map[rules.Move]bool{1: true}}} {
		p := New(Hard, 1)
		p.buf = append(p.buf[:0], 1, 2, 3)
		got := map[rules.Move]int{}
		for range 400 {
			got[p.pick(c.view, c.seat, stats, cfg).Move]++
		}
		for m := range got {
			if !c.want[m] {
				t.Errorf("%s: drew %d (%v); want only %v", c.view.Game().Info().ID, m, got, c.want)
			}
		}
		if len(got) != len(c.want) || (len(got) == 2 && (got[1] < 170 || got[1] > 270)) {
			t.Errorf("%s: drew %v; want %v, in proportion 5:4 when mixed", c.view.Game().Info().ID, got, c.want)
		}
	}
}
