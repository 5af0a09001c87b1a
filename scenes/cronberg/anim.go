package cronberg

import (
	"embers/rules"
	cb "embers/rules/cronberg"
	"embers/scenes/kit"
	"embers/scenes/ui"
)

// MarkPlaces (kit.MarkPicker): a token placed or a tile laid marks the
// seat's last move, a pass clears it; a tile drawn leaves no mark.
func (b *Board) MarkPlaces(e rules.Event) ([]rules.Place, bool) {
	switch e.Data.(type) {
	case cb.TokenPlaced, cb.TileLaid:
		return e.Places, true
	case cb.Passed:
		return nil, true
	}
	return nil, false
}

// Build makes the animation of e.
func (b *Board) Build(e rules.Event, ticks int) (*kit.Anim, string) {
	switch d := e.Data.(type) {
	case cb.TileDrawn:
		return b.drawTile(d, ticks), "flip"
	case cb.TokenPlaced:
		return b.placeToken(d, ticks), "clack"
	case cb.TileLaid:
		return b.layTile(d, ticks), "flip"
	case cb.TokenScored:
		return b.scoreToken(d, ticks), "click"
	case cb.TokenReturned:
		return b.returnToken(d, ticks), ""
	case cb.GuardActivated:
		return b.guard(d, ticks), "toll"
	case cb.TriangleActivated:
		return b.activate(d, ticks), ""
	case cb.PileEmpty:
		return b.caption(e, ticks), ""
	case cb.Passed:
		return b.caption(e, ticks), ""
	case cb.FinalScore:
		return b.finalScore(d, ticks), "click"
	case cb.GameOver:
		return b.gameOver(d, ticks), "fanfare"
	}
	return nil, ""
}

func (b *Board) placeToken(d cb.TokenPlaced, ticks int) *kit.Anim {
	b.m.hand[d.Seat]--
	to := crossingAt(d.Crossing)
	return b.FromHand(d.Seat, b.Token(d.Seat, tokenR), to.X, to.Y, 60, 0.3, ticks, func() { b.m.token[d.Crossing] = d.Seat })
}

// drawTile turns the top tile of the pile over on its way to the drawn spot.
func (b *Board) drawTile(d cb.TileDrawn, ticks int) *kit.Anim {
	b.m.pile = d.PileLeft
	end := func() { b.m.drawn, b.m.laying = d.Tile, true }
	return kit.Fly(pileSpot.X, pileSpot.Y, handSpot.X, handSpot.Y, 40, ticks, end, func(c *ui.Canvas, x, y, f float64) {
		kx, up := kit.Flip(kit.Ease(f)) // the back, edge-on, the face
		b.tileSprite(c, d.Tile, 1, x, y, pileK, kit.Transform{K: kx, KY: 1, A: 1}, !up)
	})
}

// layTile carries the drawn tile to its two triangles and sets it down.
func (b *Board) layTile(d cb.TileLaid, ticks int) *kit.Anim {
	b.m.drawn, b.m.laying = -1, false
	t, u := d.Triangles[0], d.Triangles[1]
	mid, o := pairShape(t, u)
	end := func() { b.m.layTile(d.Tile, t, u) }
	return &kit.Anim{N: ticks, End: end, Draw: func(c *ui.Canvas, f float64) {
		fly := kit.Part(f, 0, 0.65)
		x, y := kit.Arc(handSpot.X, handSpot.Y, mid.X, mid.Y, 50, fly)
		k := kit.Lerp(1, 1.25, kit.Ease(fly)) // it grows from the pile's size towards the board's
		if f < 0.65 {
			b.tileSprite(c, d.Tile, 1, x, y, pileK, kit.Transform{K: k, KY: k, A: 1}, false)
			return
		}
		turn := kit.Ease(kit.Part(f, 0.65, 1)) // it turns to lie along the streets and drops
		b.tileSprite(c, d.Tile, 1, mid.X, mid.Y, pileK, kit.Transform{K: k, KY: k, A: 1 - turn}, false)
		g := 1.12 - 0.12*turn
		b.tileSprite(c, d.Tile, o, mid.X, mid.Y, 1, kit.Transform{K: g, KY: g, A: turn}, false)
	}}
}
