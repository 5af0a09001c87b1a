package burnttoashes

import (
	"math"
	"math/rand/v2"
	"slices"
	"testing"

	"embers/rules"
)

// TestEvaluateSeesABoughtKnight: a ruler with a knight on top of a stack
// and 4 gold in the buy phase. Buying it rates above ending the turn: the
// knight waits on the Abbot's window and its placing, and the evaluation
// counts it already (before, a one-ply look saw only the gold go and the
// greedy level almost never bought: 0 of 50 co-op games won at three).
func TestEvaluateSeesABoughtKnight(t *testing.T) {
	s := newGame(t, 1, "", 1)
	playUntil(t, s, atTask(tkBuy))
	seat := int(s.top().Seat)
	p := -1
	for q := range Provinces {
		st := s.c.Stack[q][:s.c.StackN[q]]
		for i, tile := range st {
			if p < 0 && tile == Knight && s.owns(seat, q) && !s.has(q, gKnight) {
				p = q
				st[i], st[len(st)-1] = st[len(st)-1], st[i] // the knight on top
			}
		}
	}
	if p < 0 {
		t.Fatal("no knight in a stack of the ruler's provinces without one")
	}
	setHand(s, seat, 2, 2)
	mustCheck(t, s)
	value := func(moves string) float64 {
		c := *s
		play(t, &c, moves)
		out := make([]float64, 1)
		c.Evaluate(out)
		return out[seat]
	}
	buy, end := value("buy "+provName(p)), value("end")
	if buy <= end {
		t.Errorf("buying the knight on %s rates %.4f, ending the turn %.4f", provName(p), buy, end)
	}
}

// fightAt is Abb. 3's first fight (toAbb3: a3's knight) with the cards
// laid out by hand: shown (dragons, knights, swords, shields), the deck
// the 36 cards less those, and the fighter's gear.
func fightAt(t *testing.T, shown [cardKinds]int8, gear uint8) *State {
	t.Helper()
	s := toAbb3(t, "")
	p := int(s.c.FightP)
	s.c.Guard[p] = s.c.Guard[p]&^(gSword|gShield) | gear
	s.c.Shown4 = shown
	for k := range cardKinds {
		s.c.Deck[k] = int8(combatDeck[k]) - shown[k]
	}
	return s
}

// TestFightOutlookByHand: two dragons and two knights shown, so the next
// dragon or knight decides. Bare, 10 dragons against 6 knights left: the
// knight wins 6 in 16. With a sword and two swords shown, 6 swords more
// win for it: 12 in 22.
func TestFightOutlookByHand(t *testing.T) {
	bare := fightAt(t, [cardKinds]int8{2, 2, 0, 0}, 0).fightOutlook()
	if math.Abs(bare.win-6.0/16) > 1e-9 || math.Abs(bare.fall-10.0/16) > 1e-9 || bare.draw != 0 {
		t.Errorf("bare knight: %+v, want win 6/16, fall 10/16", bare)
	}
	armed := fightAt(t, [cardKinds]int8{2, 2, 2, 0}, gSword).fightOutlook()
	if math.Abs(armed.win-12.0/22) > 1e-9 || math.Abs(armed.fall-10.0/22) > 1e-9 {
		t.Errorf("knight with a sword: %+v, want win 12/22, fall 10/22", armed)
	}
	// the odds are remembered by fight: asked again, the same; the same
	// cards without the sword, the bare odds again (swords count nothing)
	if again := fightAt(t, [cardKinds]int8{2, 2, 2, 0}, gSword).fightOutlook(); again != armed {
		t.Errorf("asked again: %+v, first %+v", again, armed)
	}
	if bare2 := fightAt(t, [cardKinds]int8{2, 2, 2, 0}, 0).fightOutlook(); math.Abs(bare2.win-6.0/16) > 1e-9 {
		t.Errorf("the same cards without a sword: %+v, want win 6/16", bare2)
	}
}

// TestEvaluateSpendsPowerInAFight: two dragons shown against nothing, the
// fighter holding a power: setting the two dragons aside rates above
// turning the next card (a one-ply look used to see only the power go).
func TestEvaluateSpendsPowerInAFight(t *testing.T) {
	s := fightAt(t, [cardKinds]int8{2, 0, 0, 0}, 0)
	seat := int(s.top().Seat)
	s.c.Power[seat] = 1
	s.top().B = combatChoose
	mustCheck(t, s)
	value := func(m rules.Move) float64 {
		c := *s
		if _, err := c.Apply(m); err != nil {
			t.Fatal(err)
		}
		out := make([]float64, s.n())
		c.Evaluate(out)
		return out[seat]
	}
	power, draw := value(mv(mvPower, 0, 0, 0)), value(mv(mvDraw, 0, 0, 0))
	if power <= draw {
		t.Errorf("spending the power rates %.4f, turning a card %.4f", power, draw)
	}
}

// TestPlayAfterAPickStillRefuses: Play takes the rollout policy's pick
// without listing the legal moves again, yet right after a pick it still
// refuses every move that is not legal there, and a view or a dealt copy
// of the position does not carry the pick.
func TestPlayAfterAPickStillRefuses(t *testing.T) {
	for seed := range uint64(12) {
		st, err := Game.New(rules.Setup{Players: 3, Seed: seed, Variant: []string{"", "mode=semi"}[seed%2]})
		if err != nil {
			t.Fatal(err)
		}
		s := st.(*State)
		rng := rand.New(rand.NewPCG(seed, 1))
		for ply := 0; !s.c.Over; ply++ {
			m := s.RolloutMove(rng, nil)
			legal := s.Legal(nil)
			for _, bad := range []rules.Move{m + 1, m ^ 1<<16, m ^ 1<<24, mv(mvCrown, 5, 0, 0)} {
				if !slices.Contains(legal, bad) && s.Clone().(*State).Play(bad) == nil {
					t.Fatalf("seed %d ply %d: %s was played after the pick %s", seed, ply, s.FormatMove(bad), s.FormatMove(m))
				}
			}
			if v := s.View(0).(*State); v.picked != 0 || s.Determinize(0, rng).(*State).picked != 0 {
				t.Fatalf("seed %d ply %d: a view or a dealt copy kept the pick", seed, ply)
			}
			if s.ToMove() != rules.Chance && rng.IntN(3) == 0 {
				m = legal[rng.IntN(len(legal))] // another legal move than the pick
			}
			if err := s.Play(m); err != nil {
				t.Fatalf("seed %d ply %d: %v", seed, ply, err)
			}
			if s.picked != 0 {
				t.Fatalf("seed %d ply %d: the pick outlived its position", seed, ply)
			}
		}
	}
}
