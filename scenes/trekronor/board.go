package trekronor

import (
	"image/color"

	"embers/game"
	"embers/rules"
	tk "embers/rules/trekronor"
	"embers/scenes/kit"
	"embers/scenes/ui"
)

// Board is the castle of Tre Kronor Infernum, built on the board kit.
type Board struct {
	kit.Kit
	m    model
	pick picker // the person's choice in progress: the castle's part
	keys keyFocus
}

var _ kit.Board = (*Board)(nil)

// New makes the board of a session of Tre Kronor.
func New(s *game.Session) *Board {
	b := &Board{}
	b.Kit = kit.NewKit(b, s, origin)
	b.Targets, b.Placer, b.Looks, b.Still = &b.pick.Targets, &rulesOnly, looks, &castle
	b.Tips = true
	b.End = ending
	return b
}

// Load takes a view of the castle as the board's model.
func (b *Board) Load(view rules.State) bool {
	return kit.LoadAs(view, func(v *tk.State) { b.m, b.pick = modelOf(v), picker{} })
}

// ending tells the end on a card across the castle: the castle stands
// and who won, or it burnt down and everyone lost.
var ending = kit.Ending{
	Won: "The castle stands!", Head: "The castle stands!", Col: wonColour,
	Card: kit.Rect{X: origin.X + 60, Y: origin.Y + origin.H/2 - 52, W: origin.W - 120, H: 104},
	Lost: "The castle burnt down: everyone loses.", LostCol: lostColour,
	LostHead: "The castle burnt down", LostLine: "Everyone loses together.",
}

// DrawUnder paints the firelight and the buckets over the castle.
func (b *Board) DrawUnder(c *ui.Canvas) {
	b.drawFirelight(c)
	b.drawBuckets(c)
}

// DrawPieces paints the tokens and the servants.
func (b *Board) DrawPieces(c *ui.Canvas) {
	b.drawTokens(c)
	b.drawServants(c)
}

func (b *Board) drawBuckets(c *ui.Canvas) {
	for w := range tk.NumWells {
		x, y := bucketSpot(w)
		if b.m.bucket[w] {
			b.bucket(c, x, y, 9)
		} else {
			b.Ring(c, x, y, 14, 14, 7, 1.2, color.RGBA{30, 20, 14, 160}, 1) // the empty hook
		}
	}
}

func (b *Board) drawTokens(c *ui.Canvas) {
	for h := range tk.NumHalls {
		if b.m.hallAsh(h) >= 3 { // burnt down (rule 6.2): charred, and said so
			r := hallRect(h)
			b.Spr.RoundRectA(c, r.X+5, r.Y+5, r.W-10, r.H-10, 4, kit.RGB(12, 9, 8), kit.RGB(60, 52, 48), 2, 0.62)
			c.TextCentered("burnt down", ui.Face{Style: ui.Bold, Size: 12}, r.X+r.W/2, r.Y+r.H/2, kit.RGB(200, 170, 150))
		}
		for s := range 4 {
			x, y := slotCentre(h, s)
			b.drawCell(c, b.m.cells[h][s], x, y, h*4+s)
		}
	}
	for sq := range tk.NumSquares {
		if b.m.fire[sq] {
			x, y := squareCentre(sq)
			b.flame(c, x, y, 20, sq, 1)
		}
	}
}

func (b *Board) drawServants(c *ui.Canvas) {
	for sq := range tk.NumSquares {
		if seat := b.m.servant[sq]; seat != rules.NoSeat {
			x, y := squareCentre(sq)
			lift := 0.0
			if sq == b.from() {
				lift = 6
			}
			b.servant(c, seat, x, y-lift, 17)
		}
	}
}
