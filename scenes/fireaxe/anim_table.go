package fireaxe

import (
	"fmt"
	"math"

	"embers/rules"
	fx "embers/rules/fireaxe"
	"embers/rules/fireaxe/atlas"
	"embers/scenes/kit"
	"embers/scenes/ui"
)

// The set pieces of the table round the map: the wind dial's arrow turning
// a quarter, a day of the track filling, a trade's bale carried into port
// and its gold counted, a loss going overboard, a saga card flying to the
// one who completed it and a new one dealt from the deck.

// withCaption runs draw under the event's caption, over the caption's time.
func (b *Board) withCaption(e rules.Event, ticks int, end func(), draw func(c *ui.Canvas, f float64)) *kit.Anim {
	cap := b.Caption(e, mapFrame.X+mapFrame.W/2, mapFrame.Y+mapFrame.H-40, ticks)
	return &kit.Anim{N: cap.N, End: end, Draw: func(c *ui.Canvas, f float64) {
		cap.Draw(c, f)
		draw(c, f)
	}}
}

// zoneAngle is the dial's angle of zone z (N up, then clockwise).
func zoneAngle(z atlas.Zone) float64 {
	for i, q := range atlas.Zones {
		if q == z {
			return -math.Pi/2 + float64(i)*math.Pi/2
		}
	}
	return -math.Pi / 2
}

// windTurns turns the dial's arrow a quarter from where the +1 blew to
// where it blows now.
func (b *Board) windTurns(e rules.Event, d fx.WindTurned, ticks int) *kit.Anim {
	to := zoneAngle(d.Zone)
	from := to - float64(d.Turn)*math.Pi/2
	return b.withCaption(e, ticks, nil, func(c *ui.Canvas, f float64) {
		a := kit.Lerp(from, to, kit.Ease(kit.Part(f, 0.1, 0.6)))
		b.Glow(c, windCentre.X, windCentre.Y, windRadius*1.2, 0.4*kit.FadeInOut(f))
		c.FillCircle(windCentre.X, windCentre.Y, windRadius*0.42, stripFill)
		tip := ui.Pt{X: windCentre.X + math.Cos(a)*windRadius*0.4, Y: windCentre.Y + math.Sin(a)*windRadius*0.4}
		c.Line(windCentre.X, windCentre.Y, tip.X, tip.Y, 3, kit.RGB(150, 220, 140))
		c.FillCircle(tip.X, tip.Y, 3.5, kit.RGB(150, 220, 140))
	})
}

// dayCount is how many days the turn shown has: seven, and one more for
// each Fair Wind played.
func (b *Board) dayCount() int { return max(fx.DaysPerTurn+b.extra, b.days) }

// dayRect is the days track's box of day d (from 0): the boxes share the
// track's width, as wide as seven boxes allow and narrower with more.
func (b *Board) dayRect(d int) ui.Rect {
	step := min(38, (daysBox.W-8)/float64(b.dayCount()))
	return ui.Rect{X: daysBox.X + 4 + float64(d)*step, Y: daysBox.Y + 18, W: step - 6, H: 28}
}

// dayFills fills the next box of the days track from the left while a
// day's move (a sail, a load, a rune drawn) plays, under anim; the track
// keeps the day once it ends.
func (b *Board) dayFills(anim *kit.Anim) *kit.Anim {
	if anim == nil {
		b.days++
		return nil
	}
	d, draw, end := b.days, anim.Draw, anim.End
	anim.Draw = func(c *ui.Canvas, f float64) {
		b.drawDayFilling(c, d, kit.Ease(kit.Part(f, 0, 0.5)))
		if draw != nil {
			draw(c, f)
		}
	}
	anim.End = func() {
		b.days = d + 1
		if end != nil {
			end()
		}
	}
	return anim
}

// drawDayFilling draws day d's box filling to fraction f.
func (b *Board) drawDayFilling(c *ui.Canvas, d int, f float64) {
	if d >= b.dayCount() {
		return
	}
	r := b.dayRect(d)
	c.FillPath(ui.RoundRect(r.X, r.Y, math.Max(4, r.W*f), r.H, 4), dayUsed)
	c.TextCentered(fmt.Sprint(d+1), headFace, r.X+r.W/2, r.Y+r.H/2, stripInk)
}

// tradeAnim carries a bale from the longboat into port, then the gold
// rises over it, counted up.
func (b *Board) tradeAnim(e rules.Event, d fx.Traded, ticks int) *kit.Anim {
	to, ok := b.portPoint(d.Port)
	seat := int(e.Seat)
	from := b.boatDrawnAt(seat)
	good := d.Good
	return b.withCaption(e, ticks, nil, func(c *ui.Canvas, f float64) {
		if !ok {
			return
		}
		carry := kit.Ease(kit.Part(f, 0, 0.45))
		if f < 0.5 {
			x, y := kit.Arc(from.X, from.Y, to.X, to.Y+portRadius+4, 18, carry)
			b.Spr.PutAt(c, goodSprite{good: good, size: goodSize * 1.8}, x, y, 1)
		}
		if f > 0.4 {
			g := kit.Part(f, 0.4, 0.8)
			a := kit.FadeInOut(kit.Part(f, 0.4, 1))
			b.Formula(c, to.X, to.Y-24-16*g, fmt.Sprintf("+%d gold", kit.CountUp(0, d.Gold, g)), a)
		}
	})
}

// lossAnim drops a crewman or a good from the longboat into the sea.
func (b *Board) lossAnim(e rules.Event, d fx.Lost, ticks int) *kit.Anim {
	seat := int(e.Seat)
	if d.Crewman {
		return b.withCaption(e, ticks, nil, b.crewFalls(seat, 1))
	}
	at := b.boatDrawnAt(seat)
	good := d.Good
	return b.withCaption(e, ticks, nil, func(c *ui.Canvas, f float64) {
		a := 1 - kit.Part(f, 0.6, 1)
		b.Spr.Put(c, goodSprite{good: good, size: goodSize * 1.8}, at.X+8*f, at.Y-4+24*f*f, kit.Transform{K: 1, KY: 1, Turn: f * 2, A: a})
	})
}

// sagaBox is the box of the saga with id on show in v, if any.
func sagaBox(v *fx.State, id string) (ui.Rect, bool) {
	for i, n := range v.SagaUp {
		if i < len(sagaBoxes) && v.Atlas().Sagas[n].ID == id {
			return sagaBoxes[i], true
		}
	}
	return ui.Rect{}, false
}

// sagaWon flies the completed saga's card from its box to the winner's
// row, its bonus in gold beside it.
func (b *Board) sagaWon(e rules.Event, d fx.SagaWon, ticks int) *kit.Anim {
	r, ok := sagaBox(b.v, d.Saga)
	tx, ty := b.SeatSpot(e.Seat)
	name := sagaName(b.v, d.Saga)
	return b.withCaption(e, ticks, nil, func(c *ui.Canvas, f float64) {
		if !ok {
			return
		}
		fly := kit.Ease(kit.Part(f, 0.15, 0.9))
		x, y := kit.Arc(r.X+r.W/2, r.Y+r.H/2, tx+160, ty, 80, fly)
		k := kit.Lerp(1, 0.45, fly)
		b.Glow(c, x, y, 50*k, 0.5*kit.FadeInOut(f))
		sagaCard(c, x, y, r.W*k, r.H*k, name, d.Bonus)
	})
}

// sagaDealt deals a new saga from the deck into its box.
func (b *Board) sagaDealt(e rules.Event, d fx.SagaDealt, ticks int) *kit.Anim {
	if d.Box < 0 || d.Box >= len(sagaBoxes) {
		return nil
	}
	r := sagaBoxes[d.Box]
	name := sagaName(b.v, d.Saga)
	return b.withCaption(e, ticks, nil, func(c *ui.Canvas, f float64) {
		fly := kit.Ease(kit.Part(f, 0, 0.6))
		x, y := kit.Lerp(sagaDeck.X+sagaDeck.W/2, r.X+r.W/2, fly), kit.Lerp(sagaDeck.Y+sagaDeck.H/2, r.Y+r.H/2, fly)
		kx, up := kit.Flip(fly)
		w := kit.Lerp(sagaDeck.W, r.W, fly) * kx
		if up {
			sagaCard(c, x, y, w, kit.Lerp(sagaDeck.H, r.H, fly), name, 0)
		} else {
			sagaCard(c, x, y, w, kit.Lerp(sagaDeck.H, r.H, fly), "", 0)
		}
	})
}

// sagaName is the name of saga id in v's atlas.
func sagaName(v *fx.State, id string) string {
	for _, s := range v.Atlas().Sagas {
		if s.ID == id {
			return s.Name
		}
	}
	return ""
}

// sagaCard draws a saga card w x h centred on (x, y): its name, or its back
// when name is "".
func sagaCard(c *ui.Canvas, x, y, w, h float64, name string, bonus int) {
	c.FillPath(ui.RoundRect(x-w/2, y-h/2, w, h, 6), kit.RGB(58, 44, 32))
	c.StrokePath(ui.RoundRect(x-w/2, y-h/2, w, h, 6), 1.5, goldInk)
	if name == "" || w < 40 {
		return
	}
	c.TextCentered(name, ui.Face{Style: ui.Bold, Size: math.Max(9, math.Min(13, w/12))}, x, y-6, stripInk)
	if bonus > 0 {
		c.TextCentered(fmt.Sprintf("+%d gold", bonus), smallFace, x, y+12, goldInk)
	}
}
