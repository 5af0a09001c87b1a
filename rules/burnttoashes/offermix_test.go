package burnttoashes

import (
	"math/rand/v2"
	"testing"

	"embers/game/ai"
	"embers/rules"
)

// answerPosition: three rulers at the first pawn of year 1 (variant
// "mode=semi" or co-op), hands written by hand; the placer lays 3 gold on
// one card and the next ruler, holding 3, 2, 1 and 1, is to answer.
func answerPosition(t *testing.T, variant string) *State {
	t.Helper()
	s := newGame(t, 3, variant, 4)
	playUntil(t, s, atTask(tkPawn))
	p := int(s.top().Seat)
	setHand(s, p, 1, 1, 2)
	setHand(s, (p+1)%3, 3, 2, 1, 1)
	setHand(s, (p+2)%3, 1, 1, 0)
	mustCheck(t, s)
	play(t, s, "pawn b; offer 3")
	return s
}

// offersBySeed is what a medium seat offers at s with seeds 1..n, with its
// own settings and with the plain pick (no move reaches twice the most
// visited one's visits, so nothing is mixed). No time cap: the same seed
// runs the same search, so the two differ only in the pick.
func offersBySeed(t *testing.T, s *State, n int) (mixed, plain []rules.Move) {
	t.Helper()
	cfg := ai.ConfigFor(ai.Medium, Game, s.Setup())
	cfg.MaxTime = 0
	flat := cfg
	flat.MixFloor = 2
	for seed := uint64(1); seed <= uint64(n); seed++ {
		mixed = append(mixed, ai.NewWithConfig(ai.Medium, seed, cfg).Choose(s, s.ToMove()).Move)
		plain = append(plain, ai.NewWithConfig(ai.Medium, seed, flat).Choose(s, s.ToMove()).Move)
	}
	return mixed, plain
}

// A rival mixes its offering (game/ai's pick, with RoundStart in place):
// across seeds the same search now and then lays another sum than its
// most visited one, always on as many cards, so that the others, who see
// only the cards, cannot tell the two apart; and the sums laid vary. The
// mix keeps to offers within offerMixMargin of the best's mean, so it
// draws away less often: 24 seeds, where 8 sufficed without the margin.
func TestRivalsMixTheirOffering(t *testing.T) {
	if testing.Short() {
		t.Skip("searches 48 decisions")
	}
	s := answerPosition(t, "mode=semi")
	if _, ok := s.View(s.ToMove()).(*State).RoundStart(); !ok {
		t.Fatal("the answer has no round start")
	}
	mixed, plain := offersBySeed(t, s, 24)
	other := (s.ToMove() + 1) % 3
	differ, sums := 0, map[rules.Move]bool{}
	for i := range mixed {
		sums[mixed[i]] = true
		if mixed[i] == plain[i] {
			continue
		}
		differ++
		if s.Observe(mixed[i], other) != s.Observe(plain[i], other) {
			t.Errorf("seed %d: mixed %s for %s, which the others can tell apart", i+1, s.FormatMove(mixed[i]), s.FormatMove(plain[i]))
		}
	}
	t.Logf("mixed away from the most visited offer %d times in %d; %d offers", differ, len(mixed), len(sums))
	if differ < 2 || len(sums) < 2 {
		t.Errorf("mixed %d times in %d, %d offers: %v", differ, len(mixed), len(sums), mixed)
	}
}

// Teammates do not mix: the same position played together lays the most
// visited offering at every seed.
func TestTeammatesOfferTheirBest(t *testing.T) {
	if testing.Short() {
		t.Skip("searches 16 decisions")
	}
	s := answerPosition(t, "")
	mixed, plain := offersBySeed(t, s, 8)
	for i := range mixed {
		if mixed[i] != plain[i] {
			t.Errorf("seed %d: a teammate laid %s where its search's best was %s", i+1, s.FormatMove(mixed[i]), s.FormatMove(plain[i]))
		}
	}
}

// The rollout policy is as before in a free turn: it offers what the tile
// still lacks on the fewest cards, and stands once that lies.
func TestOfferPolicyPaysWhatTheTileLacks(t *testing.T) {
	s := answerPosition(t, "")
	s.c.Slot[1] = 4
	legal := s.Legal(nil)
	if m := s.offerPolicy(int(s.ToMove()), legal, nil); s.FormatMove(m) != "offer 1" {
		t.Fatalf("the tile lacks 1 gold; the policy plays %s", s.FormatMove(m))
	}
	play(t, s, "offer 1")
	for s.ToMove() != rules.Seat((int(s.top().Seat)+1)%3) {
		play(t, s, "stand")
	}
	if m := s.offerPolicy(int(s.ToMove()), s.Legal(nil), nil); m != mv(mvStand, 0, 0, 0) {
		t.Fatalf("the tile is paid; the policy plays %s", s.FormatMove(m))
	}
}

// redOrYellow: a ruler alone with start help, played by the rollout policy
// to the first pawn of year (2 or 3), with the pawn set on space b, which
// holds the year's lowest red tile, or, with everything else as it was,
// the lowest yellow one (spaces a and b trade tiles). Path b's knights and
// their gear are moved to free provinces of the other paths: with a knight
// in front the ruler may rather let the dragon's attacks come onto it (the
// dragon is hit only by knights it attacks), which is a different
// question; with none, paying is the only defence.
func redOrYellow(t *testing.T, year int8, red bool) *State {
	t.Helper()
	s := newGame(t, 1, "mode=coop,start", 4)
	rng := rand.New(rand.NewPCG(4, 1))
	for s.c.Year != year || !atTask(tkPawn)(s) {
		if err := s.Play(s.RolloutMove(rng, nil)); err != nil {
			t.Fatal(err)
		}
	}
	slots := map[int8][2][Paths]int8{2: {{2, 5, 4, 3}, {5, 2, 4, 3}}, 3: {{3, 5, 4, 6}, {5, 3, 4, 6}}}[year]
	which := 0
	if !red {
		which = 1
	}
	s.c.Slot = slots[which]
	for i, v := range s.c.Slot {
		s.c.Red[i] = v >= 5
	}
	clearPath(t, s, 1)
	mustCheck(t, s)
	play(t, s, "pawn b")
	return s
}

// The offering follows the Abb. 4 deduction: the ruler cannot see the
// tile under the pawn, only its colour, and a red one is worth more than
// any yellow (year 2: the red is the 5, a yellow 2-4; year 3: 5 or 6
// against 3 or 4). Over the same six seeds hard offers more under the red
// tile than under the yellow one, in both years.
func TestHardOffersMoreUnderARedTile(t *testing.T) {
	if testing.Short() {
		t.Skip("searches 24 decisions")
	}
	for _, year := range []int8{2, 3} {
		var mean [2]float64
		for i, red := range []bool{true, false} {
			s := redOrYellow(t, year, red)
			cfg := ai.ConfigFor(ai.Hard, Game, s.Setup())
			cfg.MaxTime = 0
			for seed := uint64(1); seed <= 6; seed++ {
				if kind, n, _, _ := split(ai.NewWithConfig(ai.Hard, seed, cfg).Choose(s, 0).Move); kind == mvOffer {
					mean[i] += float64(n) / 6
				}
			}
		}
		t.Logf("year %d: red %.2f, yellow %.2f", year, mean[0], mean[1])
		if mean[0] <= mean[1] {
			t.Errorf("year %d: hard offers %.2f on average under the red tile, %.2f under the yellow", year, mean[0], mean[1])
		}
	}
}

// clearPath moves every guard set (knight, sword, shield) standing on path
// to a province of another path that holds none, so the counts stay.
func clearPath(t *testing.T, s *State, path int) {
	t.Helper()
	free := 0
	for q := range PathLen {
		p := path*PathLen + q
		if s.c.Guard[p] == 0 {
			continue
		}
		for ; free < Provinces && (free/PathLen == path || s.c.Guard[free] != 0 || s.c.Lost[free]); free++ {
		}
		if free == Provinces {
			t.Fatal("no free province off the path for its guards")
		}
		s.c.Guard[free], s.c.Guard[p] = s.c.Guard[p], 0
	}
}
