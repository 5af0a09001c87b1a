package trekronor

import (
	"image/color"
	"math"

	"embers/rules"
	tk "embers/rules/trekronor"
	"embers/scenes/play"
	"embers/scenes/ui"
)

// WarmUp paints, once per scale, the sprites a game will need (every flame picture,
// each seat's servant, markers and spread markers), so no animation has to
// paint one in the middle of a move.
func (b *Board) WarmUp(c *ui.Canvas) {
	for _, r := range []float64{16, 20} {
		for f := range flameFrames {
			b.Spr.Prepare(c, flameKey{r, f}, 2.6*r, 3.4*r, func(c *ui.Canvas, cx, cy float64) {
				paintFlame(c, cx, cy, r, f)
			})
		}
	}
	b.warmBoxes(c)
	for s := range b.m.players {
		seat := rules.Seat(s)
		col := b.Colour(seat)
		for _, r := range []float64{10, 17} {
			b.Spr.Prepare(c, servantKey{col, seat, r}, 2*r+4, 4*r, func(c *ui.Canvas, cx, cy float64) {
				paintServant(c, &b.Kit, seat, cx, cy, r)
			})
		}
		for _, k := range []tk.Kind{tk.KindSave, tk.KindSteal, tk.KindUnknown} {
			m := tk.Marker{Owner: seat, Kind: k}
			b.Spr.Prepare(c, markerKey{col, m, 22}, 26, 26, func(c *ui.Canvas, cx, cy float64) {
				paintMarker(c, &b.Kit, m, cx, cy, 22)
			})
		}
		for _, v := range []string{"", "A", "B", "C", "1", "2", "3"} {
			up := v != ""
			for _, w := range []float64{20, 22, 32} {
				b.Spr.Prepare(c, cardKey{col, v, w, up}, w+4, 1.3*w+4, func(c *ui.Canvas, cx, cy float64) {
					paintCard(c, &b.Kit, seat, v, cx, cy, w, up)
				})
			}
		}
	}
}

// warmBoxes prepares the boxes of captions, the reveal, the end of the game
// and the score pills, and the glyphs their text uses.
func (b *Board) warmBoxes(c *ui.Canvas) {
	for n := 2; n <= 16; n++ {
		b.PrepareBox(c, math.Max(float64(n)*46+40, 330), 140, 14, 2, revealFill, revealEdge)
	}
	for _, col := range []color.RGBA{wonColour, lostColour} {
		b.PrepareBox(c, 560, 112, 16, 2, revealFill, col)          // the end announced
		b.PrepareBox(c, origin.W-120, 104, 12, 2, revealFill, col) // the end on the board
	}
	play.WarmGlyphs(c, ui.Face{Style: ui.Bold, Size: 17}, ui.Face{Style: ui.Bold, Size: 15}, ui.Face{Style: ui.Bold, Size: 22},
		ui.Face{Style: ui.Bold, Size: 16}, ui.Face{Style: ui.Bold, Size: 31}, ui.Face{Size: 14}, ui.Face{Style: ui.Bold, Size: 26})
}
