package cronberg

import (
	"fmt"

	"embers/rules"
	cb "embers/rules/cronberg"
	"embers/scenes/play"
	"embers/scenes/ui"
)

// DrawSupplies paints a seat's tokens in hand and its place on the track.
func (b *Board) DrawSupplies(c *ui.Canvas, seat rules.Seat, r play.Rect) {
	y := r.Y + r.H/2
	play.Tray(r.X+16, y, 24, b.m.hand[seat], cb.TokensEach, func(x, y float64, _ int, held bool) {
		if held {
			b.token(c, seat, x, y, 9, 1, 1)
		} else {
			b.Circle(c, x, y, 8, 1, play.FaintText, 0.6)
		}
	})
	c.Text(fmt.Sprintf("%d in hand", b.m.hand[seat]), ui.Face{Size: 13}, r.X+112, y-8, ui.Start, play.FaintText)
	score := b.m.track[seat]
	c.Text(fmt.Sprintf("%d", score), ui.Face{Style: ui.Bold, Size: 22}, r.X+r.W-44, y-14, ui.End, play.BtnEdge)
	c.Text("points", ui.Face{Size: 12}, r.X+r.W-40, y-5, ui.Start, play.FaintText)
}

// DrawShared paints the pile and what the special triangles do.
func (b *Board) DrawShared(c *ui.Canvas, r play.Rect) {
	bold := ui.Face{Style: ui.Bold, Size: 13}
	small := ui.Face{Size: 13}
	pile := fmt.Sprintf("Buildings: %d face down in the pile, %d laid", b.m.pile, b.laid())
	if b.m.drawn >= 0 && b.m.laying {
		tile := cb.Tile(b.m.drawn)
		pile = fmt.Sprintf("Drawn: the %s (%s at its blunt corners, %s at its sharp ones)",
			tile.Name, valueText(tile.Blunt()), valueText(tile.Sharp()))
	}
	c.Text(pile, bold, r.X+4, r.Y+2, ui.Start, play.TipColour)
	step := min(26, (r.H-24)/3)
	y := r.Y + 24
	for _, row := range legend {
		if y+16 > r.Y+r.H {
			return
		}
		b.icon(c, row.kind, r.X+14, y+8)
		c.Text(row.line, small, r.X+32, y, ui.Start, play.FaintText)
		y += step
	}
	if gains, losses := b.pileMix(); y+16 <= r.Y+r.H && gains+losses > 0 {
		c.Text(fmt.Sprintf("Still face down: %d gains (+) and %d losses (−)", gains, losses), small, r.X+4, y+2, ui.Start, play.TipColour)
	}
}

// pileMix counts the tiles still face down by sign (every tile is known,
// so what is left follows from what lies on the board and in hand).
func (b *Board) pileMix() (gains, losses int) {
	out := [cb.NumRhombi]bool{}
	for t := range cb.NumTriangles {
		if b.m.tile[t] >= 0 {
			out[b.m.tile[t]] = true
		}
	}
	if b.m.drawn >= 0 {
		out[b.m.drawn] = true
	}
	for i, gone := range out {
		switch {
		case gone:
		case cb.Tile(i).Value > 0:
			gains++
		default:
			losses++
		}
	}
	return gains, losses
}

// laid counts the tiles on the board.
func (b *Board) laid() int {
	n := 0
	for t := range cb.NumTriangles {
		if b.m.tile[t] >= 0 {
			n++
		}
	}
	return n / 2
}

var _ play.PanelHinter = (*Board)(nil)

// PanelHint says what the panel shows at (x, y).
func (b *Board) PanelHint(x, y float64) string {
	if s, dx, ok := b.SeatAt(x, y, b.m.players); ok {
		if dx < 200 {
			return fmt.Sprintf("%d of %d tokens in hand. A token comes back when it is scored or a guard drives it off.",
				b.m.hand[s], cb.TokensEach)
		}
		sp, laps := track.Space(b.m.track[s])
		if laps != 0 {
			return fmt.Sprintf("%d points: the marker stands on space %d of the track round the walls, its score written over it.", b.m.track[s], sp)
		}
		return fmt.Sprintf("%d points: the marker stands on space %d of the track round the walls.", b.m.track[s], sp)
	}
	r := b.Status
	if r.W == 0 || !r.Contains(x, y) {
		return ""
	}
	switch row := int((y - r.Y - 24) / min(26, (r.H-24)/3)); {
	case y < r.Y+20:
		return "Drawing a building turns the top of the pile face up; you then lay it on two free triangles side by side."
	case row < len(legend):
		return legend[row].more
	}
	return ""
}

// legend is the panel's key to the special triangles: a line each, and
// what the mouse over it says more.
var legend = []struct {
	kind       cb.Kind
	line, more string
}{
	{cb.Park, "Park: tokens beside it score ×2 at the end (two ×4, three ×8)",
		"A park that can no longer be built on doubles the sum of every token beside it at the end, minus values too; two parks ×4, three ×8."},
	{cb.Coat, "Coat of arms: tokens beside it count minus values as plus",
		"A coat of arms that can no longer be built on makes every value beside it count as plus at the end (before any park doubles it)."},
	{cb.Guard, "Guard: once it cannot be covered, it drives tokens off",
		"A guard that can no longer be covered sends the tokens on its three corners home unscored, and no token may stand there again."},
}
