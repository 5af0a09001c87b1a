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
