package kit

import (
	"slices"

	"embers/rules"
	"embers/scenes/ui"
)

// The kit's default DrawTargets lights the person's targets from the
// board's places: the places chosen so far (a servant picked up) ringed
// as Looks.Chosen, and every place the open moves name from here on lit
// as the board's Lighter says, each place by its own shapes.

// Lighter is optional for a board's Layers: how the kit's DrawTargets
// lights place p, where the open moves moves go next (none: p comes later
// in an open move, as a tile's second triangle or where a servant would
// go). No Lits: p is not lit.
type Lighter interface {
	LitLook(p rules.Place, moves []rules.Move) []Lit
}

// Lit is one stroke of a lit target: the place's shapes (or Shapes, when
// given) ringed as Look says, or filled for a zero Width, or else Sprite
// or a soft glow Disc wide (Kit.Disc) drawn at their middle; its opacity
// swings with the kit's pulse from Lo up to Look.A.
type Lit struct {
	Look
	Lo     float64
	Shapes []Shape
	Sprite Sprite
	Disc   float64
}

// DrawTargets lights the targets of the person's turn t (the board's
// Lighter says how; without one nothing is lit).
func (k *Kit) DrawTargets(c *ui.Canvas, t *Turn) {
	lt, ok := k.Layers.(Lighter)
	if !ok || k.Pick.Turn != t || k.Targets == nil {
		return
	}
	swing := k.Pulse(10, 0)
	for _, p := range k.Targets.Ahead() {
		for _, l := range lt.LitLook(p, k.Targets.At(p)) {
			k.drawLit(c, p, l, l.Lo+(l.A-l.Lo)*swing)
		}
	}
	for _, p := range k.Targets.Chosen {
		for _, s := range k.ShapesOf(p) {
			s.Ring(c, k.Looks.Chosen, 1)
		}
	}
}

// drawLit draws one stroke l of lit place p at opacity a.
func (k *Kit) drawLit(c *ui.Canvas, p rules.Place, l Lit, a float64) {
	shapes := l.Shapes
	if shapes == nil {
		shapes = k.ShapesOf(p)
	}
	for _, s := range shapes {
		x, y := s.Centre()
		switch {
		case l.Sprite != nil:
			k.Spr.Put(c, l.Sprite, x, y, Transform{K: 1, KY: 1, A: a})
		case l.Disc > 0:
			k.Disc(c, x, y, l.Disc, l.Col, a)
		case l.Width == 0:
			s.Inset(l.Inset).Fill(c, l.Col, a)
		default:
			s.Inset(l.Inset).Outline(c, l.Width, l.Col, a)
		}
	}
}

// Ahead are the places the open moves name after the places chosen, each
// once, in the order of the legal moves.
func (g *Targets) Ahead() []rules.Place {
	var out []rules.Place
	n := len(g.Chosen)
	for _, ps := range g.places {
		if len(ps) <= n || !slices.Equal(ps[:n], g.Chosen) {
			continue
		}
		for _, p := range ps[n:] {
			if !slices.Contains(out, p) {
				out = append(out, p)
			}
		}
	}
	return out
}
