package fireaxe

import (
	"math/rand/v2"
	"testing"

	"embers/rules"
)

func TestBoardMoves(t *testing.T) {
	if d, ok := SettleDice(mv(mvSettle, 3, 0, 0)); !ok || d != 3 {
		t.Errorf("SettleDice(settle 3) = %d, %v; want 3, true", d, ok)
	}
	if _, ok := SettleDice(mv(mvRaid, 0, 0, 0)); ok {
		t.Error("a raid is taken for a settlement")
	}
	if g, ok := TradeGood(mv(mvTrade, 2, 0, 0)); !ok || g != 2 {
		t.Errorf("TradeGood(trade tusks) = %d, %v; want 2, true", g, ok)
	}
	if _, ok := TradeGood(mv(mvLoadGood, 2, 0, 0)); ok {
		t.Error("loading tusks is taken for a trade")
	}
}

// A saga's tasks shown on its card agree with the rules: every task done
// exactly when the saga is fulfilled, through whole games of the playout
// policy.
func TestSagaTasksAgreeWithFulfilled(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	done := 0
	for game := range 3 {
		s := newTest(t, 2+game, "")
		for ply := 0; ply < 3000 && s.ToMove() != rules.NoSeat; ply++ {
			for i := range s.b.at.Sagas {
				tasks := s.SagaTasks(i)
				all := len(tasks) > 0
				for _, task := range tasks {
					all = all && task.Done
					if task.Done {
						done++
					}
				}
				if all != s.fulfilled(i) {
					t.Fatalf("saga %s: every task done = %v, fulfilled = %v\n%s", s.b.at.Sagas[i].ID, all, s.fulfilled(i), s.Dump())
				}
			}
			policyPly(t, s, rng)
		}
	}
	if done == 0 {
		t.Fatal("no task was ever done: the test saw nothing")
	}
}

func TestActOf(t *testing.T) {
	s := newTest(t, 2, "")
	for text, want := range map[string]Act{"load crew": ActLoad, "load furs": ActLoad, "trade furs": ActTrade, "raid": ActRaid,
		"settle 2": ActSettle, "lose crew": ActLose, "lose tusks": ActLose, "winter": ActWinter, "end": ActOther, "draw": ActDraw} {
		m, err := s.ParseMove(text)
		if err != nil {
			t.Fatal(err)
		}
		if got := ActOf(m); got != want {
			t.Errorf("ActOf(%s) = %d, want %d", text, got, want)
		}
	}
}

// SettleChance counts the dice as the rules roll them: at a port of value
// 2, one die wins 4 in 6, two dice 1 − (2/6)².
func TestSettleChance(t *testing.T) {
	s := newTest(t, 2, "")
	for n := range s.b.nodes {
		nd := &s.b.nodes[n]
		if !nd.port || nd.home || nd.value != 2 {
			continue
		}
		at(t, s, nd.id, 2, [NumGoods]int{})
		s.port(n).Good = noGood
		for dice, want := range map[int]float64{1: 4.0 / 6, 2: 1 - 1.0/9} {
			if got := s.SettleChance(dice); got < want-1e-9 || got > want+1e-9 {
				t.Errorf("%d dice at %s: %.3f, want %.3f", dice, nd.id, got, want)
			}
		}
		return
	}
	t.Fatal("no foreign port of value 2 on the test map")
}
