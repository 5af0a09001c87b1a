package play

import (
	"image/color"

	"embers/rules"
	"embers/scenes/kit"
	"embers/scenes/ui"
)

var background = color.RGBA{14, 9, 8, 255}

// Draw paints the board, the side panel and, in hot-seat, the handoff.
func (sc *Scene) Draw(c *ui.Canvas) {
	c.FillRect(0, 0, ui.Width, ui.Height, background)
	if sc.board == nil {
		c.TextCentered(sc.err.Error(), ui.Face{Style: ui.Bold, Size: 26}, ui.Width/2, ui.Height/2-20, textMain())
		c.TextCentered("Click or press Esc to go back", ui.Face{Size: 18}, ui.Width/2, ui.Height/2+24, textDim())
		return
	}
	sc.frame++
	sc.board.Draw(c, sc.shownTurn())
	if sc.handoff && !sc.Animating() {
		sc.drawHandoff(c, sc.frame)
	}
	sc.drawPanel(c, sc.frame)
	sc.drawHintMark(c) // over the panel too: a hint may name a button there
	sc.drawSaveNotice(c)
	if !sc.handoff {
		sc.board.DrawOver(c, sc.shownTurn())
	}
	sc.drawEndHit(c)
	sc.keepShown(c)
	switch {
	case sc.hint != "":
		kit.Tooltip(c, sc.hintX, sc.hintY, sc.hint, textMain())
	case sc.said.ticks > 0:
		kit.Tooltip(c, sc.said.x, sc.said.y, sc.said.text, textMain())
	default:
		sc.drawHitTip(c)
	}
}

// drawEndHit registers the finished board as the way to the results.
func (sc *Scene) drawEndHit(c *ui.Canvas) {
	if sc.s.ToMove() == rules.NoSeat && sc.ended >= endClickable && !sc.directed() && !sc.Animating() {
		c.Hit(ui.Hit{Rect: kit.AreaOf(sc.board).UI(), Words: "the results", Command: "results"})
	}
}

// drawHitTip writes beside the mouse what the thing under it says of
// itself (ui.Hit.Tip), when nothing else is shown there.
func (sc *Scene) drawHitTip(c *ui.Canvas) {
	if c.Hits == nil || sc.handoff {
		return
	}
	if h, ok := c.Hits.Top(sc.hintX, sc.hintY); ok && h.Tip != "" {
		kit.Tooltip(c, sc.hintX, sc.hintY, h.Tip, textMain())
	}
}

// shownTurn is the person's turn while it is open on the board.
func (sc *Scene) shownTurn() *kit.Turn {
	if sc.Animating() || sc.handoff {
		return nil
	}
	return sc.turn
}
