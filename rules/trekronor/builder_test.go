package trekronor

import (
	"strings"
	"testing"

	"embers/rules"
)

// pos builds a position by hand for tests: halls from a compact string per
// square, servants by square name. Supply and hands are worked out from
// what is on the board.
type pos struct {
	t *testing.T
	s *State
}

func newPos(t *testing.T, players int) *pos {
	t.Helper()
	return &pos{t, newState(players, 1)}
}

func seatOf(t *testing.T, c byte) rules.Seat {
	t.Helper()
	i := strings.IndexByte(string(colourLetters[:]), c)
	if i < 0 {
		t.Fatalf("no colour %q", c)
	}
	return rules.Seat(i)
}

// hall sets the four squares of a hall (slots 0..3, reading order) from
// space-separated tokens: "." empty, else parts joined by '+': "f" fire,
// "a" ash, "Bs"/"Rt" a Blue save / Red steal marker (bottom first).
func (p *pos) hall(id, spec string) *pos {
	p.t.Helper()
	h, ok := parseHall(id)
	toks := strings.Fields(spec)
	if !ok || len(toks) != 4 {
		p.t.Fatalf("bad hall spec %s %q", id, spec)
	}
	for slot, tok := range toks {
		var c Cell
		for _, part := range strings.Split(tok, "+") {
			switch {
			case part == ".":
			case part == "f":
				c.Fire = true
			case part == "a":
				c.Ash = true
			case len(part) == 2 && (part[1] == 's' || part[1] == 't'):
				k := KindSave
				if part[1] == 't' {
					k = KindSteal
				}
				c.M[c.N] = Marker{seatOf(p.t, part[0]), k}
				c.N++
			default:
				p.t.Fatalf("bad square token %q", tok)
			}
		}
		p.s.cells[h][slot] = c
	}
	return p
}

// servants places servants: "b0=B c0=Y".
func (p *pos) servants(spec string) *pos {
	p.t.Helper()
	for _, f := range strings.Fields(spec) {
		sq, ok := ParseSquare(f[:2])
		if !ok || len(f) != 4 {
			p.t.Fatalf("bad servant %q", f)
		}
		p.s.liftServant(sq)
		p.s.putServant(sq, seatOf(p.t, f[3]))
	}
	return p
}

func (p *pos) corridorFire(names ...string) *pos {
	for _, n := range names {
		sq, _ := ParseSquare(n)
		p.s.fire = p.s.fire.or(squareBit(sq))
	}
	return p
}

// pile lays face-down spread markers: "B:A Y:1"; each is known by its owner.
func (p *pos) pile(spec string) *pos {
	for _, f := range strings.Fields(spec) {
		o := seatOf(p.t, f[0])
		v := strings.Index("ABC123", f[2:])
		p.s.pile[p.s.pileN] = PileEntry{Owner: o, Value: uint8(v), Known: 1 << o}
		p.s.pileN++
	}
	return p
}

func (p *pos) noBuckets(wells ...string) *pos {
	for _, n := range wells {
		w, _ := parseWell(n)
		p.s.bucket[w] = false
	}
	return p
}

func (p *pos) toMove(c byte) *pos { p.s.toMove = seatOf(p.t, c); return p }

// done works out hands and supply and checks the position.
func (p *pos) done() *State {
	p.t.Helper()
	s := p.s
	s.recount()
	for seat := range int(s.players) {
		s.hand[seat] = servantsEach[s.players]
	}
	for sq := range NumSquares {
		if o := s.owner(sq); o >= 0 {
			s.hand[o]--
		}
	}
	s.fireSupply, s.ashSupply = uint8(TotalFire-s.fireOnBoard()), uint8(TotalAsh-s.ashOnBoard())
	if err := s.Check(); err != nil {
		p.t.Fatalf("built position is unsound: %v\n%s", err, s.Dump())
	}
	return s
}

// refused applies a move that must be illegal under rule and checks that
// the state did not change.
func refused(t *testing.T, s *State, text, rule string) *rules.IllegalMove {
	t.Helper()
	m, err := s.ParseMove(text)
	if err != nil {
		t.Fatal(err)
	}
	before := *s
	_, err = s.Apply(m)
	im, ok := err.(*rules.IllegalMove)
	if !ok {
		t.Fatalf("%s: want an illegal move under rule %s, got %v", text, rule, err)
	}
	if im.Rule != rule {
		t.Fatalf("%s: refused under rule %q (%s), want %q", text, im.Rule, im.Reason, rule)
	}
	if *s != before {
		t.Fatalf("%s: refused move changed the state", text)
	}
	return im
}

// cell reads hall id's slot as a token string like the builder's.
func cell(s *State, id string, slot int) string {
	h, _ := parseHall(id)
	c := s.cells[h][slot]
	var parts []string
	for i := range c.N {
		k := "s"
		if c.M[i].Kind == KindSteal {
			k = "t"
		}
		parts = append(parts, string(colourLetters[c.M[i].Owner])+k)
	}
	if c.Fire {
		parts = append(parts, "f")
	}
	if c.Ash {
		parts = append(parts, "a")
	}
	if len(parts) == 0 {
		return "."
	}
	return strings.Join(parts, "+")
}

func hallCells(s *State, id string) string {
	out := make([]string, 4)
	for i := range out {
		out[i] = cell(s, id, i)
	}
	return strings.Join(out, " ")
}

func sq(name string) int {
	v, ok := ParseSquare(name)
	if !ok {
		panic(name)
	}
	return v
}
