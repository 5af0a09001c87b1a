package burnttoashes

import (
	"fmt"

	"embers/rules"
	ba "embers/rules/burnttoashes"
	"embers/scenes/kit"
	"embers/scenes/ui"
)

// DrawSupplies paints a seat's row: its provinces standing, its power,
// its gold and followers in hand (counts: their faces are the seat's
// own), and the regent's crown.
func (b *Board) DrawSupplies(c *ui.Canvas, seat rules.Seat, r kit.Rect) {
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
	// Gold is counted in cards (others' values are hidden; a card may be
	// blank), so the row never seems to contradict the hand's sum.
	parts := []string{
		fmt.Sprintf("%d prov.", prov),
		fmt.Sprintf("power %d", b.m.Power[s]+b.m.Treasure[s]),
		countOf(b.m.GoldN[s], "gold card"),
		fmt.Sprintf("%d follow.", b.m.FollowersN[s]),
	}
	x := r.X + 10
	for _, p := range parts {
		c.Text(p, num, x, y, ui.Start, kit.TipColour)
		w, _ := ui.Measure(p, num)
		x += max(56, w+14)
	}
	if b.m.Regent == s {
		c.Text("regent", small, r.X+r.W-10, y, ui.End, goldCol)
	}
	if b.m.Status[s] {
		c.Text("dragon fighter", small, r.X+r.W-10, y+14, ui.End, emberCol)
	}
}

// countOf is n things: "1 card", "3 gold cards".
func countOf(n int, thing string) string {
	if n == 1 {
		return "1 " + thing
	}
	return fmt.Sprintf("%d %ss", n, thing)
}
