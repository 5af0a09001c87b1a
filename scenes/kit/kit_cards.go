package kit

import (
	"image/color"

	"embers/rules"
	"embers/scenes/ui"
)

// Card is a small upright card of a seat's (a marker laid face-down, a
// card of a hand): face-down it shows the seat's colour and shape, so
// colour-blind eyes tell seats apart; face-up its Face on parchment edged
// in the seat's colour. It is 1.3 times as tall as it is wide. A Card is
// its own sprite key: make one with Kit.Card, draw it with Kit.DrawCard.
type Card struct {
	Colour color.RGBA // the seat's colour
	Shape  int        // the seat's palette entry, for its shape
	Face   string     // what the face shows; "" on a face-down card
	W      float64
	Up     bool
}

// Card is seat's card of width w showing face when up; a face-down card
// forgets its face, so every face-down card of a seat is one picture.
func (k *Kit) Card(seat rules.Seat, face string, w float64, up bool) Card {
	if !up {
		face = ""
	}
	return Card{Colour: k.Colour(seat), Shape: k.ColourIndex(seat), Face: face, W: w, Up: up}
}

// DrawCard draws card centred on (x, y) squeezed across to kx of its
// width (1: flat; Flip's kx while it turns over).
func (k *Kit) DrawCard(c *ui.Canvas, card Card, x, y, kx float64) {
	k.Spr.Put(c, card, x, y, Transform{K: kx, KY: 1, A: 1})
}

// TurnCard draws card turning over from its back to its face at progress
// f (0: the back, flat; 1: the face, flat): a card revealed, a marker turned up.
func (k *Kit) TurnCard(c *ui.Canvas, card Card, x, y, f float64) {
	kx, up := Flip(f)
	if !up {
		card = card.Back()
	}
	k.DrawCard(c, card, x, y, kx)
}

// Back is the card face-down.
func (cd Card) Back() Card {
	cd.Face, cd.Up = "", false
	return cd
}

// Box is the card's size with room for its shadow.
func (cd Card) Box() (w, h float64) { return cd.W + 4, 1.3*cd.W + 4 }

// Paint paints the card centred on (x, y).
func (cd Card) Paint(c *ui.Canvas, x, y float64) {
	w, h := cd.W, cd.W*1.3
	c.FillRoundRect(x-w/2+1, y-h/2+2, w, h, 4, color.RGBA{0, 0, 0, 110})
	if cd.Up {
		c.FillRoundRect(x-w/2, y-h/2, w, h, 4, Parchment)
		RoundOutline(c, x-w/2, y-h/2, w, h, 4, 2, cd.Colour)
		c.TextCentered(cd.Face, ui.Face{Style: ui.Bold, Size: w * 0.6}, x, y, Ink)
		return
	}
	c.FillRoundRect(x-w/2, y-h/2, w, h, 4, ui.Shade(cd.Colour, 0.45))
	RoundOutline(c, x-w/2+2, y-h/2+2, w-4, h-4, 3, 1, cd.Colour)
	c.FillPath(ui.SeatShape(cd.Shape, x, y, w*0.26), cd.Colour)
}
