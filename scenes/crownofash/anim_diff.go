package crownofash

import (
	"embers/rules"
	ca "embers/rules/crownofash"
	"embers/scenes/kit"
	"embers/scenes/ui"
)

// A move's last event comes with the position the move leaves (the kit's
// After, kit.MoveEnder); what changed between the model shown and that
// position (the table, below) flies into place before
// the model takes it: minions from their lord's mat to their spaces, a
// structure from the row to its region's stack, a raised fighter from the
// display to its lord, and resources gained as chips from where the move
// happened to the mat.

// flight is one piece on its way.
type flight struct {
	from, to ui.Pt
	delay    float64 // when it sets off, as a part of the animation
	draw     func(c *ui.Canvas, x, y float64)
}

// settleAnim flies what changed from the model to table (the position the
// move leaves) under the event's own animation (its caption), then takes
// the table.
func (b *Board) settleAnim(e rules.Event, under *kit.Anim, table *ca.State, ticks int, then func()) *kit.Anim {
	now := modelOf(table)
	fl := b.flights(&b.m, &now, b.eventSpot(e))
	a := &kit.Anim{N: under.N, End: then}
	if now.vp != b.m.vp {
		b.count = vpCount{a: a, from: b.m.vp, to: now.vp}
	}
	rises := append(b.stacked(&b.m, &now), b.vpGains(&b.m, &now)...)
	a.Draw = func(c *ui.Canvas, f float64) {
		for _, x := range fl {
			p := kit.Ease(kit.Part(f, x.delay, x.delay+0.6))
			if p <= 0 || p >= 1 && f >= 1 {
				continue
			}
			px, py := kit.Arc(x.from.X, x.from.Y, x.to.X, x.to.Y, 40, p)
			x.draw(c, px, py)
		}
		for _, x := range rises {
			x.draw(c, f)
		}
		if under.Draw != nil { // the caption over what flies: a card passing never hides it
			under.Draw(c, f)
		}
	}
	return a
}

// vpCount is every lord's VP counting up from what the model shows to
// what the table gives, while the animation a lasts.
type vpCount struct {
	a        *kit.Anim
	from, to [ca.MaxLords]int16
}

// vp is lord l's VP as shown now: counting while the move settles.
func (b *Board) vp(l int) int {
	k := &b.count
	if k.a == nil || b.Anim != k.a {
		return int(b.m.vp[l])
	}
	return kit.CountUp(int(k.from[l]), int(k.to[l]-k.from[l]), kit.Part(k.a.F(), 0.3, 0.9))
}

// eventSpot is the middle of the event's first place, else the citadel.
func (b *Board) eventSpot(e rules.Event) ui.Pt {
	for _, p := range e.Places {
		if sh := b.Shapes(p); len(sh) > 0 {
			x, y := sh[0].Centre()
			return ui.Pt{X: x, Y: y}
		}
	}
	return ui.Pt{X: mapX, Y: mapY}
}

// matSpot is where lord l's mat lies: its panel row, or the AI deck's box.
func (b *Board) matSpot(l int) ui.Pt {
	if l >= 0 && l < b.m.seats {
		x, y := b.SeatSpot(rules.Seat(l))
		return ui.Pt{X: x, Y: y}
	}
	return ui.Pt{X: aiBox.X + aiBox.W/2, Y: aiBox.Y + 96}
}

// flights lists the pieces that move from was to now.
func (b *Board) flights(was, now *model, spot ui.Pt) []flight {
	var out []flight
	minion := func(l int, to ui.Pt) {
		out = append(out, flight{from: b.matSpot(l), to: to, draw: func(c *ui.Canvas, x, y float64) { b.minion(c, l, x, y) }})
	}
	for r := range ca.Regions {
		for i := range 2 {
			if l := now.gatherBy[r][i]; l >= 0 && was.gatherBy[r][i] < 0 {
				minion(int(l), gatherAt(r, i))
			}
			if l := now.combatBy[r][i]; l >= 0 && was.combatBy[r][i] < 0 {
				minion(int(l), combatAt(r, i))
			}
		}
		if t := now.top[r]; t >= 0 && t != was.top[r] {
			from := ui.Pt{X: stackRect.X + stackRect.W/2, Y: stackRect.Y + stackRect.H/2}
			for i, x := range was.row {
				if x == t {
					from = ui.Pt{X: rowRect(i).X + rowRect(i).W/2, Y: rowRect(i).Y + rowRect(i).H/2}
				}
			}
			tr := tileRect(r)
			out = append(out, flight{from: from, to: ui.Pt{X: tr.X + tr.W/2, Y: tr.Y + tr.H/2}, delay: 0.2,
				draw: func(c *ui.Canvas, x, y float64) {
					tileFace(c, int(t), kit.Rect{X: x - tr.W/2, Y: y - tr.H/2, W: tr.W, H: tr.H}, false)
				}})
		}
	}
	for p, l := range now.flank {
		if l >= 0 && was.flank[p] < 0 {
			minion(int(l), flankMinionAt(p))
		}
	}
	for l := range now.lords {
		q := positionRect(2)
		if now.front[l] > was.front[l] {
			minion(l, ui.Pt{X: q.X + q.W/2, Y: q.Y + q.H + 8})
		}
		for _, sp := range []struct {
			n, m int8
			at   ui.Pt
		}{{now.goldN[l], was.goldN[l], goldAt}, {now.buildN[l], was.buildN[l], buildAt}} {
			if sp.n > sp.m {
				minion(l, sp.at)
			}
		}
		if now.refresh[l] && !was.refresh[l] {
			minion(l, refreshAt)
		}
		out = append(out, b.chips(l, was, now, spot)...)
	}
	out = append(out, b.raised(was, now)...)
	out = append(out, b.attackers(was, now)...)
	return append(out, b.fallen(was, now)...)
}

// fallen are the fighters gone to a graveyard, each flying, darkened, from
// where the model shows it to its lord's mat.
func (b *Board) fallen(was, now *model) []flight {
	var out []flight
	for l := range now.lords {
		for _, id := range ids(now.grave[l] &^ was.grave[l]) {
			r, ok := b.fighterRectIn(was, id)
			if !ok {
				continue
			}
			out = append(out, flight{from: ui.Pt{X: r.X + r.W/2, Y: r.Y + r.H/2}, to: b.matSpot(l), delay: 0.1,
				draw: func(c *ui.Canvas, x, y float64) {
					q := kit.Rect{X: x - r.W/2, Y: y - r.H/2, W: r.W, H: r.H}
					b.fighterCard(c, id, q, 1)
					c.FillRoundRect(q.X, q.Y, q.W, q.H, 4, kit.RGBA(10, 8, 8, 150))
				}})
		}
	}
	return out
}

// chips are lord l's resources gained, flying from spot to its mat.
func (b *Board) chips(l int, was, now *model, spot ui.Pt) []flight {
	var out []flight
	for k := range 5 {
		for i := range min(4, int(now.res[l][k]-was.res[l][k])) {
			col := kindFill[k]
			out = append(out, flight{from: spot, to: b.matSpot(l), delay: 0.3 + 0.05*float64(len(out)+i),
				draw: func(c *ui.Canvas, x, y float64) {
					c.FillCircle(x, y, 6, col)
					c.StrokeCircle(x, y, 6, 1, boneInk)
				}})
		}
	}
	return out
}

// raised are the fighters gone from the display, each flying to the lord
// that holds it now.
func (b *Board) raised(was, now *model) []flight {
	var out []flight
	for i, id := range was.display {
		if id < 0 || now.display[i] == id {
			continue
		}
		for l := range now.lords {
			if now.hand[l]&(1<<id) != 0 || now.def[ca.Citadel]&(1<<id) != 0 && l == now.ai {
				s := slotRect(i)
				out = append(out, flight{from: ui.Pt{X: s.X + s.W/2, Y: s.Y + s.H/2}, to: b.matSpot(l), delay: 0.25,
					draw: func(c *ui.Canvas, x, y float64) {
						b.fighterCard(c, int(id), kit.Rect{X: x - s.W/2, Y: y - s.H/2, W: s.W, H: s.H}, 1)
					}})
				break
			}
		}
	}
	return out
}
