package crownofash

import (
	"fmt"

	"embers/rules"
	ca "embers/rules/crownofash"
	"embers/scenes/play"
	"embers/scenes/ui"
)

// DrawSupplies paints a lord's mat in its panel row: VP, the five
// resources, minions left, fighters in hand and in the graveyard, combat
// cards in hand and the top discard.
func (b *Board) DrawSupplies(c *ui.Canvas, seat rules.Seat, r play.Rect) {
	l := int(seat)
	m := &b.m
	y := r.Y + r.H/2
	num := ui.Face{Style: ui.Bold, Size: 13}
	x := r.X + 4
	for k := range 5 {
		c.FillCircle(x+6, y, 6, kindFill[k])
		c.Text(fmt.Sprint(m.res[l][k]), num, x+14, y-8, ui.Start, labelCol)
		x += 30
	}
	x += 4
	b.minion(c, l, x+7, y)
	c.Text(fmt.Sprint(m.minions[l]), num, x+18, y-8, ui.Start, labelCol)
	x += 34
	c.FillRoundRect(x, y-9, 13, 18, 2, boneDark)
	c.Text(fmt.Sprint(popcount(m.hand[l])), num, x+17, y-8, ui.Start, labelCol)
	x += 34
	c.FillRoundRect(x, y-9, 13, 18, 2, play.RGB(40, 34, 30))
	c.Line(x+3, y-5, x+10, y+5, 1.5, boneDark)
	c.Line(x+10, y-5, x+3, y+5, 1.5, boneDark)
	c.Text(fmt.Sprint(popcount(m.grave[l])), num, x+17, y-8, ui.Start, faint)
	x += 36
	b.cardRow(c, l, x, y-12, 16, 22)
	c.Text(fmt.Sprint(b.vp(l)), ui.Face{Style: ui.Bold, Size: 20}, r.X+r.W-24, y-13, ui.End, oldGold)
	c.Text("VP", ui.Face{Size: 11}, r.X+r.W-20, y-5, ui.Start, faint)
}

// DrawShared paints the round and what the game waits for.
func (b *Board) DrawShared(c *ui.Canvas, r play.Rect) {
	m := &b.m
	line := fmt.Sprintf("Round %d of %d · turn %d", m.round, ca.Rounds, m.turn+1)
	if m.ai >= 0 {
		line += fmt.Sprintf(" · AI deck %d VP", b.vp(m.ai))
	}
	c.Text(line, ui.Face{Style: ui.Bold, Size: 13}, r.X+4, r.Y+2, ui.Start, play.TipColour)
}
