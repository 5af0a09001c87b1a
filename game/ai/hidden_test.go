package ai

import (
	"bytes"
	"context"
	"math/rand/v2"
	"testing"
	"time"

	"embers/rules"
	"embers/rules/testgames"
)

// bidsAfterFirstBid returns a Bids game in which seat 0 has bid face down.
func bidsAfterFirstBid(t *testing.T, seed uint64) rules.State {
	t.Helper()
	s, err := testgames.Bids.New(rules.Setup{Players: 2, Seed: seed})
	if err != nil {
		t.Fatal(err)
	}
	legal := s.Legal(nil)
	if err := s.Play(legal[len(legal)-1]); err != nil {
		t.Fatal(err)
	}
	return s
}

// TestDoesNotPeek gives the AI two real states that differ only in what its
// seat cannot see (the other hand, the face-down bid, the future prizes): it
// must decide the same way in both.
func TestDoesNotPeek(t *testing.T) {
	a := bidsAfterFirstBid(t, 8)
	b := hiddenTwin(t, a, 1)
	for _, l := range Levels() {
		for seed := uint64(1); seed <= 3; seed++ {
			da := untimed(l, seed).Choose(a, 1)
			db := untimed(l, seed).Choose(b, 1)
			if da.Move != db.Move || da.Iterations != db.Iterations || da.Value != db.Value {
				t.Errorf("%s seed %d: decided %s (%.4f) and %s (%.4f) on states that look the same to it",
					l, seed, a.FormatMove(da.Move), da.Value, b.FormatMove(db.Move), db.Value)
			}
		}
	}
}

// hiddenTwin returns a state that differs from a only in what seat cannot
// see.
func hiddenTwin(t *testing.T, a rules.State, seat rules.Seat) rules.State {
	t.Helper()
	rng := rand.New(rand.NewPCG(4, 4))
	var b rules.State
	for range 100 {
		b = a.Determinize(seat, rng)
		if !bytes.Equal(a.Encode(), b.Encode()) && a.Dump() != b.Dump() {
			break
		}
	}
	if !bytes.Equal(a.View(seat).Encode(), b.View(seat).Encode()) || a.Dump() == b.Dump() {
		t.Fatalf("the two states must differ only in hidden parts:\n%s\n%s", a.Dump(), b.Dump())
	}
	return b
}

// TestSameSeedSameGame replays whole games between AI seats: same seeds,
// same moves.
func TestSameSeedSameGame(t *testing.T) {
	play := func() string {
		s, _ := testgames.Bids.New(rules.Setup{Players: 2, Seed: 77})
		ps := []*Player{untimed(Hard, 5), untimed(Medium, 6)}
		log := ""
		for s.ToMove() != rules.NoSeat {
			seat := s.ToMove()
			m := ps[seat].Choose(s, seat).Move
			log += s.FormatMove(m) + " "
			if err := s.Play(m); err != nil {
				t.Fatal(err)
			}
		}
		return log + s.Dump()
	}
	first, second := play(), play()
	if first != second {
		t.Fatalf("same seeds gave two games:\n%s\n%s", first, second)
	}
}

// TestHardBidsHighForTopPrize: bidding first for the top prize while holding
// the 6, a bid of 6 cannot lose the prize; hard finds it.
func TestHardBidsHighForTopPrize(t *testing.T) {
	found := false
	for seed := uint64(0); seed < 200 && !found; seed++ {
		s, _ := testgames.Bids.New(rules.Setup{Players: 2, Seed: seed})
		b := s.(*testgames.BidsState)
		if !bytes.Contains([]byte(b.Dump()), []byte("prize on offer 6")) || !isIn(6, b.Legal(nil)) {
			continue
		}
		found = true
		d := New(Hard, 1).Choose(b, 0)
		if d.Move != 6 {
			t.Errorf("seed %d: hard bid %s for prize 6 holding the 6\n%s", seed, b.FormatMove(d.Move), b.Dump())
		}
	}
	if !found {
		t.Fatal("no seed deals North the 6 with prize 6 first")
	}
}

func isIn(m rules.Move, list []rules.Move) bool {
	for _, x := range list {
		if x == m {
			return true
		}
	}
	return false
}

// TestDousesBeforeCommonLoss: at fire 9, looting loses the game for everyone
// two times in three; every search level douses.
func TestDousesBeforeCommonLoss(t *testing.T) {
	s, _ := testgames.Firebreak.New(rules.Setup{Players: 3, Seed: 4})
	f := s.(*testgames.FireState)
	f.Fire = 9
	for _, l := range []Level{Medium, Hard} {
		if d := New(l, 2).Choose(f, 0); d.Move != testgames.Douse {
			t.Errorf("%s at fire 9 chose %s; looting risks losing together", l, f.FormatMove(d.Move))
		}
	}
	f.Fire = 0
	if d := New(Hard, 2).Choose(f, 0); d.Move != testgames.Loot {
		t.Errorf("hard at fire 0 chose %s; the fire cannot reach the top this round, so loot", f.FormatMove(d.Move))
	}
}

func TestTimeCapAndCancel(t *testing.T) {
	s, _ := testgames.TicTacToe.New(rules.Setup{Players: 2})
	p := NewWithConfig(Hard, 1, Config{Iterations: 1 << 30, MaxTime: 30 * time.Millisecond, Exploration: 0.7, PlayoutCap: 100})
	start := time.Now()
	d := p.Choose(s, 0)
	if el := time.Since(start); el > 500*time.Millisecond || d.Iterations >= 1<<30 || d.Iterations == 0 {
		t.Fatalf("MaxTime 30ms: took %v with %d iterations", el, d.Iterations)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Millisecond)
	defer cancel()
	p = NewWithConfig(Hard, 1, Config{Iterations: 1 << 30, Exploration: 0.7, PlayoutCap: 100})
	start = time.Now()
	d, err := p.ChooseContext(ctx, s, 0)
	if err != nil || time.Since(start) > 500*time.Millisecond || !isIn(d.Move, s.Legal(nil)) {
		t.Fatalf("cancelled search: %v after %v, move %v", err, time.Since(start), d.Move)
	}
	if _, err := p.ChooseContext(context.Background(), s, 1); err == nil {
		t.Fatal("choosing for a seat that is not to move must fail")
	}
}

func TestParseLevelAndConfig(t *testing.T) {
	for _, l := range Levels() {
		got, err := ParseLevel(" " + string(l) + " ")
		if err != nil || got != l {
			t.Errorf("ParseLevel(%q) = %v, %v", l, got, err)
		}
		if New(l, 1).Config() != DefaultConfig(l) {
			t.Errorf("New(%s) does not use the level's table entry", l)
		}
	}
	if _, err := ParseLevel("expert"); err == nil {
		t.Error("ParseLevel(expert) should fail and list the levels")
	}
	e, m, h := DefaultConfig(Easy), DefaultConfig(Medium), DefaultConfig(Hard)
	if !(e.Iterations < m.Iterations && m.Iterations < h.Iterations) || h.MaxTime <= 0 {
		t.Errorf("level budgets must grow easy < medium < hard, with a time cap: %+v %+v %+v", e, m, h)
	}
}

// untimed is the level's player without its wall-clock cap, so a test that
// compares two searches is not cut short by a busy machine (the budget of
// iterations decides the move; the cap only guards a person's wait).
func untimed(l Level, seed uint64) *Player {
	cfg := DefaultConfig(l)
	cfg.MaxTime = 0
	return NewWithConfig(l, seed, cfg)
}
