package trekronor

import (
	"image/color"

	tk "embers/rules/trekronor"
	"embers/scenes/play"
	"embers/scenes/ui"
)

// DrawTargets lights the legal targets of the person's turn.
func (b *Board) DrawTargets(c *ui.Canvas, t *play.Turn) {
	if b.Pick.Turn != t || b.m.spread {
		return
	}
	g, from := &b.pick, b.from()
	pulse := b.Pulse(10, 0.2)
	if from >= 0 {
		for sq := range tk.NumSquares {
			if g.Lit(tk.SquarePlace(sq)) {
				b.lightSquare(c, sq, play.LitGold, pulse)
			}
		}
		b.RingRect(c, squareRect(from), 3, 8, 3, play.LitGold, 1)
		return
	}
	for sq := range tk.NumSquares {
		moves := g.At(tk.SquarePlace(sq))
		if len(moves) == 0 {
			continue
		}
		switch tk.ActionOf(moves[0]) {
		case tk.ActPlace:
			b.lightSquare(c, sq, play.LitGold, pulse*0.7)
		case tk.ActMove:
			b.RingRect(c, squareRect(sq), 3, 8, 2, play.LitGold, pulse)
		case tk.ActDouse:
			b.RingRect(c, squareRect(sq), 3, 8, 3, litAction, pulse)
		}
	}
	for h := range tk.NumHalls {
		if moves := g.At(tk.HallPlace(h)); len(moves) > 0 {
			col := play.BtnEdge
			if b.m.hallFire(h) > 0 && tk.ActionOf(moves[0]) == tk.ActDouse {
				col = litAction
			}
			b.RingRect(c, hallRect(h), -2, 8, 3, col, pulse)
		}
	}
}

type lightKey struct{ col color.RGBA }

// lightSquare marks a square a servant may go to.
func (b *Board) lightSquare(c *ui.Canvas, sq int, col color.RGBA, a float64) {
	x, y := squareCentre(sq)
	b.Spr.DrawScaled(c, lightKey{col}, x, y, 32, 32, 1, a, func(c *ui.Canvas, cx, cy float64) {
		c.StrokeCircle(cx, cy, 14, 2.5, col)
		c.FillCircle(cx, cy, 4, col)
	})
}

// DrawPick paints the open chooser (and the well a douse in it would
// use), else rings the square under the mouse and, while the keys lead,
// the keyboard's square.
func (b *Board) DrawPick(c *ui.Canvas, t *play.Turn) {
	p := &b.Pick
	if p.Menu != nil {
		if i := p.Menu.At(p.MX, p.MY); i >= 0 {
			if d := partsOf(p.Menu.Opts[i].Move); d.kind == tk.ActDouse {
				x, y := wellCentre(d.well)
				b.Ring(c, x, y, 64, 64, 32, 4, litAction, 1)
			}
		}
		p.Menu.Draw(c, p.MX, p.MY)
	} else if sq := squareAt(p.MX, p.MY); sq >= 0 {
		b.RingRect(c, squareRect(sq), 1, 2, 1, color.RGBA{255, 255, 255, 255}, 0.35)
	}
	if p.Menu == nil && !b.m.spread {
		b.DrawFocus(c, tk.SquarePlace(b.keys.square)) // drawn only while the keys lead
	}
}
