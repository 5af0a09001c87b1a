package trekronor

import (
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
