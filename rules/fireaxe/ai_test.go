package fireaxe

import (
	"math/rand/v2"
	"strings"
	"testing"

	"embers/rules"
	"embers/rules/rulestest"
)

// The rollout policy plays whole games that complete sagas: on the test map
// most games end by the sagas, not by the round cap.
func TestPolicyCompletesSagas(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	capped, sagas := 0, 0
	for seed := range uint64(20) {
		st, _ := On(testAtlas()).New(rules.Setup{Players: 3, Seed: seed})
		s := st.(*State)
		for s.Phase != phOver {
			policyPly(t, s, rng)
		}
		if s.Round > RoundCap {
			capped++
		}
		for _, w := range s.Won {
			sagas += len(w)
		}
	}
	if capped > 5 || sagas < 20*3 {
		t.Fatalf("%d of 20 games reached the round cap; %d sagas completed in all", capped, sagas)
	}
	t.Logf("%d of 20 games capped, %d sagas completed", capped, sagas)
}

// Evaluate gives rewards in [0, 1] in the order of the players' gold.
func TestEvaluate(t *testing.T) {
	s := newTest(t, 3, "")
	s.Gold = []int{30, 2, 3}
	out := make([]float64, 3)
	s.Evaluate(out)
	for _, v := range out {
		if v < 0 || v > 1 {
			t.Fatalf("reward %v", out)
		}
	}
	// two fifths the lead's chance, three fifths one's own gold: the leader
	// by 27 gets about 0.4 x 0.86 + 0.6 x 30/130, the others about 0.1
	if out[0] < 0.4 || out[0] < 4*out[2] || out[1] > 0.15 || out[2] <= out[1] {
		t.Fatalf("30 gold against 2 and 3: %v", out)
	}
}

// Stop or roll on, with a reason: against York (3) a die wins half the time,
// worth another die with three crew; against Paris (5) one in six is not.
func TestWhyStopOrRoll(t *testing.T) {
	s := newTest(t, 2, "")
	at(t, s, "york", 4, [3]int{})
	play(t, s, "raid", "die 1")
	roll, _ := s.ParseMove("roll on")
	if why := s.WhyMove(roll); !strings.Contains(why, "50%") || !strings.Contains(why, "3 crewmen") {
		t.Fatalf("roll on: %q", why)
	}
	if s.RolloutMove(rand.New(rand.NewPCG(1, 1)), nil) != roll {
		t.Fatal("the policy stops at even odds with three crew")
	}
	p := newTest(t, 2, "")
	at(t, p, "paris", 3, [3]int{})
	play(t, p, "raid", "die 1")
	stop, _ := p.ParseMove("stop")
	if why := p.WhyMove(stop); !strings.Contains(why, "17%") || !strings.Contains(why, "too little") {
		t.Fatalf("stop: %q", why)
	}
	if p.RolloutMove(rand.New(rand.NewPCG(1, 1)), nil) != stop {
		t.Fatal("the policy rolls on at one in six")
	}
}

// Every place and move has words on every seat's view over a whole game.
func TestWords(t *testing.T) {
	for _, v := range []string{"", "advanced"} {
		if err := rulestest.Words(On(testAtlas()), rules.Setup{Players: 3, Seed: 3, Variant: v}, 5); err != nil {
			t.Fatal(err)
		}
	}
}

// Under the rulebook's ending the playouts raid a town a face-up raid saga
// still needs at one chance in three a die: Constantinople (worth 5) with a
// good there, for the Siege of Miklagard. Not for another saga's town, nor
// with the age die.
func TestPolicyRaidsASagasTownAtOneInThree(t *testing.T) {
	for _, c := range []struct {
		variant string
		up      string
		raid    bool
	}{
		{"ending=sagas", "miklagard", true},
		{"ending=sagas", "greek_road", false},
		{"", "miklagard", false},
	} {
		st, err := Game.New(rules.Setup{Players: 3, Seed: 5, Variant: c.variant})
		if err != nil {
			t.Fatal(err)
		}
		s := st.(*State)
		sagasUp(t, s, []string{c.up}, nil)
		s.Era = 3
		n := s.node("constantinople")
		s.port(n).Good = 0
		s.Goods[0]--
		at(t, s, "constantinople", 3, [NumGoods]int{})
		m, ok := s.bestTask(n)
		if raid := ok && m == mv(mvRaid, 0, 0, 0); raid != c.raid {
			t.Errorf("%q, %s face up: the policy raids Constantinople %v, want %v", c.variant, c.up, raid, c.raid)
		}
		if worth := s.taskWorth(s.Seat, n); (worth > 0) != c.raid {
			t.Errorf("%q, %s face up: the raid is worth %.2f to the targets", c.variant, c.up, worth)
		}
	}
}

// Under the rulebook's ending a seat far ahead values the deck's progress
// toward the end: one more saga gone from the deck raises its reward by
// more than 10 gold of its own would, and leaves a seat behind unmoved.
// With the age die the deck's progress is worth nothing.
func TestLeaderValuesTheDecksEnd(t *testing.T) {
	for _, variant := range []string{"ending=sagas", ""} {
		st, err := Game.New(rules.Setup{Players: 3, Seed: 5, Variant: variant})
		if err != nil {
			t.Fatal(err)
		}
		s := st.(*State)
		s.Gold = []int{150, 20, 10}
		before := make([]float64, 3)
		s.Evaluate(before)
		richer := s.Clone().(*State)
		richer.Gold[0] += 10
		gold := make([]float64, 3)
		richer.Evaluate(gold)
		top := len(s.SagaDeck) - 1
		s.SagaOut = append(s.SagaOut, s.SagaDeck[top])
		s.SagaDeck = s.SagaDeck[:top]
		mustCheck(t, s)
		after := make([]float64, 3)
		s.Evaluate(after)
		gain := after[0] - before[0]
		if variant == "" {
			if gain != 0 {
				t.Errorf("age die: a saga gone changes the leader's reward by %.4f", gain)
			}
			continue
		}
		if gain <= gold[0]-before[0] || after[1] != before[1] || after[2] != before[2] {
			t.Errorf("a saga gone: leader +%.4f (10 gold: +%.4f), the others %v -> %v", gain, gold[0]-before[0], before[1:], after[1:])
		}
	}
}
