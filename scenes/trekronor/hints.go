package trekronor

import (
	"fmt"
	"strings"

	"embers/rules"
	tk "embers/rules/trekronor"
	"embers/scenes/play"
)

var _ play.PanelHinter = (*Board)(nil)

// PanelHint says what the panel shows at (x, y): a seat's servants,
// markers and spread markers, the danger meter, the pile.
func (b *Board) PanelHint(x, y float64) string {
	if seat, dx, ok := b.SeatAt(x, y, b.m.players); ok {
		return b.seatHint(seat, dx)
	}
	r := b.Status
	if r.W == 0 || !r.Contains(x, y) {
		return ""
	}
	switch {
	case x > r.X+r.W-160:
		return fmt.Sprintf("The spread pile: %d markers face down. When it holds a letter and a number, "+
			"the fire spreads to the halls they name (letter: column, number: row).", len(b.m.pile))
	case y < r.Y+18:
		return ""
	case y < r.Y+40:
		return fmt.Sprintf("%d of %d fire tokens left. Should one be needed with none left, the castle burns down.",
			b.m.fireSupply, tk.TotalFire)
	default:
		return fmt.Sprintf("%d of %d ash tokens left. Should one be needed with none left, the castle burns down.",
			b.m.ashSupply, tk.TotalAsh)
	}
}

func (b *Board) seatHint(seat rules.Seat, dx float64) string {
	s := int(seat)
	mk := b.m.markers[s]
	switch {
	case dx < 58:
		return fmt.Sprintf("%d servants in hand, to place next to a well or another servant.", b.m.hand[s])
	case dx < 142 && mk[0] >= 0 && mk[1] >= 0:
		return fmt.Sprintf("%d save and %d steal markers left to lay face down in burning halls.", mk[0], mk[1])
	case dx < 142:
		return fmt.Sprintf("%d save or steal markers left; which kind stays secret until the end.", mk[2])
	case dx < 260 && b.Sees(seat) && b.m.handKnown[s]:
		return "Your spread markers in hand: " + strings.Join(b.m.spreadHand[s], ", ") + ". One goes on the pile each turn."
	case dx < 260:
		n := 6
		for _, e := range b.m.pile {
			if e.Owner == seat {
				n--
			}
		}
		return fmt.Sprintf("%d spread markers in hand, face down.", n)
	}
	return ""
}
