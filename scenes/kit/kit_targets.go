package kit

import (
	"slices"

	"embers/rules"
)

// Targets are a turn's legal moves sorted by the places a person points
// at, in order (rules.Placer.MovePlaces): the kit's click-to-move picker.
// The lit places are the next places of the moves still open; choosing a
// place (a servant picked up) narrows the open moves to those through it.
// A board reads what to light and what a click does from here instead of
// sorting the legal moves by hand.
type Targets struct {
	moves  []rules.Move
	places [][]rules.Place
	Chosen []rules.Place // the places chosen so far, in order
}

// NewTargets sorts the legal moves by the places pl names for them.
func NewTargets(legal []rules.Move, pl rules.Placer) Targets {
	g := Targets{moves: legal, places: make([][]rules.Place, len(legal))}
	for i, m := range legal {
		g.places[i] = pl.MovePlaces(m)
	}
	return g
}

// open reports whether move i goes through the places chosen, then p.
func (g *Targets) open(i int, chosen []rules.Place, p rules.Place) bool {
	ps, n := g.places[i], len(chosen)
	return len(ps) > n && ps[n] == p && slices.Equal(ps[:n], chosen)
}

// through is the legal moves through the places chosen, then p.
func (g *Targets) through(chosen []rules.Place, p rules.Place) []rules.Move {
	var out []rules.Move
	for i := range g.moves {
		if g.open(i, chosen, p) {
			out = append(out, g.moves[i])
		}
	}
	return out
}

// At is the open moves whose next place is p.
func (g *Targets) At(p rules.Place) []rules.Move { return g.through(g.Chosen, p) }

// Starting is the legal moves whose first place is p, whatever is chosen
// (another servant may be picked up instead).
func (g *Targets) Starting(p rules.Place) []rules.Move { return g.through(nil, p) }

// Lit reports whether p is the next place of an open move.
func (g *Targets) Lit(p rules.Place) bool {
	for i := range g.moves {
		if g.open(i, g.Chosen, p) {
			return true
		}
	}
	return false
}

// Any reports whether some open move's next place passes test.
func (g *Targets) Any(test func(rules.Place) bool) bool {
	n := len(g.Chosen)
	for _, ps := range g.places {
		if len(ps) > n && slices.Equal(ps[:n], g.Chosen) && test(ps[n]) {
			return true
		}
	}
	return false
}

// Touches reports whether some open move names p after the places chosen
// (a tile laid on two places lights both).
func (g *Targets) Touches(p rules.Place) bool {
	n := len(g.Chosen)
	for _, ps := range g.places {
		if len(ps) > n && slices.Equal(ps[:n], g.Chosen) && slices.Contains(ps[n:], p) {
			return true
		}
	}
	return false
}

// Touching are the open moves that name p after the places chosen.
func (g *Targets) Touching(p rules.Place) []rules.Move {
	var out []rules.Move
	n := len(g.Chosen)
	for i, ps := range g.places {
		if len(ps) > n && slices.Equal(ps[:n], g.Chosen) && slices.Contains(ps[n:], p) {
			out = append(out, g.moves[i])
		}
	}
	return out
}

// Next is the place a person points at next on the way to a move that
// names the places ps (legal or not): the one after the places chosen
// when it goes through them, else its first; ok is false for none.
func (g *Targets) Next(ps []rules.Place) (rules.Place, bool) {
	n := len(g.Chosen)
	switch {
	case len(ps) > n && slices.Equal(ps[:n], g.Chosen):
		return ps[n], true
	case len(ps) > 0:
		return ps[0], true
	}
	return "", false
}

// Choose narrows the open moves to those through the places ps, in order
// (none: every legal move is open again).
func (g *Targets) Choose(ps ...rules.Place) { g.Chosen = ps }
