package cronberg

import (
	"strings"
	"testing"

	"embers/rules"
)

// position builds a hand-written position: rhombi laid where a test says,
// the rest of the town filled from the pile, tokens placed, activation
// settled, and the result checked.
type position struct {
	t *testing.T
	s *State
}

func newPosition(t *testing.T, players int) *position {
	t.Helper()
	return &position{t: t, s: newState(players, 1)}
}

func (p *position) tri(name string) int {
	p.t.Helper()
	tr, ok := ParseTriangle(name)
	if !ok {
		p.t.Fatalf("no triangle %q", name)
	}
	return tr
}

func (p *position) cross(name string) int {
	p.t.Helper()
	c, ok := ParseCrossing(name)
	if !ok {
		p.t.Fatalf("no crossing %q", name)
	}
	return c
}

// takeTile removes a tile from the pile.
func (p *position) takeTile(name string) int8 {
	p.t.Helper()
	tile := TileByName(name)
	s := p.s
	for i := range int(s.pileN) {
		if int(s.pile[i]) == tile {
			copy(s.pile[i:], s.pile[i+1:s.pileN])
			s.pileN--
			s.pile[s.pileN] = noTile
			return int8(tile)
		}
	}
	p.t.Fatalf("rhombus %q is not in the pile", name)
	return noTile
}

func (p *position) cover(tile int8, t, u int) {
	p.t.Helper()
	s := p.s
	if !Adjacent(t, u) || s.tile[t] != noTile || s.tile[u] != noTile {
		p.t.Fatalf("cannot lay on %s %s", triName[t], triName[u])
	}
	s.tile[t], s.tile[u] = tile, tile
	s.mate[t], s.mate[u] = int8(u), int8(t)
	s.laid++
}

// lay puts the named rhombus on two triangles ("a3 b4").
func (p *position) lay(name, on string) *position {
	p.t.Helper()
	f := strings.Fields(on)
	p.cover(p.takeTile(name), p.tri(f[0]), p.tri(f[1]))
	return p
}

// fill covers every triangle except those named free with the pile's
// tiles, keeping the named tiles in the pile (in the order given, the
// first on top). The free and kept counts must add up.
func (p *position) fill(free string, keep ...string) *position {
	p.t.Helper()
	s := p.s
	var open [NumTriangles]bool
	for t := range NumTriangles {
		open[t] = s.tile[t] == noTile
	}
	for _, name := range strings.Fields(free) {
		open[p.tri(name)] = false
	}
	kept := make([]int8, len(keep))
	for i, name := range keep {
		kept[i] = p.takeTile(name)
	}
	var pairs [][2]int
	if !match(&open, &pairs) {
		p.t.Fatalf("the triangles outside %q cannot all be paired", free)
	}
	if len(pairs) != int(s.pileN) {
		p.t.Fatalf("%d pairs to cover but %d tiles to cover them", len(pairs), s.pileN)
	}
	for _, pr := range pairs {
		s.pileN--
		tile := s.pile[s.pileN]
		s.pile[s.pileN] = noTile
		p.cover(tile, pr[0], pr[1])
	}
	for i := len(kept) - 1; i >= 0; i-- {
		s.pile[s.pileN] = kept[i]
		s.pileN++
	}
	return p
}

// match pairs every open triangle with an open neighbour (backtracking).
func match(open *[NumTriangles]bool, pairs *[][2]int) bool {
	t := -1
	for i := range NumTriangles {
		if open[i] {
			t = i
			break
		}
	}
	if t < 0 {
		return true
	}
	open[t] = false
	for _, u8 := range triNbr[t][:triNbrN[t]] {
		u := int(u8)
		if !open[u] {
			continue
		}
		open[u] = false
		*pairs = append(*pairs, [2]int{t, u})
		if match(open, pairs) {
			return true
		}
		*pairs = (*pairs)[:len(*pairs)-1]
		open[u] = true
	}
	open[t] = true
	return false
}

// tokens places seat's tokens on the named crossings.
func (p *position) tokens(seat rules.Seat, crossings string) *position {
	p.t.Helper()
	for _, name := range strings.Fields(crossings) {
		c := p.cross(name)
		if p.s.token[c] != 0 || p.s.hand[seat] == 0 {
			p.t.Fatalf("cannot put a token of seat %d on %s", seat, name)
		}
		p.s.token[c] = int8(seat) + 1
		p.s.hand[seat]--
	}
	return p
}

// done settles activation and closed crossings, sets the mover, and
// checks the position.
func (p *position) done(toMove rules.Seat) *State {
	p.t.Helper()
	s := p.s
	exhausted := s.pileN == 0 && s.drawn == noTile
	for t := range NumTriangles {
		s.active[t] = s.tile[t] == noTile && (exhausted || s.isolated(t))
		if s.active[t] && triKind[t] == Guard {
			for _, c := range triCorner[t] {
				s.closed[c] = true
			}
		}
	}
	s.toMove = toMove
	if err := s.Check(); err != nil {
		p.t.Fatalf("hand-written position fails its check: %v\n%s", err, s.Dump())
	}
	return s
}

// eventsOf picks the events of one kind.
func eventsOf(evs []rules.Event, kind string) []rules.Event {
	var out []rules.Event
	for _, e := range evs {
		if e.Kind == kind {
			out = append(out, e)
		}
	}
	return out
}
