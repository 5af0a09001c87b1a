package game

import (
	"math/rand/v2"
	"strings"
	"testing"
	"time"

	"embers/config"
	"embers/game/ai"
	"embers/game/gametest"
	"embers/rules"
	"embers/rules/trekronor"
)

// TestThinkSeesOnlyItsView plays to a point where a person lays a spread
// marker face down, then lets the next seat's AI think twice: once after one
// marker, once after another. Its view is the same, so its move must be too.
// (A marker that completes the pile turns it over for all to see; those are
// skipped.)
func TestThinkSeesOnlyItsView(t *testing.T) {
	noTimeCap(t)
	seats := []SeatInfo{{Name: "Anna"}, {Name: "Bo", Level: "easy"}, {Name: "Cy", Level: "easy"}}
	rng := rand.New(rand.NewPCG(5, 5))
	for seed := uint64(1); seed < 40; seed++ {
		a, err := NewSession(trekronor.Game, rules.Setup{Players: 3, Seed: seed}, seats, Options{})
		if err != nil {
			t.Fatal(err)
		}
		var buf []rules.Move
		for a.ToMove() != rules.NoSeat {
			buf = a.Match.State.Legal(buf)
			spreads := spreadMoves(a.Match.State, buf)
			if len(spreads) >= 2 {
				b, err := Replay(trekronor.Game, a.Match.Setup, a.Match.Notations())
				if err != nil {
					t.Fatal(err)
				}
				bs := newSession(b, Options{})
				bs.Match.Seats = a.Match.Seats
				playOrFail(t, a, spreads[0])
				playOrFail(t, bs, spreads[1])
				next := a.ToMove()
				if a.Match.State.View(next).Dump() != bs.Match.State.View(next).Dump() {
					continue // the pile was turned over: look further
				}
				if next == rules.NoSeat || a.IsHuman(next) {
					break // try another game
				}
				ma, mb := thinkNow(t, a, next), thinkNow(t, bs, next)
				if ma != mb {
					t.Fatalf("seed %d: %s plays %s after Anna's %s but %s after %s: the AI saw a secret",
						seed, a.Name(next), a.Match.State.FormatMove(ma), a.Match.History[len(a.Match.History)-1].Notation,
						bs.Match.State.FormatMove(mb), bs.Match.History[len(bs.Match.History)-1].Notation)
				}
				t.Logf("seed %d, move %d: %s plays %s after either marker", seed, len(a.Match.History), a.Name(next), a.Match.State.FormatMove(ma))
				return
			}
			playOrFail(t, a, buf[rng.IntN(len(buf))])
		}
	}
	t.Fatal("no game reached a face-down spread marker followed by a computer seat")
}

func spreadMoves(st rules.State, legal []rules.Move) []rules.Move {
	var out []rules.Move
	if st.ToMove() != 0 {
		return nil
	}
	for _, m := range legal {
		if strings.HasPrefix(st.FormatMove(m), "spread ") && st.FormatMove(st.Observe(m, 1)) == "spread ?" {
			out = append(out, m)
		}
	}
	return out
}

func playOrFail(t *testing.T, s *Session, m rules.Move) {
	t.Helper()
	if _, err := s.Play(m); err != nil {
		t.Fatal(err)
	}
}

func thinkNow(t *testing.T, s *Session, seat rules.Seat) rules.Move {
	t.Helper()
	if err := s.Think(seat, config.AIConfig{ThinkMsCap: 60000}); err != nil {
		t.Fatal(err)
	}
	deadline := time.Now().Add(30 * time.Second)
	for time.Now().Before(deadline) {
		if m, ok := s.Thought(); ok {
			return m
		}
		time.Sleep(time.Millisecond)
	}
	t.Fatalf("no move after 30 s: %v", s.ThinkError())
	return 0
}

// noTimeCap lifts the levels' wall-clock caps for one test: the iteration
// budget alone decides, so the same view gives the same move even on a busy
// machine.
func noTimeCap(t *testing.T) {
	old := levelConfig
	t.Cleanup(func() { levelConfig = old })
	levelConfig = func(l ai.Level) ai.Config {
		c := ai.DefaultConfig(l)
		c.MaxTime = 0
		return c
	}
}

// TestForcedThought: with one ember left the computer has one move. It
// comes without a search and the session says it was forced (the window
// then plays it without pausing); with three left it was not.
func TestForcedThought(t *testing.T) {
	seats := []SeatInfo{{Name: "Anna"}, {Name: "Bo", Level: "hard"}}
	for _, c := range []struct {
		take   []string
		forced bool
	}{{[]string{"take 3", "take 3", "take 1"}, false}, {[]string{"take 3", "take 3", "take 3"}, true}} {
		s, err := NewSession(gametest.Game, rules.Setup{Players: 2, Seed: 0}, seats, Options{}) // pile 10
		if err != nil {
			t.Fatal(err)
		}
		for _, n := range c.take { // Bo's take is played for him, to steer the pile
			m, err := s.Match.State.ParseMove(n)
			if err != nil {
				t.Fatal(err)
			}
			playOrFail(t, s, m)
		}
		if s.ToMove() != 1 {
			t.Fatalf("Bo should be to move after %v", c.take)
		}
		if s.ThoughtForced() {
			t.Fatal("no thought yet, so nothing forced")
		}
		m := thinkNow(t, s, 1)
		if s.ThoughtForced() != c.forced {
			t.Errorf("after %v Bo plays %s: forced %v, want %v", c.take, s.Match.State.FormatMove(m), s.ThoughtForced(), c.forced)
		}
	}
}
