package cronberg

import (
	"embers/rules"
	"embers/scenes/ui"
)

// WarmUp paints, once per scale, the sprites every move needs (each seat's
// token and marker, the barrier, the pile), so no animation has to paint
// one mid-move. Tiles are painted when they first show: there are 28 of
// them in three orientations, and a game sees each only once.
func (b *Board) WarmUp(c *ui.Canvas) {
	for s := range b.m.players {
		seat := rules.Seat(s)
		for _, r := range []float64{tokenR, markerR, 9} {
			b.token(c, seat, -100, -100, r, 1, 0)
		}
	}
	b.closedMark(c, -100, -100, 1, 0)
	b.tileSprite(c, 0, 1, -100, -100, pileK, asIs, true)
}
