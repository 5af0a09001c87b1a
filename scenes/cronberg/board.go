package cronberg

import (
	"embers/game"
	"embers/rules"
	cb "embers/rules/cronberg"
	"embers/scenes/play"
	"embers/scenes/ui"
)

// tokenSprites are the pictures of tiles, tokens and lights, kept for the
// whole run (their keys say everything they depend on, so every game
// shares them).
var tokenSprites play.Sprites

// Board is the town of Cronberg, built on the board kit.
type Board struct {
	play.Kit
	m    model
	pick picker   // the town's part of the person's choice in progress
	keys keyFocus // the keyboard's crossing or triangle
}

var _ play.Board = (*Board)(nil)

// New makes the board of a session of Cronberg.
func New(s *game.Session) *Board {
	b := &Board{}
	b.Kit = play.NewKit(b, s, &tokenSprites, origin)
	b.pick.reset()
	if v, ok := s.Match.State.View(rules.NoSeat).(*cb.State); ok {
		b.m = modelOf(v)
	}
	return b
}

// Reset shows the view at rest.
func (b *Board) Reset(view rules.State, viewer rules.Seat) {
	v, ok := view.(*cb.State)
	if !ok {
		return
	}
	b.m = modelOf(v)
	b.Rest(viewer)
	b.pick.reset()
	b.EndText = endBanner(b.Names(), b.m)
}

// endBanner is the headline of a finished game, or "".
func endBanner(names []string, m model) string {
	if !m.over {
		return ""
	}
	return play.WinLine("The town is rebuilt.", names, m.result.Winners)
}

// DrawUnder paints the town, the triangles that count, the tiles, the
// closed crossings and the last moves' marks.
func (b *Board) DrawUnder(c *ui.Canvas) {
	town.Draw(c)
	b.warm(c)
	b.drawActive(c)
	b.drawTiles(c)
	b.drawClosed(c)
	b.drawMarks(c)
}

// DrawPieces paints the tokens, the score markers, the pile and what the
// hovered log line points at.
func (b *Board) DrawPieces(c *ui.Canvas) {
	b.drawTokens(c)
	b.drawTrack(c)
	b.drawPile(c)
	b.drawPointed(c)
}
