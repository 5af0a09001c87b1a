package play

import (
	"image/color"

	"embers/scenes/kit"
	"embers/scenes/ui"
)

// drawHandoff covers the board with the "pass to" screen, so the next
// person's secrets are drawn only once they sit at the screen.
func (sc *Scene) drawHandoff(c *ui.Canvas, tick int) {
	to := sc.s.ToMove()
	b := kit.AreaOf(sc.board)
	// the castle as everyone may see it, in shadow, under the card
	sc.sprites.RoundRectA(c, b.X-10, b.Y-10, b.W+20, b.H+20, 12, color.RGBA{10, 6, 5, 255}, panelEdge(), 0, 0.78)
	cx, cy := b.X+b.W/2, b.Y+b.H/2
	card := kit.Rect{X: cx - 250, Y: cy - 170, W: 500, H: 320}
	sc.sprites.RoundRect(c, card.X, card.Y, card.W, card.H, 18, color.RGBA{26, 16, 12, 250}, accent(), 2)
	glow := 0.6 + 0.4*float64((tick/4)%16)/16
	sc.sprites.RoundRectA(c, cx-60, cy-150, 120, 120, 60, color.RGBA{120, 60, 20, 255}, color.RGBA{}, 0, glow*0.5)
	sc.sprites.SeatDisc(c, sc.s, to, cx, cy-90, 42)
	cy += 10
	c.TextCentered("Pass to "+kit.SeatName(sc.s, to), ui.Face{Style: ui.Bold, Size: 40}, cx, cy, textMain())
	c.TextCentered("Whatever only you may see stays hidden\nuntil you have the screen.",
		ui.Face{Size: 17}, cx, cy+50, textDim())
	c.TextCentered("Click or press Enter when "+kit.SeatName(sc.s, to)+" is ready", ui.Face{Style: ui.Bold, Size: 18},
		cx, cy+104, accent())
	c.Cover(kit.Rect{X: b.X - 10, Y: b.Y - 10, W: b.W + 20, H: b.H + 20}.UI())
	c.Hit(ui.Hit{Rect: card.UI(), Words: "Pass to " + kit.SeatName(sc.s, to), Command: "pass to"})
}
