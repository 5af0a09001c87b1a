package burnttoashes

import (
	"embers/game"
	"embers/rules"
	ba "embers/rules/burnttoashes"
	"embers/scenes/kit"
	"embers/scenes/ui"
)

var _ kit.Board = (*Board)(nil)

// Board is the kingdom of Burnt to Ashes, built on the board kit.
type Board struct {
	kit.Kit
	m     model
	pick  kit.Targets // the legal moves by the places they name
	step  stepper     // the offering's amount (stepper.go)
	order ordering    // the stack being put in order (order.go)
	// claimFor are the seats whose claims the board makes by its
	// suggestion (claims.go).
	claimFor [ba.MaxPlayers]bool
	// told are the offerings as each ruler told the team (co-op), from
	// their events; forgotten when the next tile's offering begins.
	told [ba.MaxPlayers]ba.Laid
}

// rulesOnly answers MovePlaces, which needs no position.
var rulesOnly ba.State

// New makes the board of a session of Burnt to Ashes.
func New(s *game.Session) *Board {
	b := &Board{}
	b.Kit = kit.NewKit(b, s, origin)
	b.Targets, b.Placer, b.Looks = &b.pick, &rulesOnly, looks
	b.Tips = true
	b.End = ending
	b.Load(s.Match.State.View(rules.NoSeat))
	return b
}

// Load takes a view of the kingdom as the board's model.
func (b *Board) Load(view rules.State) bool {
	return kit.LoadAs(view, func(v *ba.State) { b.m, b.pick = modelOf(v), kit.Targets{} })
}

// ending tells the end on a card over the dragon's keep.
var ending = kit.Ending{
	Won: "The dragon is slain!", Head: "The dragon is slain", Col: kit.LitGold,
	Card: kit.Rect{X: keep.X + 30, Y: centreY - 52, W: keep.W - 60, H: 104},
	Lost: "The dragon burnt the kingdom to ashes.", LostCol: kit.RGB(220, 90, 60),
	LostHead: "Burnt to ashes", LostLine: "The dragon wins; everyone loses.",
}

var looks = kit.Looks{
	Point: kit.Look{Col: kit.RGB(225, 236, 255), Width: 4, Inset: 2, A: 1}, // cool: never taken for a lit target
	Mark:  kit.Look{Width: 3, Inset: 1.5, A: 0.95},
	Hint:  kit.Look{Col: kit.HintColour, Width: 4, A: 1},
	Focus: kit.Look{Inset: 3},
}

// DrawUnder paints the land, the paths and the keep.
func (b *Board) DrawUnder(c *ui.Canvas) {
	b.drawLand(c)
	for p := range ba.Provinces {
		b.drawGround(c, p)
	}
	b.drawKeep(c)
	b.drawTables(c)
}

// DrawPieces paints the provinces' pieces, the dragon and what lies in the keep.
func (b *Board) DrawPieces(c *ui.Canvas) {
	for p := range ba.Provinces {
		b.drawProvince(c, p)
	}
	b.drawRisk(c)
	b.drawSpaces(c)
	b.drawDragon(c)
	b.drawFollowers(c)
	b.drawOffering(c)
	b.drawFight(c)
	b.drawHands(c)
}
