package kindling

import (
	"image/color"

	"embers/game"
	"embers/rules"
	kd "embers/rules/testgames/kindling"
	"embers/scenes/kit"
	"embers/scenes/ui"
)

// Board is Kindling's hearth, built on the board kit.
type Board struct {
	kit.Kit
	m    model
	pick kit.Targets // the legal moves by the logs they name
}

var _ kit.Board = (*Board)(nil)

// model is what the board shows: the logs of a view, changed event by
// event until the board is reset on the state itself.
type model struct {
	Logs [kd.Logs]kd.Log
}

func modelOf(v *kd.State) model {
	var m model
	for i := range m.Logs {
		m.Logs[i] = v.LogAt(i)
	}
	return m
}

// rulesOnly names a move's places for the kit's aim (they do not depend
// on the position).
var rulesOnly kd.State

// New makes the board of a session of Kindling.
func New(s *game.Session) *Board {
	b := &Board{}
	b.Kit = kit.NewKit(b, s, area)
	b.Targets, b.Placer, b.Looks = &b.pick, &rulesOnly, looks
	b.Tips = true
	b.End = kit.Ending{Won: "The fire is laid!", Head: "The fire is laid", Col: kit.LitGold,
		Card: kit.Rect{X: area.X + 90, Y: area.Y + 60, W: area.W - 180, H: 110}}
	return b
}

// Load takes a view as the board's model.
func (b *Board) Load(view rules.State) bool {
	return kit.LoadAs(view, func(v *kd.State) { b.m, b.pick = modelOf(v), kit.Targets{} })
}

// DrawUnder paints the hearth and the bed each log lies on.
func (b *Board) DrawUnder(c *ui.Canvas) {
	c.FillRoundRect(area.X, area.Y, area.W, area.H, 18, hearth)
	c.StrokeRoundRect(area.X+8, area.Y+8, area.W-16, area.H-16, 14, 3, stone)
	for i := range kd.Logs {
		r := logRect(i)
		c.FillRoundRect(r.X-6, r.Y+r.H-20, r.W+12, 30, 8, embersBed)
		c.TextCentered("log "+itoa(i+1), ui.Face{Size: 15}, r.X+r.W/2, r.Y+r.H+34, kit.FaintText)
	}
}

// DrawPieces paints each log as it is now.
func (b *Board) DrawPieces(c *ui.Canvas) {
	for i, l := range b.m.Logs {
		b.drawLog(c, i, l, 1)
	}
}

// drawLog paints log i as l, its flame at height h (0..1).
func (b *Board) drawLog(c *ui.Canvas, i int, l kd.Log, h float64) {
	r := logRect(i)
	wood := bark
	if l == kd.Ash {
		wood = ash
	}
	c.FillRoundRect(r.X+10, r.Y+r.H-70, r.W-20, 56, 14, wood)
	c.StrokeRoundRect(r.X+10, r.Y+r.H-70, r.W-20, 56, 14, 2, kit.Ink)
	if seat := l.Owner(); seat >= 0 {
		b.flame(c, r, b.Colour(seat), h)
	}
}

// flame is a burning log's fire in its seat's colour, h tall (0..1).
func (b *Board) flame(c *ui.Canvas, r kit.Rect, col color.RGBA, h float64) {
	cx, base := r.X+r.W/2, r.Y+r.H-70
	for k, s := range []float64{1, 0.7, 0.4} {
		rad := 30 * s * h
		c.FillCircle(cx, base-rad-float64(k)*30*h, rad, col)
	}
	c.FillCircle(cx, base-30*h, 12*h, kit.LitGold)
}

// DrawPick rings the log under the mouse and, while the keys lead, the
// keyboard's log.
func (b *Board) DrawPick(c *ui.Canvas, t *kit.Turn) {
	if p, ok := b.PlaceAt(b.Pick.MX, b.Pick.MY, logs); ok && b.Pick.Menu == nil {
		r := logRect(kd.ParsePlace(p).Index)
		b.RingRect(c, r, 1, 10, 1, kit.RGB(255, 255, 255), 0.35)
	}
	b.DrawFocus(c, b.Focus.Place)
}
