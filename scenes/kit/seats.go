package kit

import (
	"image/color"

	"embers/game"
	"embers/rules"
	"embers/scenes/ui"
)

// SeatColour is the colour the seat chose at new game, in the palette in use.
func SeatColour(s *game.Session, seat rules.Seat) color.RGBA {
	return ui.SeatColour(colourIndex(s, seat))
}

// colourIndex is the palette entry of seat.
func colourIndex(s *game.Session, seat rules.Seat) int {
	if seat < 0 || int(seat) >= len(s.Match.Seats) {
		return 0
	}
	return s.Match.Seats[seat].Colour
}

// SeatMark draws the seat's shape (circle, square, triangle, diamond, star)
// centred on (x, y) with radius r in col, so seats differ without colour too.
func SeatMark(c *ui.Canvas, s *game.Session, seat rules.Seat, x, y, r float64, col color.Color) {
	c.FillPath(ui.SeatShape(colourIndex(s, seat), x, y, r), col)
}

// SeatName is what the players call a seat.
func SeatName(s *game.Session, seat rules.Seat) string { return s.Name(seat) }

// SeatNames lists every seat's name, for rules.Names.
func SeatNames(s *game.Session) []string { return s.Names() }
