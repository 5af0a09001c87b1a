package play

import (
	"image/color"

	"embers/scenes/ui"
)

// drawHandoff covers the board with the "pass to" screen, so the next
// person's secrets are drawn only once they sit at the screen.
func (sc *Scene) drawHandoff(c *ui.Canvas, tick int) {
	to := sc.s.ToMove()
	b := BoardRect
	c.FillPath(ui.RoundRect(b.X, b.Y, b.W, b.H, 14), color.RGBA{18, 11, 9, 255})
	c.StrokePath(ui.RoundRect(b.X, b.Y, b.W, b.H, 14), 2, panelEdge)
	cx, cy := b.X+b.W/2, b.Y+b.H/2
	glow := 0.5 + 0.5*float64((tick/4)%16)/16
	c.FillCircle(cx, cy-90, 58, color.RGBA{uint8(60 * glow), uint8(30 * glow), 10, 255})
	c.FillCircle(cx, cy-90, 42, SeatColour(sc.s, to))
	SeatMark(c, sc.s, to, cx, cy-90, 22, color.RGBA{20, 14, 10, 255})
	c.TextCentered("Pass to "+SeatName(sc.s, to), ui.Face{Style: ui.Bold, Size: 40}, cx, cy+10, textMain)
	c.TextCentered("The board is hidden so nobody sees another player's secrets.",
		ui.Face{Size: 18}, cx, cy+60, textDim)
	c.TextCentered("Click or press Enter when "+SeatName(sc.s, to)+" is at the screen", ui.Face{Style: ui.Bold, Size: 18},
		cx, cy+100, accent)
}
