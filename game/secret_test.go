package game

import (
	"math/rand/v2"
	"strings"
	"testing"

	"embers/rules"
	"embers/rules/trekronor"
)

// TestNoSecretInLogOrHistory plays random Tre Kronor games with two people
// and checks every seat's log and undo history against every secret the
// events carried.
func TestNoSecretInLogOrHistory(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 7))
	moves, secrets, masked := 0, 0, 0
	for seed := uint64(1); moves < 400; seed++ {
		seats := []SeatInfo{{Name: "Anna"}, {Name: "Bo"}, {Name: "Cy", Level: "random"}}
		s, err := NewSession(trekronor.Game, rules.Setup{Players: 3, Seed: seed}, seats, Options{})
		if err != nil {
			t.Fatal(err)
		}
		var buf []rules.Move
		for s.ToMove() != rules.NoSeat && moves < 400 {
			buf = s.Match.State.Legal(buf)
			if _, err := s.Play(buf[rng.IntN(len(buf))]); err != nil {
				t.Fatal(err)
			}
			moves++
		}
		names := s.Names()
		for v := rules.NoSeat; v < 3; v++ {
			log := strings.Join(s.Log(v), "\n")
			hist := s.History(v)
			for i, p := range s.Match.History {
				for _, e := range p.Events {
					if e.Secret == rules.NoSeat || e.SecretText == "" || e.SecretText == e.Text {
						continue
					}
					secrets++
					if line := rules.Names(e.SecretText, names); strings.Contains(log, line) {
						t.Fatalf("seed %d: seat %d's log holds %s's secret %q", seed, v, names[e.Secret], line)
					}
				}
				if p.Seat != v && p.Notation != p.Public {
					masked++
					if hist[i] == p.Notation {
						t.Fatalf("seed %d: seat %d's history shows %s's secret move %q", seed, v, names[p.Seat], p.Notation)
					}
				}
				if p.Seat == v && hist[i] != p.Notation {
					t.Fatalf("seat %d's own move %q reads %q in their history", v, p.Notation, hist[i])
				}
			}
		}
	}
	if secrets == 0 || masked == 0 {
		t.Fatalf("%d moves carried %d secret lines and %d masked moves: the test saw no secret", moves, secrets, masked)
	}
	t.Logf("%d moves, %d secret lines and %d masked moves checked", moves, secrets, masked)
}
