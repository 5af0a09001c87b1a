package crownofash

import (
	"math/rand/v2"
	"strings"
	"testing"

	"embers/rules"
	"embers/rules/rulestest"
)

// newGame sets up a game or fails the test.
func newGame(t *testing.T, players int, variant string, seed uint64) *State {
	t.Helper()
	return rulestest.New[*State](t, Game, rules.Setup{Players: players, Variant: variant, Seed: seed})
}

// pull takes fighter code out of wherever it is (a deck, the display, a
// hand) so a test can put it somewhere by hand; the state stays sound.
func pull(t *testing.T, s *State, code string) int {
	t.Helper()
	id := FighterByCode(code)
	if id < 0 {
		t.Fatalf("no fighter %q", code)
	}
	bit := uint64(1) << id
	for tier := range Tiers {
		d := s.Deck[tier][:s.DeckN[tier]]
		for i, x := range d {
			if int(x) == id {
				copy(d[i:], d[i+1:])
				s.DeckN[tier]--
				s.Deck[tier][s.DeckN[tier]] = none
			}
		}
	}
	for i, x := range s.Display {
		if int(x) == id {
			s.Display[i] = none
		}
	}
	for l := range MaxLords {
		s.Hand[l] &^= bit
		s.Grave[l] &^= bit
	}
	for w := range s.Def {
		s.Def[w] &^= bit
	}
	s.FBox &^= bit
	return id
}

// putBack returns a fighter pulled for a test to the box of starting
// fighters, so conservation holds (a test-only place).
func hand(t *testing.T, s *State, lord int8, codes ...string) {
	t.Helper()
	for _, c := range codes {
		s.Hand[lord] |= 1 << pull(t, s, c)
	}
}

// station makes lord hold region reg with these defenders.
func station(t *testing.T, s *State, lord int8, reg int, codes ...string) {
	t.Helper()
	for _, id := range bitsOf(s.Def[reg]) { // the old defenders go home
		if s.Ctrl[reg] >= 0 {
			s.Hand[s.Ctrl[reg]] |= 1 << id
		}
	}
	s.Def[reg] = 0
	if s.Top[reg] == none {
		tile := int(s.Row[0])
		s.Row[0] = s.drawTile()
		s.Built[reg] |= 1 << tile
		s.Top[reg] = int8(tile)
	}
	s.Ctrl[reg] = lord
	for _, c := range codes {
		s.Def[reg] |= 1 << pull(t, s, c)
	}
}

func bitsOf(g uint64) []int {
	var out []int
	for p := g; p != 0; p &= p - 1 {
		out = append(out, lowBit(p))
	}
	return out
}

// play applies moves in notation, failing the test on any refusal, and
// returns the events of the last one.
func play(t *testing.T, s *State, moves ...string) []rules.Event {
	t.Helper()
	var ev []rules.Event
	for _, text := range moves {
		m, err := s.ParseMove(text)
		if err != nil {
			t.Fatal(err)
		}
		if ev, err = s.Apply(m); err != nil {
			t.Fatalf("%s: %v\n%s", text, err, s.Dump())
		}
		if err := s.Check(); err != nil {
			t.Fatalf("after %s: %v", text, err)
		}
	}
	return ev
}

// refused checks that a move is refused with a reason containing want.
func refused(t *testing.T, s *State, move, want string) {
	t.Helper()
	m, err := s.ParseMove(move)
	if err != nil {
		t.Fatal(err)
	}
	before := string(s.Encode())
	_, err = s.Apply(m)
	if err == nil || !strings.Contains(err.Error(), want) {
		t.Fatalf("%s: got %v, want a refusal saying %q", move, err, want)
	}
	if string(s.Encode()) != before {
		t.Fatalf("refused %s changed the state", move)
	}
}

func sound(t *testing.T, s *State) {
	t.Helper()
	if err := s.Check(); err != nil {
		t.Fatalf("%v\n%s", err, s.Dump())
	}
}

// turnOf makes it lord's turn (later in the round's first cycle).
func turnOf(t *testing.T, s *State, lord int8) {
	t.Helper()
	for s.current() != lord {
		s.Turn++
	}
	s.beginTurn()
}

// playOut plays s to its end by random moves of rng (chance by its odds),
// giving each move's events to seen (nil: none wanted).
func playOut(t *testing.T, s *State, rng *rand.Rand, seen func([]rules.Event)) {
	t.Helper()
	for !s.GameOver() {
		var m rules.Move
		if s.ToMove() == rules.Chance {
			m = rules.SampleOutcome(s.Outcomes(nil), rng)
		} else {
			legal := s.Legal(nil)
			m = legal[rng.IntN(len(legal))]
		}
		evs, err := s.Apply(m)
		if err != nil {
			t.Fatal(err)
		}
		if seen != nil {
			seen(evs)
		}
	}
}
