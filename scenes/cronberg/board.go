package cronberg

import (
	"embers/game"
	"embers/rules"
	cb "embers/rules/cronberg"
	"embers/scenes/kit"
	"embers/scenes/ui"
)

var _ kit.Board = (*Board)(nil)

// Board is the town of Cronberg, built on the board kit.
type Board struct {
	kit.Kit
	m    model
	pick picker   // the town's part of the person's choice in progress
	keys keyFocus // the keyboard's crossing or triangle
}

// New makes the board of a session of Cronberg.
func New(s *game.Session) *Board {
	b := &Board{}
	b.Kit = kit.NewKit(b, s, origin)
	b.Targets, b.Placer, b.Looks, b.Still = &b.pick.Targets, &rulesOnly, looks, &town
	b.End = ending
	b.Load(s.Match.State.View(rules.NoSeat))
	return b
}

// Load takes a view of the town as the board's model.
func (b *Board) Load(view rules.State) bool {
	return kit.LoadAs(view, func(v *cb.State) {
		b.m = modelOf(v)
		b.pick.reset()
	})
}

// ending tells who rebuilt the town best on a card over the castle hill
// (the town stays in sight).
var ending = kit.Ending{Won: "The town is rebuilt.", Head: "Cronberg is rebuilt", Col: activeGold,
	Card: kit.Rect{X: cx - 114, Y: cy - 43, W: 228, H: 86}}

// DrawUnder paints the triangles that count, the tiles and the closed
// crossings over the town.
func (b *Board) DrawUnder(c *ui.Canvas) {
	b.drawActive(c)
	b.drawTiles(c)
	b.drawClosed(c)
}

// DrawPieces paints the tokens, the score markers and the pile.
func (b *Board) DrawPieces(c *ui.Canvas) {
	b.drawTokens(c)
	b.drawTrack(c)
	b.drawPile(c)
}
