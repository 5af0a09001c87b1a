package kit

import (
	"image/color"
	"math"

	"embers/rules"
	"embers/scenes/ui"
)

// Token is a seat's round piece of radius R: a disc of its colour with its
// shape on it (ui.DrawSeatMark), so seats differ without colour too. Any
// board whose seats own plain pieces (tokens on crossings, markers on a
// track) can use it; a Token is its own sprite key: make one with
// Kit.Token, draw it with Spr.Put and warm it with Spr.Warm.
type Token struct {
	Colour color.RGBA // the seat's colour (high contrast changes it, and the picture)
	Shape  int        // the seat's palette entry
	R      float64
}

// Token is seat's token of radius r.
func (k *Kit) Token(seat rules.Seat, r float64) Token {
	i := k.ColourIndex(seat)
	return Token{ui.SeatColour(i), i, r}
}

// Box is the token with room for its shadow.
func (t Token) Box() (w, h float64) { return 2*t.R + 4, 2*t.R + 6 }

// Paint paints the token centred on (x, y).
func (t Token) Paint(c *ui.Canvas, x, y float64) { ui.DrawSeatMark(c, t.Shape, x, y, t.R) }

// At is where a marker alone on the space of score stands on the track.
func (t Track) At(score int) ui.Pt {
	space, _ := t.Space(score)
	return t.Spot(space, 0, 1)
}

// FromHand flies seat's piece sp out of its row in the panel to (x, y) on
// an arc rising by lift, grown by up to raise mid-flight (picked up, then
// set down); end puts it on the board.
func (k *Kit) FromHand(seat rules.Seat, sp Sprite, x, y, lift, raise float64, ticks int, end func()) *Anim {
	x0, y0 := k.SeatSpot(seat)
	return Fly(x0, y0, x, y, lift, ticks, end, func(c *ui.Canvas, x, y, f float64) {
		k.Spr.PutAt(c, sp, x, y, 1+raise*math.Sin(math.Pi*f))
	})
}

// Home sends seat's piece sp from (x, y) back to its row in the panel on
// an arc rising by lift, shrinking by shrink on the way; end puts it in hand.
func (k *Kit) Home(seat rules.Seat, sp Sprite, x, y, lift, shrink float64, ticks int, end func()) *Anim {
	x1, y1 := k.SeatSpot(seat)
	return Fly(x, y, x1, y1, lift, ticks, end, func(c *ui.Canvas, x, y, f float64) {
		k.Spr.PutAt(c, sp, x, y, 1-shrink*f)
	})
}
