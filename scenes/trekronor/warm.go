package trekronor

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"embers/rules"
	tk "embers/rules/trekronor"
	"embers/scenes/play"
	"embers/scenes/ui"
)

// warm paints, once, the sprites a game will need (every flame picture,
// each seat's servant, markers and spread markers), so no animation has to
// paint one in the middle of a move.
func (b *Board) warm(c *ui.Canvas) {
	if b.warmed == play.RenderScale(c.Scale) {
		return
	}
	b.warmed = play.RenderScale(c.Scale)
	for _, r := range []float64{16, 20} {
		for f := range flameFrames {
			b.spr.Prepare(c, flameKey{r, f}, 2.6*r, 3.4*r, func(c *ui.Canvas, cx, cy float64) {
				paintFlame(c, cx, cy, r, f)
			})
		}
	}
	b.warmBoxes(c)
	for s := range b.m.players {
		seat := rules.Seat(s)
		col := b.look.colour(seat)
		for _, r := range []float64{10, 17} {
			b.spr.Prepare(c, servantKey{col, seat, r}, 2*r+4, 4*r, func(c *ui.Canvas, cx, cy float64) {
				paintServant(c, &b.look, seat, cx, cy, r)
			})
		}
		for _, k := range []tk.Kind{tk.KindSave, tk.KindSteal, tk.KindUnknown} {
			m := tk.Marker{Owner: seat, Kind: k}
			b.spr.Prepare(c, markerKey{col, m, 22}, 26, 26, func(c *ui.Canvas, cx, cy float64) {
				paintMarker(c, &b.look, m, cx, cy, 22)
			})
		}
		for _, v := range []string{"", "A", "B", "C", "1", "2", "3"} {
			up := v != ""
			for _, w := range []float64{20, 22, 32} {
				b.spr.Prepare(c, cardKey{col, v, w, up}, w+4, 1.3*w+4, func(c *ui.Canvas, cx, cy float64) {
					paintCard(c, &b.look, seat, v, cx, cy, w, up)
				})
			}
		}
	}
}

// warmBoxes prepares the boxes of captions, the reveal, the end of the game
// and the score pills, and the glyphs their text uses.
func (b *Board) warmBoxes(c *ui.Canvas) {
	box := func(w, h, r, width float64, fill, edge color.RGBA) {
		b.spr.Prepare(c, play.RoundKey(w, h, r, width, fill, edge), w, h, func(c *ui.Canvas, cx, cy float64) {
			play.PaintRoundRect(c, cx, cy, w, h, r, width, fill, edge)
		})
	}
	for w := 120.0; w <= origin.W-40; w += 40 {
		box(math.Min(w, origin.W-40), 40, 10, 1, captionFill, captionEdge)
	}
	for n := 2; n <= 16; n++ {
		box(math.Max(float64(n)*46+40, 330), 140, 14, 2, revealFill, revealEdge)
	}
	for _, col := range []color.RGBA{wonColour, lostColour} {
		box(560, 112, 16, 2, revealFill, col)          // the end announced
		box(origin.W-120, 104, 14, 2, revealFill, col) // the end on the board
	}
	for s := range b.m.players {
		box(48, 30, 15, 2.5, pillFill, b.look.colour(rules.Seat(s)))
	}
	scratch := ebiten.NewImage(64, 64)
	defer scratch.Deallocate()
	sc := ui.NewCanvas(scratch, c.Scale)
	const letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+-−!:;.,'()?"
	for _, f := range []ui.Face{{Style: ui.Bold, Size: 17}, {Style: ui.Bold, Size: 15}, {Style: ui.Bold, Size: 22},
		{Style: ui.Bold, Size: 19}, {Style: ui.Bold, Size: 34}, {Size: 14}, {Style: ui.Bold, Size: 28}, {Style: ui.Bold, Size: 16}} {
		sc.Text(letters, f, 0, 0, ui.Start, parchment)
	}
}
