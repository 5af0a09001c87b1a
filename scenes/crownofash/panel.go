package crownofash

import (
	"fmt"
	"math"

	"embers/rules"
	ca "embers/rules/crownofash"
	"embers/scenes/kit"
	"embers/scenes/ui"
)

// Where the parts of a lord's mat lie in its panel row, from its left:
// the five resources (bone, ash, blood, sulphur, gold), the minions, the
// fighters in hand, the graveyard, the combat cards, the Fate card, the
// VP (SupplyPart reads the same edges).
const (
	matRes     = 4.0
	matResW    = 28.0
	matMinions = 148.0
	matHand    = 180.0
	matGrave   = 212.0
	matCards   = 244.0
	matFate    = 304.0
	matVP      = 324.0
)

// DrawSupplies paints a lord's mat in its panel row: the five resources,
// minions left, fighters in hand and in the graveyard, combat cards in
// hand and the top discard, the Fate card (face up only for its lord's
// eyes) and the VP.
func (b *Board) DrawSupplies(c *ui.Canvas, seat rules.Seat, r kit.Rect) {
	l := int(seat)
	m := &b.m
	y := r.Y + r.H/2
	num := ui.Face{Style: ui.Bold, Size: 13}
	for k := range 5 {
		x := r.X + matRes + float64(k)*matResW
		c.FillCircle(x+6, y, 6, kindFill[k])
		c.Text(fmt.Sprint(m.res[l][k]), num, x+14, y-8, ui.Start, labelCol)
	}
	x := r.X + matMinions
	b.minion(c, l, x+7, y)
	c.Text(fmt.Sprint(m.minions[l]), num, x+18, y-8, ui.Start, labelCol)
	x = r.X + matHand
	c.FillRoundRect(x, y-9, 13, 18, 2, boneDark)
	c.Text(fmt.Sprint(popcount(m.hand[l])), num, x+17, y-8, ui.Start, labelCol)
	x = r.X + matGrave
	c.FillRoundRect(x, y-9, 13, 18, 2, kit.RGB(40, 34, 30))
	c.Line(x+3, y-5, x+10, y+5, 1.5, boneDark)
	c.Line(x+10, y-5, x+3, y+5, 1.5, boneDark)
	c.Text(fmt.Sprint(popcount(m.grave[l])), num, x+17, y-8, ui.Start, faint)
	b.cardRow(c, l, r.X+matCards, y-12, 16, 22)
	fateCard(c, m.fate[l], kit.Rect{X: r.X + matFate, Y: y - 12, W: 16, H: 24})
	c.Text(fmt.Sprint(b.vp(l)), ui.Face{Style: ui.Bold, Size: 20}, r.X+r.W-24, y-13, ui.End, oldGold)
	c.Text("VP", ui.Face{Size: 11}, r.X+r.W-20, y-5, ui.Start, faint)
}

// fateCard draws a Fate card in r: its two kinds' colours, one over the
// other, where the card shows; else its back.
func fateCard(c *ui.Canvas, f int8, r kit.Rect) {
	kinds, ok := ca.FatePair(int(f))
	if !ok {
		c.FillRoundRect(r.X, r.Y, r.W, r.H, 3, kit.RGB(46, 30, 48))
		c.StrokeRoundRect(r.X+1.5, r.Y+1.5, r.W-3, r.H-3, 2, 1, goldDim)
		c.TextCentered("?", ui.Face{Style: ui.Bold, Size: 11}, r.X+r.W/2, r.Y+r.H/2, goldDim)
		return
	}
	c.FillRoundRect(r.X, r.Y, r.W, r.H, 3, kindFill[kinds[0]])
	c.FillRect(r.X, r.Y+r.H/2, r.W, r.H/2-3, kindFill[kinds[1]])
	c.FillRoundRect(r.X, r.Y+r.H-6, r.W, 6, 3, kindFill[kinds[1]])
	c.StrokeRoundRect(r.X, r.Y, r.W, r.H, 3, 1.5, oldGold)
}

var _ kit.PanelPlacer = (*Board)(nil)

// SupplyPart names the part of a lord's mat at dx, as DrawSupplies lays
// it out.
func (b *Board) SupplyPart(_ rules.Seat, dx float64) string {
	ends := []float64{matRes + matResW, matRes + 2*matResW, matRes + 3*matResW, matRes + 4*matResW, matMinions,
		matHand, matGrave, matCards, matFate - 2, matVP - 2, math.Inf(1)}
	return kit.RowPart(dx, ends, ca.ResourceName(0), ca.ResourceName(1), ca.ResourceName(2), ca.ResourceName(3),
		ca.ResourceName(4), ca.MinionsPart, ca.HandPart, ca.GravePart, ca.CardsPart, ca.FatePart, ca.VPPart)
}

// StatusPlace names what DrawShared shows at (x, y): the viewer's Fate
// card on its line.
func (b *Board) StatusPlace(x, y float64, r kit.Rect) rules.Place {
	if v := int(b.Viewer); y > r.Y+fateLineY && rules.IsSeat(b.Viewer) && v < b.m.seats {
		return rules.SupplyPlace(b.Viewer, ca.FatePart)
	}
	return ""
}

// fateLineY is where the viewer's Fate card is told under the legend.
const fateLineY = 64.0

// DrawShared paints the round and what the game waits for, a key to the
// lords' mats, and the viewer's Fate card (never while the screen is
// handed over: the board then shows nobody's secrets).
func (b *Board) DrawShared(c *ui.Canvas, r kit.Rect) {
	m := &b.m
	line := fmt.Sprintf("Round %d of %d · turn %d", m.round, ca.Rounds, m.turn+1)
	if m.ai >= 0 {
		line += fmt.Sprintf(" · AI deck %d VP", b.vp(m.ai))
	}
	c.Text(line, ui.Face{Style: ui.Bold, Size: 13}, r.X+4, r.Y+2, ui.Start, kit.TipColour)
	b.drawLegend(c, r.X+4, r.Y+24)
	if v := int(b.Viewer); rules.IsSeat(b.Viewer) && v < m.seats && r.H > fateLineY+30 {
		b.drawFateLine(c, v, r.X+4, r.Y+fateLineY)
	}
}

// drawLegend is the key to the mats: each part's mark and name, in two
// lines from (x, y).
func (b *Board) drawLegend(c *ui.Canvas, x, y float64) {
	face := ui.Face{Size: 11}
	at := x
	for k := range 5 {
		c.FillCircle(at+6, y+7, 6, kindFill[k]) // whole at 1 and 1.5: a cached disc
		w, _ := ui.Measure(ca.ResourceName(k), face)
		c.Text(ca.ResourceName(k), face, at+15, y, ui.Start, faint)
		at += 15 + w + 12
	}
	at = x
	y += 17
	for _, part := range []struct {
		word string
		mark func(x, y float64)
	}{
		{"minions left", func(x, y float64) { c.FillCircle(x+6, y, 6, labelCol) }},
		{"fighters in hand", func(x, y float64) { c.FillRoundRect(x+1, y-6, 9, 12, 2, boneDark) }},
		{"graveyard", func(x, y float64) {
			c.FillRoundRect(x+1, y-6, 9, 12, 2, kit.RGB(40, 34, 30))
			c.Line(x+3, y-3, x+8, y+3, 1.2, boneDark)
			c.Line(x+8, y-3, x+3, y+3, 1.2, boneDark)
		}},
		{"combat cards", func(x, y float64) { combatBack(c, kit.Rect{X: x + 1, Y: y - 6, W: 9, H: 12}) }},
		{"Fate card", func(x, y float64) { fateCard(c, ca.HiddenFate, kit.Rect{X: x + 1, Y: y - 7, W: 10, H: 14}) }},
	} {
		part.mark(at, y+7)
		w, _ := ui.Measure(part.word, face)
		c.Text(part.word, face, at+14, y, ui.Start, faint)
		at += 14 + w + 12
	}
}

// drawFateLine tells the viewer's own Fate card: the card, its kinds and
// what it is worth now.
func (b *Board) drawFateLine(c *ui.Canvas, l int, x, y float64) {
	kinds, ok := ca.FatePair(int(b.m.fate[l]))
	if !ok {
		return
	}
	fateCard(c, b.m.fate[l], kit.Rect{X: x, Y: y, W: 16, H: 24})
	v, _ := b.View.(*ca.State)
	now := 0
	if v != nil {
		now = v.FateNow(l)
	}
	head := fmt.Sprintf("Your Fate card: %s and %s · %d VP now", ca.ResourceName(kinds[0]), ca.ResourceName(kinds[1]), now)
	c.Text(head, ui.Face{Style: ui.Bold, Size: 12}, x+24, y-1, ui.Start, labelCol)
	c.Text("At the end each fighter you raised of these kinds scores its tier: I 1, II 2, III 3.", ui.Face{Size: 11}, x+24, y+14, ui.Start, faint)
}
