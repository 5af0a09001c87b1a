package burnttoashes

import (
	"math"

	"embers/rules"
	ba "embers/rules/burnttoashes"
	"embers/scenes/kit"
	"embers/scenes/ui"
)

// The pieces' animations, each with the event's line over it (anim.go
// picks them by the event's payload): cards laid on the table, a dragon
// tile or a combat card turned, a follower taken, a tile bought and
// placed, a knight falling, a wound struck.

// withLine adds the event's line, over the table, to a piece's motion.
func (b *Board) withLine(a *kit.Anim, e rules.Event, ticks int) *kit.Anim {
	x, y := offerRect.Centre()
	line := b.Caption(e, x, y+offerRect.H/2+30, ticks)
	draw := a.Draw
	a.N = max(a.N, line.N)
	a.Draw = func(c *ui.Canvas, f float64) {
		draw(c, f)
		line.Draw(c, f)
	}
	return a
}

// seatSpot is where seat's cards lie on the offering table.
func (b *Board) seatSpot(seat int) (float64, float64) {
	r := offerCell(seat, b.m.Players)
	return r.X + 24, r.Y + r.H/2
}

// cardsLaid: two small cards slide face down from the hand to the seat's
// place on the table.
func (b *Board) cardsLaid(seat, ticks int) *kit.Anim {
	x0, y0 := goldRect.Centre()
	x1, y1 := b.seatSpot(seat)
	return &kit.Anim{N: ticks, Draw: func(c *ui.Canvas, f float64) {
		for k := range 2 {
			g := kit.Ease(kit.Part(f, float64(k)*0.2, 0.8+float64(k)*0.2))
			x, y := kit.Arc(x0, y0, x1, y1, 20, g)
			miniBack(c, x-9+float64(k)*6, y-12)
		}
	}}
}

// miniBack is a small gold card face down.
func miniBack(c *ui.Canvas, x, y float64) {
	c.FillRoundRect(x, y, 18, 24, 3, kit.RGB(70, 96, 40))
	c.StrokeRoundRect(x+2, y+2, 14, 20, 2, 1, goldCol)
}

// tileTurned turns the pawn's dragon tile over to its number, saying why
// the offering is final (offer_final.go).
func (b *Board) tileTurned(t ba.Turned, ticks int) *kit.Anim {
	i, v := t.Path, t.Face
	r := spaceRect(i)
	red := b.m.Red[i]
	return b.withFinal(&kit.Anim{N: ticks, End: func() { b.m.Slot[i], b.m.Shown[i], b.m.Gave = v, true, t.Gave },
		Draw: func(c *ui.Canvas, f float64) {
			kx, up := kit.Flip(f)
			label := "?"
			if up {
				label = itoa(v)
			}
			flipTile(c, r, kx, red, label)
		}}, t.Settled)
}

// flipTile paints a dragon tile over r squeezed to kx of its width.
func flipTile(c *ui.Canvas, r kit.Rect, kx float64, red bool, label string) {
	back := kit.RGB(200, 160, 50)
	if red {
		back = kit.RGB(170, 50, 36)
	}
	w := r.W * kx
	x := r.X + (r.W-w)/2
	c.FillRoundRect(r.X-2, r.Y-2, r.W+4, r.H+4, 7, keepCol)
	c.FillRoundRect(x, r.Y, w, r.H, 6, back)
	c.StrokeRoundRect(x, r.Y, w, r.H, 6, 2, kit.RGB(40, 24, 16))
	if kx > 0.4 {
		c.TextCentered(label, ui.Face{Style: ui.Bold, Size: 26}, r.X+r.W/2, r.Y+r.H/2, kit.RGB(30, 18, 12))
	}
}

// cardTurned flips the combat deck's top card onto the table, its symbol
// up.
func (b *Board) cardTurned(k, ticks int) *kit.Anim {
	if k < 0 || k >= ba.CardKinds {
		return nil
	}
	x0, y0 := combatRect.Centre()
	x1, y1 := offerRect.Centre()
	return &kit.Anim{N: ticks, Draw: func(c *ui.Canvas, f float64) {
		x, y := kit.Arc(x0, y0, x1, y1-6, 30, kit.Ease(f))
		kx, up := kit.Flip(math.Min(1, f*1.4))
		w, h := 52*kx, 70.0
		if !up {
			c.FillRoundRect(x-w/2, y-h/2, w, h, 5, kit.RGB(88, 40, 30))
			c.StrokeRoundRect(x-w/2, y-h/2, w, h, 5, 1.5, goldCol)
			return
		}
		col := inkCol
		if k == ba.CardDragon {
			col = emberCol
		}
		c.FillRoundRect(x-w/2, y-h/2, w, h, 5, kit.RGB(226, 212, 180))
		c.StrokeRoundRect(x-w/2, y-h/2, w, h, 5, 2, col)
		if kx > 0.5 {
			c.TextCentered(cardWords[k], ui.Face{Style: ui.Bold, Size: 11}, x, y, kit.RGB(40, 26, 16))
		}
	}}
}

// followerTaken: the card flies from the display (or the deck) to the
// taker's hand, or towards their row in the panel.
func (b *Board) followerTaken(d ba.FollowerTaken, ticks int) *kit.Anim {
	x0, y0 := displayRect(d.Slot).Centre()
	x1, y1 := handFRect.Centre()
	if seat := int(d.Seat); seat != b.m.Viewer && seat >= 0 && seat < kit.MaxSeats && b.Seats[seat].W > 0 {
		x1, y1 = b.Seats[seat].Centre() // the taker's row in the panel
	}
	return kit.Fly(x0, y0, x1, y1, 40, ticks, nil, func(c *ui.Canvas, x, y, f float64) {
		s := 1 - 0.4*f
		c.FillRoundRect(x-31*s, y-38*s, 62*s, 76*s, 5, kit.RGB(226, 212, 180))
		c.StrokeRoundRect(x-31*s, y-38*s, 62*s, 76*s, 5, 1.5, goldCol)
	})
}

// tileMoved: a bought tile rises off the stack and turns up; a placed one
// drops into the province's guard row.
func (b *Board) tileMoved(bought bool, p, ticks int) *kit.Anim {
	r := provRect(p)
	sx, sy := r.X+r.W-22, r.Y+40 // the stack
	gx, gy := r.X+30, r.Y+r.H-20 // the guard row
	return &kit.Anim{N: ticks, Draw: func(c *ui.Canvas, f float64) {
		g := kit.Ease(f)
		x, y := sx, sy-24*g
		if !bought {
			x, y = kit.Arc(sx, sy-24, gx, gy, 16, g)
		}
		kx := 1.0
		if bought {
			kx, _ = kit.Flip(f)
		}
		b.Glow(c, x, y, 16, 0.5*kit.FadeInOut(f))
		c.FillRoundRect(x-12*kx, y-12, 24*kx, 24, 4, kit.RGB(150, 120, 80))
		c.StrokeRoundRect(x-12*kx, y-12, 24*kx, 24, 4, 1.5, goldCol)
	}}
}

// knightFalls: the knight sinks and fades in an ember glow.
func (b *Board) knightFalls(p, ticks int) *kit.Anim {
	r := provRect(p)
	x, y := r.X+14, r.Y+r.H-20
	return &kit.Anim{N: ticks * 3 / 2, Mid: func() { b.m.Knight[p] = false },
		Draw: func(c *ui.Canvas, f float64) {
			b.Glow(c, x, y, 18+14*f, 0.7*kit.FadeInOut(f))
			if f < 0.5 {
				knight(c, x, y+10*f)
			}
		}}
}

// woundStruck: wound hit (1 to ba.Hits) flares on the dragon.
func (b *Board) woundStruck(hit, ticks int) *kit.Anim {
	hit = min(max(hit, 1), ba.Hits)
	i := hit - 1
	x, y := dragonSpot.Centre()
	hx, hy := x+float64(i-ba.Hits/2)*18, y-18+46
	return &kit.Anim{N: ticks * 3 / 2, End: func() { b.m.Hits = max(b.m.Hits, hit) },
		Draw: func(c *ui.Canvas, f float64) {
			b.Glow(c, hx, hy, 10+30*f, 0.9*kit.FadeInOut(f))
			c.FillCircle(hx, hy, 7, kit.RGB(220, 40, 30))
			c.StrokeCircle(hx, hy, 7+10*f, 2, ui.Fade(goldCol, 1-f))
		}}
}
