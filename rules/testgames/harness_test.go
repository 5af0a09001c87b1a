package testgames

import (
	"bytes"
	"errors"
	"math/rand/v2"
	"strings"
	"testing"

	"embers/rules"
)

// playRandom plays one game with random legal moves and checks, after every
// move, the invariants, a save round trip, notation, views and determinization.
func playRandom(t *testing.T, g rules.Game, setup rules.Setup, rng *rand.Rand) string {
	t.Helper()
	s, err := g.New(setup)
	if err != nil {
		t.Fatalf("New(%+v): %v", setup, err)
	}
	var moves []string
	for ply := 0; ; ply++ {
		checkState(t, g, s, rng)
		legal := s.Legal(nil)
		if len(legal) == 0 {
			if s.ToMove() != rules.NoSeat || !s.Result().Over {
				t.Fatalf("no legal moves but the game is not over:\n%s", s.Dump())
			}
			return strings.Join(moves, " ") + "\n" + s.Dump()
		}
		if ply > 1000 {
			t.Fatal("game did not end in 1000 plies")
		}
		m := legal[rng.IntN(len(legal))]
		if _, err := s.Apply(m); err != nil {
			t.Fatalf("legal move %s refused: %v", s.FormatMove(m), err)
		}
		moves = append(moves, s.FormatMove(m))
	}
}

func checkState(t *testing.T, g rules.Game, s rules.State, rng *rand.Rand) {
	t.Helper()
	if err := s.Check(); err != nil {
		t.Fatalf("Check: %v\n%s", err, s.Dump())
	}
	data := s.Encode()
	back, err := g.Decode(data)
	if err != nil {
		t.Fatalf("Decode(Encode()): %v\n%s", err, data)
	}
	if !bytes.Equal(back.Encode(), data) || back.Dump() != s.Dump() {
		t.Fatalf("save round trip changed the state:\n%s\n%s", data, back.Encode())
	}
	for _, m := range s.Legal(nil) {
		p, err := s.ParseMove(s.FormatMove(m))
		if err != nil || p != m {
			t.Fatalf("notation round trip of %s gave %v, %v", s.FormatMove(m), p, err)
		}
	}
	for seat := rules.Seat(0); int(seat) < s.Setup().Players; seat++ {
		view := s.View(seat)
		for _, from := range []rules.State{s, view} {
			d := from.Determinize(seat, rng)
			if err := d.Check(); err != nil {
				t.Fatalf("determinized state fails Check: %v\n%s", err, d.Dump())
			}
			if !bytes.Equal(d.View(seat).Encode(), view.Encode()) {
				t.Fatalf("seat %d: determinized view differs:\n%s\n%s", seat, d.View(seat).Dump(), view.Dump())
			}
		}
	}
	checkIllegalKeepsState(t, s)
}

// checkIllegalKeepsState tries a move that is not legal and expects an
// *IllegalMove with the state untouched.
func checkIllegalKeepsState(t *testing.T, s rules.State) {
	t.Helper()
	legal := s.Legal(nil)
	bad := rules.Move(0)
	for isIn(bad, legal) {
		bad++
	}
	before := s.Encode()
	_, err := s.Apply(bad)
	var im *rules.IllegalMove
	if !errors.As(err, &im) || im.Reason == "" {
		t.Fatalf("illegal move %s gave %v, want *rules.IllegalMove", s.FormatMove(bad), err)
	}
	if !bytes.Equal(before, s.Encode()) {
		t.Fatalf("illegal move %s changed the state", s.FormatMove(bad))
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

func TestRandomPlay(t *testing.T) {
	cases := []struct {
		g       rules.Game
		players []int
	}{
		{TicTacToe, []int{2}}, {Bids, []int{2}}, {Firebreak, []int{2, 3, 4}},
	}
	for _, c := range cases {
		for _, n := range c.players {
			for i := range 60 {
				setup := rules.Setup{Players: n, Seed: uint64(i)}
				first := playRandom(t, c.g, setup, rand.New(rand.NewPCG(uint64(i), 9)))
				second := playRandom(t, c.g, setup, rand.New(rand.NewPCG(uint64(i), 9)))
				if first != second {
					t.Fatalf("%s seed %d: same seed and moves gave two games:\n%s\n%s", c.g.Info().ID, i, first, second)
				}
			}
		}
	}
}

func TestDecodeRejectsBadInput(t *testing.T) {
	for _, g := range []rules.Game{TicTacToe, Bids, Firebreak} {
		s, _ := g.New(rules.Setup{Players: 2, Seed: 3})
		good := s.Encode()
		bad := [][]byte{
			nil, []byte("{"), []byte(`{"format":"chess","version":1}`),
			bytes.Replace(good, []byte(`"version":1`), []byte(`"version":99`), 1),
			good[:len(good)/2],
		}
		for _, b := range bad {
			if _, err := g.Decode(b); err == nil {
				t.Errorf("%s: Decode(%q) accepted bad input", g.Info().ID, b)
			}
		}
	}
	for _, rows := range []string{"XXX/OOO/...", "XX./.../...", "OO./X../...", "X"} {
		if _, err := NewTTT(rows); err == nil {
			t.Errorf("NewTTT(%q) accepted an impossible position", rows)
		}
	}
}

func TestWrongSetups(t *testing.T) {
	for _, c := range []struct {
		g     rules.Game
		setup rules.Setup
	}{
		{TicTacToe, rules.Setup{Players: 3}}, {Bids, rules.Setup{Players: 1}},
		{Firebreak, rules.Setup{Players: 5}}, {Bids, rules.Setup{Players: 2, Variant: "x"}},
	} {
		if _, err := c.g.New(c.setup); err == nil {
			t.Errorf("%s accepted setup %+v", c.g.Info().ID, c.setup)
		}
	}
}
