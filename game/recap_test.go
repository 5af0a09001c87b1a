package game

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"embers/rules"
	"embers/rules/trekronor"
)

// recapGame plays random moves of a 4-player game in which Anna (seat 0)
// is the only person, calling look at each of her turns after the first.
func recapGame(t *testing.T, seed uint64, look func(s *Session)) {
	t.Helper()
	seats := []SeatInfo{{Name: "Anna"}, {Name: "Bo", Level: "easy"}, {Name: "Cy", Level: "easy"}, {Name: "Di", Level: "easy"}}
	s, err := NewSession(trekronor.Game, rules.Setup{Players: 4, Seed: seed}, seats, Options{})
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(seed, 3))
	wasAnna := false
	for s.ToMove() != rules.NoSeat {
		if anna := s.ToMove() == 0; anna && !wasAnna && len(s.Match.History) > 4 {
			look(s)
		}
		wasAnna = s.ToMove() == 0
		legal := s.Match.State.Legal(nil)
		playOrFail(t, s, legal[rng.IntN(len(legal))])
	}
}

// The recap names each computer seat that moved since Anna's last move,
// in the order they played, with what it did in the game's own words.
func TestRecapSumsUpEachComputerSeat(t *testing.T) {
	looked := 0
	for seed := uint64(11); seed < 15; seed++ {
		recapGame(t, seed, func(s *Session) {
			looked++
			lines := s.Recap(0)
			var want []rules.Seat
			for i := len(s.Match.History) - 1; i >= 0 && s.Match.History[i].Seat != 0; i-- {
				if seat := s.Match.History[i].Seat; len(want) == 0 || want[0] != seat {
					want = append([]rules.Seat{seat}, want...)
				}
			}
			if len(lines) != len(want) {
				t.Fatalf("recap has %d lines for seats %v: %+v", len(lines), want, lines)
			}
			for i, l := range lines {
				name := s.Name(l.Seat)
				if l.Seat != want[i] || !strings.HasPrefix(l.Did, name+" ") || strings.Contains(l.Did, "{") {
					t.Fatalf("line %d: %+v, want seat %s first", i, l, name)
				}
				if l.Moves != 2 && l.Moves != 1 {
					t.Errorf("%s made %d moves in a round", name, l.Moves)
				}
				if !strings.Contains(l.Did, "spread marker") {
					t.Errorf("%s's recap leaves out the spread marker: %q", name, l.Did)
				}
			}
			if len(lines) >= 2 && !slices.Contains(CommonActs(lines), "lays a spread marker face-down") {
				t.Errorf("every seat laid a spread marker, yet it is not a common act: %q", CommonActs(lines))
			}
			if looked == 3 {
				for _, l := range lines {
					t.Logf("%s / %s", l.Did, l.Then)
				}
			}
		})
	}
	if looked < 5 {
		t.Fatalf("only %d of Anna's turns looked at", looked)
	}
}

// No recap line ever holds a secret another seat has: a spread marker's
// value, a marker's kind, the pile as someone else saw it.
func TestRecapTellsNoSecret(t *testing.T) {
	checked := 0
	for seed := uint64(1); seed <= 6; seed++ {
		recapGame(t, seed, func(s *Session) {
			text := ""
			for _, l := range s.Recap(0) {
				text += l.Did + " | " + l.Then + " | "
			}
			for _, p := range s.Match.History {
				for _, e := range p.Events {
					if e.Secret == rules.NoSeat || e.Secret == 0 || e.SecretText == "" {
						continue
					}
					secret := rules.Names(e.SecretText, s.Names())
					if strings.Contains(text, strings.TrimSuffix(secret, ".")) {
						t.Fatalf("the recap tells %s's secret %q: %s", s.Name(e.Secret), secret, text)
					}
					checked++
				}
			}
		})
	}
	if checked == 0 {
		t.Fatal("no secret event was met")
	}
}

// When a computer's spread marker turns the pile up, the recap says what
// followed.
func TestRecapSaysWhatFollowed(t *testing.T) {
	found := false
	for seed := uint64(1); seed <= 10 && !found; seed++ {
		recapGame(t, seed, func(s *Session) {
			for _, l := range s.Recap(0) {
				if strings.Contains(l.Did, "the fire spreads") {
					if !strings.Contains(l.Then, "turned up") {
						t.Fatalf("the fire spread but the recap says nothing of it: %+v", l)
					}
					found = true
				}
			}
		})
	}
	if !found {
		t.Fatal("no computer seat spread the fire in 10 games")
	}
}

// In hot seat the recap names the other people's moves too: Anna and Bo
// share the screen, and at Anna's turn Bo's moves since hers are told.
func TestRecapNamesTheOtherPeople(t *testing.T) {
	seats := []SeatInfo{{Name: "Anna"}, {Name: "Bo"}, {Name: "Cy", Level: "easy"}}
	s, err := NewSession(trekronor.Game, rules.Setup{Players: 3, Seed: 5}, seats, Options{})
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(5, 3))
	for s.ToMove() != rules.NoSeat && len(s.Match.History) < 12 {
		legal := s.Match.State.Legal(nil)
		playOrFail(t, s, legal[rng.IntN(len(legal))])
	}
	for s.ToMove() != 0 && s.ToMove() != rules.NoSeat {
		legal := s.Match.State.Legal(nil)
		playOrFail(t, s, legal[rng.IntN(len(legal))])
	}
	if s.ToMove() != 0 {
		t.Fatal("the game ended before Anna's turn came back")
	}
	var named []string
	for _, l := range s.Recap(0) {
		named = append(named, s.Name(l.Seat))
		if !strings.HasPrefix(l.Did, s.Name(l.Seat)+" ") {
			t.Errorf("line %+v does not start with its seat's name", l)
		}
	}
	if !slices.Contains(named, "Bo") || slices.Contains(named, "Anna") {
		t.Fatalf("recap for Anna names %v; want Bo (a person) and never Anna herself", named)
	}
}
