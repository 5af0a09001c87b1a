package testgames

import (
	"strings"
	"testing"

	"embers/rules"
	"embers/rules/rulestest"
)

func TestStandoffSplitsTheEmbers(t *testing.T) {
	for _, c := range []struct {
		north, south string
		scores       [2]int
		winners      []rules.Seat
	}{
		{"blaze", "feint", [2]int{9, 1}, []rules.Seat{0}},
		{"guard", "feint", [2]int{3, 7}, []rules.Seat{1}},
		{"feint", "guard", [2]int{10, 0}, []rules.Seat{0}},
		{"guard", "guard", [2]int{5, 5}, []rules.Seat{0, 1}},
		{"feint", "blaze", [2]int{2, 8}, []rules.Seat{1}},
	} {
		s, _ := Standoff.New(rules.Setup{Players: 2})
		ev := rulestest.Play(t, s, c.north, c.south)
		r := s.Result()
		if !r.Over || r.Scores[0] != c.scores[0] || r.Scores[1] != c.scores[1] || len(r.Winners) != len(c.winners) || r.Winners[0] != c.winners[0] {
			t.Errorf("%s against %s: result %+v, want embers %v and winners %v", c.north, c.south, r, c.scores, c.winners)
		}
		if r.Rewards[0]+r.Rewards[1] != 1 || r.Rewards[0] != float64(c.scores[0])/10 {
			t.Errorf("%s against %s: rewards %v, want the shares of the embers", c.north, c.south, r.Rewards)
		}
		if rules.Reward(r, 1) != r.Rewards[1] {
			t.Errorf("rules.Reward must read the game's own rewards")
		}
		if show := ev[2]; !show.Reveal || !strings.Contains(show.Text, c.north) || !strings.Contains(show.Text, c.south) {
			t.Errorf("%s against %s: the show event %+v must reveal both cards", c.north, c.south, ev[2])
		}
	}
}

func TestStandoffHidesTheFirstCard(t *testing.T) {
	s, _ := Standoff.New(rules.Setup{Players: 2})
	if s.Observe(Feint, 1) != HiddenCard || s.Observe(Feint, 0) != Feint {
		t.Fatal("Observe must hide a card from the seat that did not lay it only")
	}
	ev := rulestest.Play(t, s, "feint")
	if ev[0].For(1).Text != "{0} lays a card face down" || ev[0].For(0).Data != int(Feint) {
		t.Fatalf("the laid card leaks or is lost: %+v", ev[0])
	}
	v := s.View(1)
	if strings.Contains(v.Dump(), "feint") || v.ToMove() != 1 {
		t.Fatalf("South's view shows North's card or the wrong seat to move:\n%s", v.Dump())
	}
	if _, err := v.Apply(Guard); err == nil {
		t.Fatal("playing South's card on a view that hides North's must be refused")
	}
	back, ok := v.(rules.Simultaneous).RoundStart()
	if !ok || back.ToMove() != 0 || len(back.Legal(nil)) != 3 || strings.Contains(back.Dump(), "face down") {
		t.Fatalf("RoundStart must take North's card back: ok %v\n%v", ok, back)
	}
	if v.Dump() == back.Dump() {
		t.Fatal("RoundStart changed the view it was asked on")
	}
	fresh, _ := Standoff.New(rules.Setup{Players: 2})
	if _, ok := fresh.(rules.Simultaneous).RoundStart(); ok {
		t.Fatal("with North to lay the first card there is nothing to take back")
	}
}
