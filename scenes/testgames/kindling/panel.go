package kindling

import (
	"fmt"

	"embers/rules"
	kd "embers/rules/testgames/kindling"
	"embers/scenes/kit"
	"embers/scenes/ui"
)

// DrawSupplies shows how many logs burn in the seat's colour.
func (b *Board) DrawSupplies(c *ui.Canvas, seat rules.Seat, r kit.Rect) {
	n := 0
	for _, l := range b.m.Logs {
		if l.Owner() == seat {
			n++
		}
	}
	x, y := r.X+18, r.Y+r.H/2
	c.FillCircle(x, y, 9, b.Colour(seat))
	c.Text(fmt.Sprintf("%d burning", n), ui.Face{Style: ui.Bold, Size: 15}, x+18, y-9, ui.Start, kit.TipColour)
}

// DrawShared shows the cold logs left.
func (b *Board) DrawShared(c *ui.Canvas, r kit.Rect) {
	n := 0
	for _, l := range b.m.Logs {
		if l == kd.Cold {
			n++
		}
	}
	c.Text(fmt.Sprintf("Cold logs left: %d", n), ui.Face{Size: 15}, r.X+12, r.Y+8, ui.Start, kit.TipColour)
}
