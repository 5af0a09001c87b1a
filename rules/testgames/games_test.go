package testgames

import (
	"math/rand/v2"
	"strings"
	"testing"

	"embers/rules"
	"embers/rules/rulestest"
)

func TestTicTacToeWinAndDraw(t *testing.T) {
	s, _ := TicTacToe.New(rules.Setup{Players: 2})
	ev := rulestest.Play(t, s, "a1", "a2", "b1", "b2", "c1")
	r := s.Result()
	if !r.Over || len(r.Winners) != 1 || r.Winners[0] != 0 || r.Scores[0] != 1 || s.ToMove() != rules.NoSeat {
		t.Fatalf("X's top row: result %+v", r)
	}
	if last := ev[len(ev)-1]; last.Kind != "game.over" {
		t.Fatalf("last event %q, want game.over", last.Kind)
	}
	d, _ := TicTacToe.New(rules.Setup{Players: 2})
	rulestest.Play(t, d, "b2", "a1", "c1", "a3", "a2", "c2", "b1", "b3", "c3")
	if r := d.Result(); !r.Over || len(r.Winners) != 2 {
		t.Fatalf("full board without a line: result %+v, want a shared draw\n%s", r, d.Dump())
	}
	if _, err := s.ParseMove("d4"); err == nil || !strings.Contains(err.Error(), "b2") {
		t.Fatalf("ParseMove(d4) error %v should show the form", err)
	}
}

func TestBidsHidesBidsAndHands(t *testing.T) {
	s, _ := Bids.New(rules.Setup{Players: 2, Seed: 5})
	b := s.(*BidsState)
	first := b.ToMove()
	m := b.Legal(nil)[0]
	if b.Observe(m, 1-first) != HiddenBid || b.Observe(m, first) != m {
		t.Fatal("Observe must hide a bid from the other seat only")
	}
	ev, _ := b.Apply(m)
	if ev[0].Text != rules.SeatRef(first)+" bids face down" || ev[0].For(1-first).Data != nil || ev[0].For(first).Data != int(m) {
		t.Fatalf("bid event leaks or hides wrongly: %+v", ev[0])
	}
	v := b.View(1 - first).(*BidsState)
	if v.bid[first] != -1 || v.hand[first] != 0 || v.hand[1-first] != b.hand[1-first] {
		t.Fatalf("view of seat %d shows the other's secrets:\n%s", 1-first, v.Dump())
	}
	if strings.Contains(v.Dump(), "bid "+string(rune('0'+m))) {
		t.Fatalf("dump of the view shows the face-down bid:\n%s", v.Dump())
	}
	// Determinizing many times deals the unseen bid across several values.
	seen := map[int8]bool{}
	rng := rand.New(rand.NewPCG(1, 2))
	for range 200 {
		seen[v.Determinize(1-first, rng).(*BidsState).bid[first]] = true
	}
	if len(seen) < 4 || seen[-1] || seen[0] {
		t.Fatalf("determinized face-down bids %v: want several real cards", seen)
	}
}

func TestBidsPrizeGoesToHigherBid(t *testing.T) {
	s, _ := Bids.New(rules.Setup{Players: 2, Seed: 11})
	b := s.(*BidsState)
	b.hand = [2]uint8{0b1111000, 0b0011110} // North 3-6, South 1-4
	prize := int(b.prize)
	ev := rulestest.Play(t, b, "b6", "b4") // round 1: North bids first
	if b.Score(0) != prize || b.Score(1) != 0 {
		t.Fatalf("North bid 6 over 4 for prize %d; scores %d-%d", prize, b.Score(0), b.Score(1))
	}
	kinds := []string{}
	for _, e := range ev {
		kinds = append(kinds, e.Kind)
	}
	if strings.Join(kinds, " ") != "bid.placed bid.placed bids.revealed prize.taken prize.drawn" {
		t.Fatalf("events %v", kinds)
	}
	if b.ToMove() != 1 {
		t.Fatal("South bids first in round 2")
	}
	if _, err := b.Apply(6); err == nil {
		t.Fatal("South may not bid a card it does not hold")
	}
	second := int(b.prize)
	rulestest.Play(t, b, "b3", "b3")
	if b.Score(0)+b.Score(1) != prize || b.tied != 1<<second {
		t.Fatalf("equal bids: nobody takes prize %d\n%s", second, b.Dump())
	}
}

func TestFirebreakLosesTogether(t *testing.T) {
	s, _ := Firebreak.New(rules.Setup{Players: 3, Seed: 2})
	f := s.(*FireState)
	f.Fire = 9
	for f.Fire < fireLimit && f.ToMove() != rules.NoSeat {
		f.Fire = 9
		if _, err := f.Apply(Loot); err != nil {
			t.Fatal(err)
		}
	}
	r := f.Result()
	if !r.Over || !r.Lost || len(r.Winners) != 0 {
		t.Fatalf("fire at the top: result %+v, want everyone lost", r)
	}
	g, _ := Firebreak.New(rules.Setup{Players: 2, Seed: 2})
	h := g.(*FireState)
	for h.ToMove() != rules.NoSeat {
		h.Fire = 0
		m := Douse
		if h.ToMove() == 1 {
			m = Loot
		}
		h.Play(m)
	}
	if r := h.Result(); r.Lost || len(r.Winners) != 1 || r.Winners[0] != 1 || r.Scores[1] != fireRounds {
		t.Fatalf("the fire held: result %+v, want the looter to win", r)
	}
}
