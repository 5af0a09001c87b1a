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
	x := r.X + 8
	for k := range 5 {
		c.FillCircle(x+6, y, 6, kindFill[k])
		c.Text(fmt.Sprint(m.res[l][k]), ui.Face{Style: ui.Bold, Size: 13}, x+15, y-8, ui.Start, labelCol)
		x += 34
	}
	c.Text(fmt.Sprintf("%d minions · %d fighters · %d dead", m.minions[l], popcount(m.hand[l]), popcount(m.grave[l])),
		ui.Face{Size: 11}, x+4, y-7, ui.Start, faint)
	b.cardRow(c, l, r.X+r.W-150, y-15, false)
	c.Text(fmt.Sprint(m.vp[l]), ui.Face{Style: ui.Bold, Size: 20}, r.X+r.W-30, y-13, ui.End, oldGold)
	c.Text("VP", ui.Face{Size: 11}, r.X+r.W-26, y-5, ui.Start, faint)
}

// DrawShared paints the round and what the game waits for.
func (b *Board) DrawShared(c *ui.Canvas, r play.Rect) {
	m := &b.m
	line := fmt.Sprintf("Round %d of %d · turn %d", m.round, ca.Rounds, m.turn+1)
	if m.ai >= 0 {
		line += fmt.Sprintf(" · AI deck %d VP", m.vp[m.ai])
	}
	c.Text(line, ui.Face{Style: ui.Bold, Size: 13}, r.X+4, r.Y+2, ui.Start, play.TipColour)
}
