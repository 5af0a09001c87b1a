package crownofash

import (
	"embers/game"
	"embers/rules"
	ca "embers/rules/crownofash"
	"embers/scenes/kit"
	"embers/scenes/ui"
)

var (
	_ kit.Board     = (*Board)(nil)
	_ kit.MoveEnder = (*Board)(nil) // the position each move leaves, for the pieces that fly (anim_diff.go)
)

// Board is Crown of Ash's map, built on the board kit.
type Board struct {
	kit.Kit
	m     model
	pick  kit.Targets // the legal moves by the places they name
	count vpCount     // the VP counting up while a move settles

	pointBuf []rules.Place // the places pointed at now (Input)
	last     lastBattle    // the last battle's outcome, for the battle box between battles

	menuHead string       // the panel's prompt while the chooser headOf is open
	headOf   *kit.Chooser // (a shorter line than its title)
}

// New makes the board of a session of Crown of Ash.
func New(s *game.Session) *Board {
	b := &Board{}
	b.Kit = kit.NewKit(b, s, origin)
	b.Targets, b.Looks, b.Still = &b.pick, looks, &ground
	b.Tips = true
	b.End = ending
	b.Load(s.Match.State.View(rules.NoSeat))
	return b
}

// Load takes a view of the game as the board's model.
func (b *Board) Load(view rules.State) bool {
	return kit.LoadAs(view, func(v *ca.State) {
		b.m = modelOf(v)
		b.Placer = v // a move's places depend on the position: the row's slots, the region to defend
	})
}

// looks are the rings the kit draws round places.
var looks = kit.Looks{
	Point:    kit.Look{Col: kit.LitGold, Width: 2.5, Inset: -2, A: 0.9},
	Mark:     kit.Look{Width: 2.5, Inset: -3, A: 0.9},
	Focus:    kit.Look{Inset: -3},
	Chosen:   kit.Look{Col: oldGold, Width: 3, Inset: -2, A: 1},
	MarkStep: 3,
	MarkDisc: true,
}

// ending tells who wears the crown on a card over the citadel; when the
// AI deck wins, every person at the table has lost to it (in bone: the
// ash grey it had could hardly be read on the card).
var ending = kit.Ending{Won: "The crown is claimed.", Head: "The crown is claimed", Col: oldGold,
	Card: kit.Rect{X: mapX - 150, Y: mapY - 44, W: 300, H: 88},
	Lost: "The AI deck takes the crown: everyone loses.", LostCol: labelCol,
	LostHead: "The AI deck takes the crown", LostLine: "Every lord at the table has lost to it."}

// DrawUnder paints the stacks, the control tokens and the spaces' holders.
func (b *Board) DrawUnder(c *ui.Canvas) {
	b.drawStacks(c)
	b.drawRows(c)
}

// DrawPieces paints the fighters, the minions, the battle and the tray.
func (b *Board) DrawPieces(c *ui.Canvas) {
	b.drawDefenders(c)
	b.drawPositions(c)
	b.drawMinions(c)
	b.drawSpaceNotes(c)
	b.drawRounds(c)
	b.drawAIDeck(c)
	b.drawBattle(c)
	b.drawTray(c)
}
