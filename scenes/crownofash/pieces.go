package crownofash

import (
	"fmt"
	"image/color"

	"embers/rules"
	ca "embers/rules/crownofash"
	"embers/scenes/kit"
	"embers/scenes/ui"
)

// lordCol is lord l's colour: a seat's own, the AI deck's bone.
func (b *Board) lordCol(l int) color.RGBA {
	if l == b.m.ai {
		return bone
	}
	if l == ca.King {
		return oldGold
	}
	return b.Colour(rules.Seat(l))
}

// lordName is how the board names lord l.
func (b *Board) lordName(l int) string {
	switch {
	case l == b.m.ai:
		return "AI deck"
	case l == ca.King:
		return "the King"
	case l >= 0 && l < len(b.Names()):
		return b.Names()[l]
	}
	return ca.LordName(l)
}

// fighterCard draws fighter id in r: its kind's colour, its attack large,
// its tier as dots (a starting fighter has none).
func (b *Board) fighterCard(c *ui.Canvas, id int, r kit.Rect, a float64) {
	b.fighterFace(c, id, r, a, false)
}

// offerCard draws fighter id on offer in the display: as fighterCard,
// with its cost under its attack, a chip of each resource it asks and the
// number of them.
func (b *Board) offerCard(c *ui.Canvas, id int, r kit.Rect) { b.fighterFace(c, id, r, 1, true) }

func (b *Board) fighterFace(c *ui.Canvas, id int, r kit.Rect, a float64, cost bool) {
	f := ca.FighterOf(id)
	c.FillRoundRect(r.X+1, r.Y+2, r.W, r.H, 4, kit.RGBA(0, 0, 0, uint8(110*a)))
	c.FillRoundRect(r.X, r.Y, r.W, r.H, 4, ui.Shade(kindFill[f.Kind], 0.9))
	c.StrokeRoundRect(r.X+1, r.Y+1, r.W-2, r.H-2, 3, 1.2, boneInk)
	ink := boneInk
	if f.Kind == ca.Blood || f.Kind == ca.Ash {
		ink = bone
	}
	y := r.Y + r.H*0.42
	if cost {
		y = r.Y + r.H*0.3
		costChips(c, f.Cost, r.X+r.W/2, r.Y+r.H*0.66)
	}
	c.TextCentered(fmt.Sprint(f.Attack), ui.Face{Style: ui.Bold, Size: r.W * 0.5}, r.X+r.W/2, y, ink)
	for t := range f.Tier {
		c.FillCircle(r.X+r.W/2+float64(t-f.Tier/2)*6-float64((f.Tier+1)%2)*-3, r.Y+r.H-7, 2, ink)
	}
}

// costChips draws a fighter's cost centred on (x, y): for each resource
// it asks, a chip of its colour with the number in it.
func costChips(c *ui.Canvas, cost [ca.Kinds]int, x, y float64) {
	n := 0
	for _, k := range cost {
		if k > 0 {
			n++
		}
	}
	x -= float64(n-1) * 9
	for k, v := range cost {
		if v == 0 {
			continue
		}
		c.FillCircle(x, y, 8, kindFill[k]) // whole radii and widths at 1 and 1.5: cached, no vector path
		c.StrokeCircle(x, y, 7, 2, ui.Shade(kindFill[k], 0.5))
		ink := boneInk
		if k == ca.Blood || k == ca.Ash {
			ink = bone
		}
		c.TextCentered(fmt.Sprint(v), ui.Face{Style: ui.Bold, Size: 10}, x, y, ink)
		x += 18
	}
}

// fighterBack is a face-down fighter of tier t (0-2).
func fighterBack(c *ui.Canvas, t int, r kit.Rect) {
	c.FillRoundRect(r.X+1, r.Y+2, r.W, r.H, 4, kit.RGBA(0, 0, 0, 110))
	c.FillRoundRect(r.X, r.Y, r.W, r.H, 4, kit.RGB(40, 30, 28))
	c.StrokeRoundRect(r.X+2, r.Y+2, r.W-4, r.H-4, 3, 1.5, goldDim)
	c.TextCentered([]string{"I", "II", "III"}[t], ui.Face{Style: ui.Bold, Size: 16}, r.X+r.W/2, r.Y+r.H/2, oldGold)
}

// tileFace draws structure tile t in r: bone, its name, its VP a round,
// what a gather there gives (a chip a resource: any kind is a ring of
// the four, a VP an old-gold star), and in the row its cost in gold.
func tileFace(c *ui.Canvas, t int, r kit.Rect, cost bool) {
	tl := ca.TileOf(t)
	c.FillRoundRect(r.X+1, r.Y+2, r.W, r.H, 4, kit.RGBA(0, 0, 0, 110))
	c.FillRoundRect(r.X, r.Y, r.W, r.H, 4, bone)
	c.StrokeRoundRect(r.X+1, r.Y+1, r.W-2, r.H-2, 3, 1.2, goldDim)
	lines, face, _ := kit.FitName(tl.Name, ui.Face{Style: ui.Bold, Size: 10}, r.W-6, true, 7, 0.5)
	for i, ln := range lines {
		c.TextCentered(ln, face, r.X+r.W/2, r.Y+9+float64(i)*(face.Size+1), boneInk)
	}
	c.TextCentered(fmt.Sprintf("%d VP", tl.VP), ui.Face{Style: ui.Bold, Size: 12}, r.X+r.W/2, r.Y+r.H/2+3, boneInk)
	y := r.Y + r.H - 9
	if cost && tl.CostG > 0 {
		c.TextCentered(fmt.Sprintf("%d gold", tl.CostG), ui.Face{Size: 9}, r.X+r.W/2, y, goldDim)
		return
	}
	yieldChips(c, tl.Yield, r.X+r.W/2, y)
}

// yieldChips draws a row of resource chips centred on (x, y).
func yieldChips(c *ui.Canvas, items []int, x, y float64) {
	x -= float64(len(items)-1) * 5.5
	for _, it := range items {
		switch {
		case it < len(kindFill):
			c.FillCircle(x, y, 4.5, kindFill[it])
			c.StrokeCircle(x, y, 4.5, 0.8, boneInk)
		case ca.ResourceName(it) == "wild": // any basic kind
			for k := range ca.Kinds {
				c.FillCircle(x+[]float64{-2, 2, -2, 2}[k], y+[]float64{-2, -2, 2, 2}[k], 2.2, kindFill[k])
			}
		default: // a VP
			c.FillCircle(x, y, 4.5, oldGold)
			c.TextCentered("V", ui.Face{Style: ui.Bold, Size: 7}, x, y, boneInk)
		}
		x += 11
	}
}

// tileBack is a face-down structure of tier t.
func tileBack(c *ui.Canvas, t int, r kit.Rect) {
	c.FillRoundRect(r.X, r.Y, r.W, r.H, 4, kit.RGB(60, 50, 40))
	c.StrokeRoundRect(r.X+2, r.Y+2, r.W-4, r.H-4, 3, 1.5, goldDim)
	c.TextCentered([]string{"", "I", "II"}[min(t, 2)], ui.Face{Style: ui.Bold, Size: 16}, r.X+r.W/2, r.Y+r.H/2, oldGold)
}

// minion draws lord l's minion at (x, y).
func (b *Board) minion(c *ui.Canvas, l int, x, y float64) {
	if l == b.m.ai {
		c.FillCircle(x, y+1, minionR, kit.RGBA(0, 0, 0, 120))
		c.FillCircle(x, y, minionR, bone)
		c.StrokeCircle(x, y, minionR, 1.5, boneInk)
		return
	}
	b.Spr.Put(c, b.Token(rules.Seat(l), minionR), x, y, kit.Transform{K: 1, KY: 1, A: 1})
}

// control draws lord l's control token (the King's crown for the King).
func (b *Board) control(c *ui.Canvas, l int, at ui.Pt) {
	col := b.lordCol(l)
	c.FillRoundRect(at.X-tokenR, at.Y-tokenR, 2*tokenR, 2*tokenR, 3, ui.Shade(col, 0.8))
	c.StrokeRoundRect(at.X-tokenR, at.Y-tokenR, 2*tokenR, 2*tokenR, 3, 1.5, oldGold)
	if l == ca.King {
		c.TextCentered("K", ui.Face{Style: ui.Bold, Size: 12}, at.X, at.Y, boneInk)
	}
}

func (b *Board) drawStacks(c *ui.Canvas) {
	m := &b.m
	for r := range ca.Regions {
		t := tileRect(r)
		for i := 1; i < m.height[r]; i++ { // the tiles under the top, their edges showing
			c.FillRoundRect(t.X+float64(m.height[r]-i)*2, t.Y-float64(m.height[r]-i)*2+2, t.W, t.H, 4, boneDark)
		}
		if m.top[r] >= 0 {
			tileFace(c, int(m.top[r]), t, false)
		}
		if l := int(m.ctrl[r]); l != ca.NoOne {
			b.control(c, l, controlAt(r))
		}
	}
	if l := int(m.ctrl[ca.Citadel]); l != ca.NoOne {
		b.control(c, l, controlAt(ca.Citadel))
	}
}

func (b *Board) drawRows(c *ui.Canvas) {
	m := &b.m
	for i, id := range m.display {
		if id >= 0 {
			b.offerCard(c, int(id), slotRect(i))
		}
	}
	for t, n := range m.deckN {
		r := deckRect(t)
		if n > 0 {
			fighterBack(c, t, r)
			c.TextCentered(fmt.Sprint(n), ui.Face{Size: 10}, r.X+r.W/2, r.Y+r.H-8, faint)
		}
	}
	for i, t := range m.row {
		if t >= 0 {
			tileFace(c, int(t), rowRect(i), true)
		}
	}
	if m.stackN > 0 {
		tileBack(c, m.stackT, stackRect)
		c.TextCentered(fmt.Sprint(m.stackN), ui.Face{Size: 10}, stackRect.X+stackRect.W/2, stackRect.Y+stackRect.H-8, faint)
	}
	c.TextCentered("Pass", ui.Face{Style: ui.Bold, Size: 13}, passRect.X+passRect.W/2, passRect.Y+passRect.H/2, faint)
}

func (b *Board) drawDefenders(c *ui.Canvas) {
	for w := range ca.Regions + 1 {
		for i, id := range ids(b.m.def[w]) {
			b.fighterCard(c, id, defenderRect(w, i), 1)
		}
	}
	if b.m.ctrl[ca.Citadel] == ca.King {
		r := defenderRect(ca.Citadel, 1)
		c.FillRoundRect(r.X, r.Y, r.W, r.H, 4, oldGold)
		c.TextCentered(fmt.Sprint(ca.KingAttack()), ui.Face{Style: ui.Bold, Size: 18}, r.X+r.W/2, r.Y+r.H/2-4, boneInk)
		c.TextCentered("King", ui.Face{Size: 9}, r.X+r.W/2, r.Y+r.H-9, boneInk)
	}
}

// drawPositions draws the citadel's three attack positions with their
// modifiers, over the marks of the last moves (a mark round the citadel
// crosses them).
func (b *Board) drawPositions(c *ui.Canvas) {
	for p := range ca.Positions {
		q := positionRect(p)
		b.Spr.RoundRect(c, q.X, q.Y, q.W, q.H, 6, spaceFill, oldGold, 1.5)
		pos := ca.PositionOf(p)
		c.TextCentered(fmt.Sprintf("%s %+d", pos.Name, pos.Modifier), spaceFace, q.X+q.W/2, q.Y+q.H/2, labelCol)
	}
}

func (b *Board) drawMinions(c *ui.Canvas) {
	m := &b.m
	for r := range ca.Regions {
		for i := range 2 {
			if l := m.gatherBy[r][i]; l >= 0 {
				at := gatherAt(r, i)
				b.minion(c, int(l), at.X, at.Y)
			}
			if l := m.combatBy[r][i]; l >= 0 {
				at := combatAt(r, i)
				b.minion(c, int(l), at.X, at.Y)
			}
		}
	}
	for p, l := range m.flank {
		if l >= 0 {
			at := flankMinionAt(p)
			b.minion(c, int(l), at.X, at.Y)
		}
	}
	n := 0
	for l := range m.lords {
		for range m.front[l] {
			q := positionRect(2)
			b.minion(c, l, q.X+8+float64(n)*10, q.Y+q.H+8)
			n++
		}
	}
	b.spaceMinions(c, goldAt, m.goldN[:m.lords])
	b.spaceMinions(c, buildAt, m.buildN[:m.lords])
	for l := range m.lords {
		if m.refresh[l] {
			b.minion(c, l, refreshAt.X+float64(l-1)*8, refreshAt.Y)
		}
	}
}

// spaceMinions draws the minions on a space open to any number, fanned.
func (b *Board) spaceMinions(c *ui.Canvas, at ui.Pt, per []int8) {
	n := 0
	for l, k := range per {
		for range k {
			b.minion(c, l, at.X-10+float64(n%4)*7, at.Y-4+float64(n/4)*7)
			n++
		}
	}
}
