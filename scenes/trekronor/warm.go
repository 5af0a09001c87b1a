package trekronor

import (
	"image/color"

	"embers/rules"
	tk "embers/rules/trekronor"
	"embers/scenes/kit"
	"embers/scenes/ui"
)

// WarmUp paints, once per scale, the sprites a game will need (every flame picture,
// each seat's servant, markers and spread markers), so no animation has to
// paint one in the middle of a move.
func (b *Board) WarmUp(c *ui.Canvas) {
	var all []kit.Sprite
	for _, r := range []float64{16, 20} {
		for f := range flameFrames {
			all = append(all, flameSprite{r, f})
		}
	}
	for s := range b.m.players {
		seat := rules.Seat(s)
		all = append(all, b.servantOf(seat, 10), b.servantOf(seat, 17))
		for _, k := range []tk.Kind{tk.KindSave, tk.KindSteal, tk.KindUnknown} {
			all = append(all, b.markerOf(tk.Marker{Owner: seat, Kind: k}, 22))
		}
		for _, v := range append([]string{""}, spreadValues...) {
			for _, w := range []float64{20, 22, 32} {
				all = append(all, b.Card(seat, v, w, v != ""))
			}
		}
	}
	b.Spr.Warm(c, all...)
	b.warmBoxes(c)
}

// warmBoxes prepares the boxes of captions, the reveal, the end of the game
// and the score pills, and the glyphs their text uses.
func (b *Board) warmBoxes(c *ui.Canvas) {
	for n := 2; n <= 16; n++ {
		b.PrepareBox(c, revealWidth(n), 140, 14, 2, revealFill, revealEdge)
	}
	for _, col := range []color.RGBA{wonColour, lostColour} {
		b.PrepareBox(c, 560, 112, 16, 2, revealFill, col)          // the end announced
		b.PrepareBox(c, origin.W-120, 104, 12, 2, revealFill, col) // the end on the board
	}
	kit.WarmGlyphs(c, ui.Face{Style: ui.Bold, Size: 17}, ui.Face{Style: ui.Bold, Size: 15}, ui.Face{Style: ui.Bold, Size: 22},
		ui.Face{Style: ui.Bold, Size: 16}, ui.Face{Style: ui.Bold, Size: 31}, ui.Face{Size: 14}, ui.Face{Style: ui.Bold, Size: 26})
}
