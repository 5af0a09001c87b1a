package cronberg

import (
	"fmt"
	"math"

	"embers/rules"
	cb "embers/rules/cronberg"
	"embers/scenes/kit"
	"embers/scenes/ui"
)

// DrawSupplies paints a seat's tokens in hand and its place on the track.
func (b *Board) DrawSupplies(c *ui.Canvas, seat rules.Seat, r kit.Rect) {
	y := r.Y + r.H/2
	kit.Tray(r.X+16, y, 24, b.m.hand[seat], cb.TokensEach, func(x, y float64, _ int, held bool) {
		if held {
			b.token(c, seat, x, y, 9, 1, 1)
		} else {
			b.Circle(c, x, y, 8, 1, kit.FaintText, 0.6)
		}
	})
	c.Text(fmt.Sprintf("%d in hand", b.m.hand[seat]), ui.Face{Size: 13}, r.X+112, y-8, ui.Start, kit.FaintText)
	score := b.m.track[seat]
	c.Text(fmt.Sprintf("%d", score), ui.Face{Style: ui.Bold, Size: 22}, r.X+r.W-44, y-14, ui.End, kit.BtnEdge)
	c.Text("points", ui.Face{Size: 12}, r.X+r.W-40, y-5, ui.Start, kit.FaintText)
}

// DrawShared paints the pile and what the special triangles do.
func (b *Board) DrawShared(c *ui.Canvas, r kit.Rect) {
	bold := ui.Face{Style: ui.Bold, Size: 13}
	small := ui.Face{Size: 13}
	pile := fmt.Sprintf("Buildings: %d face down in the pile, %d laid", b.m.pile, b.laid())
	if b.m.drawn >= 0 && b.m.laying {
		tile := cb.Tile(b.m.drawn)
		pile = fmt.Sprintf("Drawn: the %s (%s at its blunt corners, %s at its sharp ones)",
			tile.Name, valueText(tile.Blunt()), valueText(tile.Sharp()))
	}
	c.Text(pile, bold, r.X+4, r.Y+2, ui.Start, kit.TipColour)
	step := min(26, (r.H-24)/3)
	y := r.Y + 24
	for _, row := range legend {
		if y+16 > r.Y+r.H {
			return
		}
		b.icon(c, row.kind, r.X+14, y+8)
		c.Text(row.line, small, r.X+32, y, ui.Start, kit.FaintText)
		y += step
	}
	if v, ok := b.View.(*cb.State); ok && y+16 <= r.Y+r.H && v.PileLeft() > 0 { // as the rules count them at rest
		gains, losses := v.PileMix()
		c.Text(fmt.Sprintf("Still face down: %d gains (+) and %d losses (−)", gains, losses), small, r.X+4, y+2, ui.Start, kit.TipColour)
	}
}

// laid counts the tiles on the board (as animations lay them).
func (b *Board) laid() int {
	return kit.Count(b.m.tile[:], func(t int) bool { return t >= 0 }) / 2
}

var _ kit.PanelPlacer = (*Board)(nil)

// SupplyPart names the part of a seat's row at dx: the tokens in hand,
// then the points.
func (b *Board) SupplyPart(_ rules.Seat, dx float64) string {
	return kit.RowPart(dx, []float64{200, math.Inf(1)}, cb.TokensPart, cb.ScorePart)
}

// StatusPlace names what DrawShared shows at (x, y): the pile's line on
// top, then the legend's kinds of ground.
func (b *Board) StatusPlace(x, y float64, r kit.Rect) rules.Place {
	switch row := int((y - r.Y - 24) / min(26, (r.H-24)/3)); {
	case y < r.Y+20:
		return cb.PilePlace
	case row < len(legend):
		return legend[row].place
	}
	return ""
}

// legend is the panel's key to the special triangles: a line each, and
// the place whose description the mouse over it shows.
var legend = []struct {
	kind  cb.Kind
	place rules.Place
	line  string
}{
	{cb.Park, "area:parks", "Park: tokens beside it score ×2 at the end (two ×4, three ×8)"},
	{cb.Coat, "area:coats", "Coat of arms: tokens beside it count minus values as plus"},
	{cb.Guard, "area:guards", "Guard: once it cannot be covered, it drives tokens off"},
}
