package trekronor

import (
	"image/color"

	"embers/rules"
	tk "embers/rules/trekronor"
	"embers/scenes/kit"
	"embers/scenes/ui"
)

// LitLook is how the kit lights a square or hall the person may act on:
// where a servant may be placed (or the one picked up may go) a ring with
// a dot, a servant that may move a ring, a fire that may be put out in
// the colour of water; a hall a ring outside it, in that colour when its
// fire may be put out.
func (b *Board) LitLook(p rules.Place, moves []rules.Move) []kit.Lit {
	s, _ := tk.ParsePlace(p)
	if len(moves) == 0 || s.Kind != tk.SquareSpot && s.Kind != tk.HallSpot {
		return nil
	}
	kind := tk.ActionOf(moves[0])
	switch {
	case s.Kind == tk.HallSpot && kind == tk.ActDouse && b.m.hallFire(s.Index) > 0:
		return []kit.Lit{{Look: kit.Look{Col: litAction, Width: 3, Inset: 4, A: 1}, Lo: 0.2}}
	case s.Kind == tk.HallSpot:
		return []kit.Lit{{Look: kit.Look{Col: kit.BtnEdge, Width: 3, Inset: 4, A: 1}, Lo: 0.2}}
	case kind == tk.ActMove && b.from() >= 0:
		return []kit.Lit{{Look: kit.Look{A: 1}, Lo: 0.2, Sprite: light{kit.LitGold}}}
	case kind == tk.ActPlace:
		return []kit.Lit{{Look: kit.Look{A: 0.7}, Lo: 0.14, Sprite: light{kit.LitGold}}}
	case kind == tk.ActMove:
		return []kit.Lit{{Look: kit.Look{Col: kit.LitGold, Width: 2, Inset: 3, A: 1}, Lo: 0.2}}
	case kind == tk.ActDouse:
		return []kit.Lit{{Look: kit.Look{Col: litAction, Width: 3, Inset: 3, A: 1}, Lo: 0.2}}
	}
	return nil
}

// light marks a square a servant may go to: a ring with a dot.
type light struct{ col color.RGBA }

func (l light) Box() (w, h float64) { return 32, 32 }

func (l light) Paint(c *ui.Canvas, cx, cy float64) {
	c.StrokeCircle(cx, cy, 14, 2.5, l.col)
	c.FillCircle(cx, cy, 4, l.col)
}

// DrawPick lights, under the open chooser (the kit draws it), the well a
// douse in it would use, else rings the square under the mouse and, while the keys lead,
// the keyboard's square.
func (b *Board) DrawPick(c *ui.Canvas, t *kit.Turn) {
	p := &b.Pick
	if p.Menu != nil {
		if i := p.Menu.At(p.MX, p.MY); i >= 0 {
			if d := partsOf(p.Menu.Opts[i].Move); d.kind == tk.ActDouse {
				x, y := wellCentre(d.well)
				b.Ring(c, x, y, 64, 64, 32, 4, litAction, 1)
			}
		}
	} else if sq := squareAt(p.MX, p.MY); sq >= 0 {
		b.RingRect(c, squareRect(sq), 1, 2, 1, color.RGBA{255, 255, 255, 255}, 0.35)
	}
	if p.Menu == nil && !b.m.spread {
		b.DrawFocus(c, b.Focus.Place) // drawn only while the keys lead
	}
}
