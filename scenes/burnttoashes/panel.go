package burnttoashes

import (
	"fmt"

	"embers/rules"
	ba "embers/rules/burnttoashes"
	"embers/scenes/play"
	"embers/scenes/ui"
)

// DrawSupplies paints a seat's row: its provinces standing, its power,
// its gold and followers in hand (counts: their faces are the seat's
// own), and the regent's crown.
func (b *Board) DrawSupplies(c *ui.Canvas, seat rules.Seat, r play.Rect) {
	s := int(seat)
	if s < 0 || s >= b.m.Players {
		return
	}
	num := ui.Face{Style: ui.Bold, Size: 14}
	small := ui.Face{Size: 12}
	y := r.Y + r.H/2 - 8
	prov := 0
	for p := range ba.Provinces {
		if b.m.Owner[p] == s && !b.m.Lost[p] {
			prov++
		}
	}
	parts := []string{
		fmt.Sprintf("%d prov.", prov),
		fmt.Sprintf("power %d", b.m.Power[s]+b.m.Treasure[s]),
		fmt.Sprintf("gold %d", b.m.GoldN[s]),
		fmt.Sprintf("follow. %d", b.m.FollowersN[s]),
	}
	x := r.X + 10
	for _, p := range parts {
		c.Text(p, num, x, y, ui.Start, play.TipColour)
		x += 74
	}
	if b.m.Regent == s {
		c.Text("regent", small, r.X+r.W-10, y, ui.End, goldCol)
	}
	if b.m.Status[s] {
		c.Text("dragon fighter", small, r.X+r.W-10, y+14, ui.End, emberCol)
	}
}

// DrawShared paints the kingdom's danger (provinces and knights left),
// the year, and in co-op the team's power so far.
func (b *Board) DrawShared(c *ui.Canvas, r play.Rect) {
	label := ui.Face{Style: ui.Bold, Size: 13}
	left, knights := b.m.provincesLeft(), b.m.knightsPlaced()
	year := fmt.Sprintf("Year %d of 5", max(1, b.m.Year))
	if b.m.Year > 5 {
		year = fmt.Sprintf("Final dragon phase %d", b.m.Final)
	}
	c.Text(year, label, r.X+4, r.Y+2, ui.Start, play.FaintText)
	col := play.FaintText
	if left <= 8 || knights == 0 && b.m.Year > 5 {
		col = play.RGB(255, 130, 90)
	}
	// Five and six seats' rows leave two lines before the controls: the
	// dragon's meter then goes beside the year.
	line2, mx, my := r.Y+22, r.X+4, r.Y+44
	if b.m.Players >= 5 {
		line2, mx, my = r.Y+20, r.X+120, r.Y+2
	}
	c.Text(fmt.Sprintf("Provinces standing %d of %d · knights on guard %d", left, ba.Provinces, knights),
		ui.Face{Size: 13}, r.X+4, line2, ui.Start, col)
	b.Meter(c, mx, my, ba.Hits-b.m.Hits, ba.Hits, 14, emberCol, "dragon's strength")
	if b.m.Coop {
		team := 0
		for s := range b.m.Players {
			team += b.m.Power[s] + b.m.Treasure[s]
		}
		c.Text(fmt.Sprintf("team power %d", team), label, r.X+r.W-8, r.Y+2, ui.End, goldCol)
	}
}
