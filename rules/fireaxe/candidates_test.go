package fireaxe

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"embers/game/ai"
	"embers/rules"
)

// names formats moves in the game's notation.
func names(s *State, ms []rules.Move) []string {
	out := make([]string, len(ms))
	for i, m := range ms {
		out[i] = s.FormatMove(m)
	}
	return out
}

// At a home port with a crew and a good to trade and the whole turn ahead,
// the search is not offered wintering or ending the turn (the policy sails
// on), though both are legal.
func TestCandidatesKeepTheVoyage(t *testing.T) {
	s := newTest(t, 2, "")
	at(t, s, "norway", 2, [NumGoods]int{1, 0, 0})
	legal := names(s, s.Legal(nil))
	cands := names(s, s.Candidates(nil))
	for _, m := range []string{"winter", "end"} {
		if !slices.Contains(legal, m) {
			t.Fatalf("%q is not legal here: %v", m, legal)
		}
		if slices.Contains(cands, m) {
			t.Errorf("candidates offer %q while the policy has work: %v", m, cands)
		}
	}
	if !slices.ContainsFunc(cands, func(m string) bool { return len(m) > 5 && m[:5] == "sail " }) {
		t.Errorf("no day's sailing among the candidates: %v", cands)
	}
}

// In the Wintering box with only the first crewman aboard and days to load,
// a launch is not a candidate (loading is); with three days or fewer left
// it is.
func TestCandidatesLoadBeforeLaunching(t *testing.T) {
	s := newTest(t, 2, "")
	legal := names(s, s.Legal(nil))
	cands := names(s, s.Candidates(nil))
	if !slices.Contains(legal, "launch norway") {
		t.Fatalf("launch norway is not legal at the start: %v", legal)
	}
	for _, m := range cands {
		if len(m) > 7 && m[:7] == "launch " {
			t.Errorf("candidates offer %q with one crewman aboard and seven days: %v", m, cands)
		}
	}
	if !slices.Contains(cands, "load crew") {
		t.Errorf("no loading among the candidates: %v", cands)
	}
	s.Turn.Days = DaysPerTurn - 3
	cands = names(s, s.Candidates(nil))
	if !slices.ContainsFunc(cands, func(m string) bool { return len(m) > 7 && m[:7] == "launch " }) {
		t.Errorf("with three days left no launch is offered: %v", cands)
	}
}

// Two hard seats at two players, the first four rounds on the real map: both
// sail out and earn. Before the candidates left out wintering and the empty
// launch, both launched and wintered turn after turn (seed 1: 3 gold between
// them after four rounds, where each seat now has more than 10).
func TestHardSeatsSailOut(t *testing.T) {
	if testing.Short() {
		t.Skip("hard searches")
	}
	st, err := Game.New(rules.Setup{Players: 2, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	s := st.(*State)
	var seats [2]*ai.Player
	for i := range seats {
		cfg := ai.ConfigFor(ai.Hard, Game, rules.Setup{Players: 2, Seed: 1})
		cfg.MaxTime = 0
		seats[i] = ai.NewWithConfig(ai.Hard, uint64(i+1), cfg)
	}
	for s.Phase != phOver && s.Round <= 4 {
		var m rules.Move
		if who := s.ToMove(); who == rules.Chance {
			m = s.Roll()
		} else {
			m = seats[who].Choose(s, who).Move
		}
		if err := s.Play(m); err != nil {
			t.Fatal(err)
		}
	}
	for seat, g := range s.Gold {
		if g <= 10 {
			t.Errorf("seat %d has %d gold after four rounds (gold %v)", seat+1, g, s.Gold)
		}
	}
}

// Under the rulebook's ending the search is left only the policy's move
// when that move heads for the port that completes a saga this turn: with
// tusks aboard beside Man, the Ostmen's Towns lacking only Waterford, the
// one candidate is the day's sailing toward it, then the trade. The age
// die's game keeps its choice.
func TestCandidatesFinishTheSaga(t *testing.T) {
	for _, variant := range []string{"ending=sagas", ""} {
		st, err := Game.New(rules.Setup{Players: 2, Seed: 5, Variant: variant})
		if err != nil {
			t.Fatal(err)
		}
		s := st.(*State)
		sagasUp(t, s, []string{"ostmen"}, []string{"silver_of_the_west"})
		s.Era = 2
		for id, g := range map[string]int{"man": 0, "limerick": 1} {
			s.port(s.node(id)).Good = g
			s.Goods[g]--
		}
		at(t, s, "man", 2, [NumGoods]int{0, 0, 1})
		for s.boat().At != s.node("waterford") {
			c := s.Candidates(nil)
			if variant == "" {
				if len(c) < 2 {
					t.Fatalf("the age die's game: candidates %v", c)
				}
				break
			}
			if k, _, _, _ := unpack(c[0]); len(c) != 1 || k != mvSail {
				t.Fatalf("at %s: candidates %q, want one day's sailing", s.b.nodes[s.boat().At].id, s.FormatMove(c[0]))
			}
			if err := s.Play(c[0]); err != nil {
				t.Fatal(err)
			}
		}
		if variant == "" {
			continue
		}
		if c := s.Candidates(nil); len(c) != 1 || s.FormatMove(c[0]) != "trade tusks" {
			t.Fatalf("at Waterford: candidates %v", c)
		}
	}
}

// Under the rulebook's ending a seat with four crewmen left (aboard and at
// home) settles no port a face-up saga does not ask for: the search is not
// offered it and the playouts do not take it; a saga's port it still
// settles. With the age die nothing is held back.
func TestSettleKeepsCrewForSagas(t *testing.T) {
	for _, c := range []struct {
		variant string
		up      string
		settle  bool
	}{
		{"ending=sagas", "the_emporia", false},
		{"ending=sagas", "earldom_of_the_isles", true},
		{"", "the_emporia", true},
	} {
		st, err := Game.New(rules.Setup{Players: 3, Seed: 5, Variant: c.variant})
		if err != nil {
			t.Fatal(err)
		}
		s := st.(*State)
		sagasUp(t, s, []string{c.up}, nil)
		at(t, s, "shetland", 3, [NumGoods]int{})
		for n := s.b.nSpaces; n < len(s.b.nodes) && s.Supply[s.Seat] > 1; n++ {
			if p := s.port(n); p.Town == 0 && p.Settler == noSeat && !s.b.nodes[n].home && s.b.nodes[n].id != "shetland" {
				p.Settler = s.Seat
				s.Supply[s.Seat]--
			}
		}
		mustCheck(t, s)
		n := s.node("shetland")
		if !s.canSettle(n) {
			t.Fatalf("Shetland cannot be settled: %s", s.Dump())
		}
		offered := slices.ContainsFunc(names(s, s.Candidates(nil)), func(m string) bool { return strings.HasPrefix(m, "settle") })
		m, ok := s.bestTask(n)
		k, _, _, _ := unpack(m)
		policy := ok && k == mvSettle
		if offered != c.settle || policy != c.settle || (s.taskWorth(s.Seat, n) > 0) != c.settle {
			t.Errorf("%q, %s face up, 4 crewmen left: settle offered %v, the policy settles %v, worth %.2f; want %v",
				c.variant, c.up, offered, policy, s.taskWorth(s.Seat, n), c.settle)
		}
	}
}

// Under the rulebook's ending the policy sails into the sea's toll toward
// the port that completes a saga when the crew left can still do the task:
// beside Man with the Ostmen's Towns lacking Waterford (three days away), the
// clear days spent, five crewmen sail on (three are lost, two trade the
// tusks), one crewman and a good do not (a loss would take the tusks).
func TestPolicyBravesTheSeaForTheLastPort(t *testing.T) {
	for _, c := range []struct {
		crew int
		sail bool
	}{{5, true}, {1, false}} {
		st, err := Game.New(rules.Setup{Players: 2, Seed: 5, Variant: "ending=sagas"})
		if err != nil {
			t.Fatal(err)
		}
		s := st.(*State)
		sagasUp(t, s, []string{"ostmen"}, []string{"silver_of_the_west"})
		s.Era = 2
		for id, g := range map[string]int{"man": 0, "limerick": 1} {
			s.port(s.node(id)).Good = g
			s.Goods[g]--
		}
		at(t, s, "man", c.crew, [NumGoods]int{0, 0, 1})
		w := s.node("waterford")
		s.Turn.Sailed = s.clearDays(s.b.nodes[w].zone)
		s.Turn.Days = s.Turn.Sailed
		if s.daysLeft() < 1+int(s.b.dist[s.boat().At][w]) {
			t.Fatalf("%d days left, Waterford %d away", s.daysLeft(), s.b.dist[s.boat().At][w])
		}
		m := s.RolloutMove(rand.New(rand.NewPCG(1, 1)), nil)
		k, a, _, _ := unpack(m)
		sails := k == mvSail && s.b.dist[a][w] < s.b.dist[s.boat().At][w]
		if sails != c.sail || sails != s.finishesSaga(m) {
			t.Errorf("%d crew, clear days spent: the policy plays %q (finishes the saga: %v), want a day toward Waterford %v", c.crew, s.FormatMove(m), s.finishesSaga(m), c.sail)
		}
	}
}

// Under the rulebook's ending a seat 30 gold ahead loads its longboat in the
// Wintering box as the policy does (crew to three first): the one candidate
// is loading a crewman. A seat not so far ahead, or with the age die, keeps
// the search's choice.
func TestLeaderLoadsAsThePolicyDoes(t *testing.T) {
	for _, c := range []struct {
		variant string
		gold    int
		one     bool
	}{{"ending=sagas", 40, true}, {"ending=sagas", 20, false}, {"", 40, false}} {
		st, err := Game.New(rules.Setup{Players: 2, Seed: 5, Variant: c.variant})
		if err != nil {
			t.Fatal(err)
		}
		s := st.(*State)
		at(t, s, "wintering", 1, [NumGoods]int{})
		s.Gold[s.Seat], s.Gold[1-s.Seat] = c.gold, 5
		cands := names(s, s.Candidates(nil))
		if one := len(cands) == 1; one != c.one || (one && cands[0] != "load crew") {
			t.Errorf("%q, %d gold to 5: candidates %v", c.variant, c.gold, cands)
		}
	}
}
