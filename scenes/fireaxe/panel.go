package fireaxe

import (
	"fmt"
	"strings"

	"embers/rules"
	fx "embers/rules/fireaxe"
	"embers/scenes/kit"
	"embers/scenes/ui"
)

// cargoRect is where the mover's crew, goods and runes stand in their
// panel row, for pointing at them.
func (b *Board) cargoRect(p rules.Place) (kit.Rect, bool) {
	seat := b.v.ToMove()
	if !rules.IsSeat(seat) {
		return kit.Rect{}, false
	}
	r := b.seatRow(seat)
	sp, _ := fx.ParsePlace(p)
	switch {
	case p == fx.CrewPlace:
		return kit.Rect{X: r.X + 70, Y: r.Y + 1, W: 50, H: cargoH}, true
	case sp.Kind == fx.RuneSpot:
		for i, k := range b.v.Hands[seat] {
			if int(k) == sp.Index {
				return runeCard(r, i), true
			}
		}
	case sp.Kind == fx.GoodSpot:
		return kit.Rect{X: r.X + 124 + float64(sp.Index)*40, Y: r.Y + 1, W: 38, H: cargoH}, true
	}
	return kit.Rect{}, false
}

// cargoH is the height of the line of gold, crew and goods at the top of
// a seat's row (the sagas held are written under it).
const cargoH = 24

// seatRow is seat's row in the panel: where the kit drew it, or before
// the panel is first drawn, where the kit will draw it.
func (b *Board) seatRow(seat rules.Seat) kit.Rect {
	r := b.Seats[seat]
	if r.W == 0 {
		x, y := b.SeatSpot(seat)
		r = kit.Rect{X: x - 16, Y: y - 21, W: 370, H: 42}
	}
	return r
}

// runeCard is the i'th rune card of the hand in row r.
func runeCard(r kit.Rect, i int) kit.Rect {
	return kit.Rect{X: r.X + 250 + float64(i)*40, Y: r.Y + 4, W: 36, H: r.H - 8}
}

// PanelHint names a rune card under the pointer in full, with what it
// does, for the seats whose runes the screen shows (the card shows a word
// of six letters at most); elsewhere the kit's hint.
func (b *Board) PanelHint(x, y float64) string {
	for seat := range b.v.Hands {
		if !b.Sees(rules.Seat(seat)) || int(seat) >= len(b.Seats) {
			continue
		}
		for i, k := range b.v.Hands[seat] {
			if runeCard(b.seatRow(rules.Seat(seat)), i).Contains(x, y) {
				return b.Describe(fx.RunePlace(k))
			}
		}
	}
	if tip := b.cargoTip(x, y); tip != "" {
		return tip
	}
	return b.Kit.PanelHint(x, y)
}

// cargoTip names what a seat's row shows at (x, y): its gold, its crew
// aboard (and at home), each kind of goods aboard; "" elsewhere.
func (b *Board) cargoTip(x, y float64) string {
	v := b.v
	for seat := range v.Boats {
		if seat >= len(b.Seats) || b.Seats[seat].W == 0 {
			continue
		}
		r := b.seatRow(rules.Seat(seat))
		if y < r.Y || y > r.Y+1+cargoH {
			continue
		}
		name, boat := kit.SeatName(b.Session, rules.Seat(seat)), v.Boats[seat]
		switch {
		case x >= r.X && x < r.X+62:
			return fmt.Sprintf("%s has %d gold, the score: the most gold at the end wins.", name, v.Gold[seat])
		case x >= r.X+70 && x < r.X+120:
			return fmt.Sprintf("%s's crew: %d aboard the longboat, %d at home. Each crewman aboard rolls a die in a raid or a settlement.", name, boat.Crew, v.Supply[seat])
		}
		for i, g := range fx.Goods() {
			if gx := r.X + 124 + float64(i)*40; x >= gx && x < gx+38 {
				return fmt.Sprintf("%s: %d aboard %s's longboat, to trade in a port that holds no good (%d in the supply).", capital(g), boat.Goods[i], name, v.Goods[i])
			}
		}
	}
	return ""
}

// capital writes s with a capital first letter.
func capital(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// DrawSupplies draws a seat's gold, longboat card (crew and goods) and
// rune hand: the runes' names only to their holder, backs to everyone else.
func (b *Board) DrawSupplies(c *ui.Canvas, seat rules.Seat, r kit.Rect) {
	v := b.v
	if int(seat) >= len(v.Boats) {
		return
	}
	boat := v.Boats[seat]
	y := r.Y + 1 + cargoH/2
	c.TextCentered(fmt.Sprintf("%d g", v.Gold[seat]), headFace, r.X+30, y, stripInk)
	c.TextCentered(fmt.Sprintf("crew %d", boat.Crew), headFace, r.X+95, y, stripInk)
	for i := range fx.NumGoods {
		x := r.X + 124 + float64(i)*40
		b.Spr.PutAt(c, goodSprite{good: i, size: 10}, x+8, y, 1)
		c.Text(fmt.Sprint(boat.Goods[i]), headFace, x+16, y-8, ui.Start, stripInk)
	}
	b.sagaLine(c, v, int(seat), r.X+8, r.Y+cargoH+2, 238)
	for i, k := range v.Hands[seat] {
		card := runeCard(r, i)
		name := "rune"
		if b.Sees(seat) {
			name = fx.RuneShort(k)
		}
		c.FillPath(ui.RoundRect(card.X, card.Y, card.W, card.H, 4), stripFill)
		c.StrokePath(ui.RoundRect(card.X, card.Y, card.W, card.H, 4), 1, stripEdge)
		c.TextCentered(name, smallFace, card.X+card.W/2, card.Y+card.H/2, stripInk)
	}
	b.lightCargo(c, seat)
}

// lightCargo rings the mover's crew, goods and runes that a click may use
// now, pulsing as the kit lights the map's targets: the panel is drawn
// over the board, so the kit's lights of them would not show.
func (b *Board) lightCargo(c *ui.Canvas, seat rules.Seat) {
	t := b.litTurn
	if t == nil || t.Seat != seat || b.Pick.Turn != t {
		return
	}
	a := b.Pulse(10, 0.35)
	for _, p := range b.pick.Ahead() {
		if sp, _ := fx.ParsePlace(p); p != fx.CrewPlace && sp.Kind != fx.GoodSpot && sp.Kind != fx.RuneSpot {
			continue
		}
		for _, sh := range b.ShapesOf(p) {
			sh.Inset(1).Outline(c, 2, kit.LitGold, a)
		}
	}
	for _, p := range b.pick.Chosen {
		for _, sh := range b.ShapesOf(p) {
			sh.Inset(1).Outline(c, 3, kit.LitGold, 1)
		}
	}
}

// DrawShared writes the round and the Era.
func (b *Board) DrawShared(c *ui.Canvas, r kit.Rect) {
	v := b.v
	line := fmt.Sprintf("Round %d · Era %d · load limit %d", v.Round, v.Era, fx.LoadLimit[min(max(v.Era, 1), 3)])
	if v.Final >= 0 {
		line += fmt.Sprintf(" · final turns left: %d", v.Final)
	}
	c.Text(line, ui.BodyFace, r.X+8, r.Y+8, ui.Start, kit.Parchment)
	if note := ageNote(v.Round, v.Final, v.SagaEnd); note != "" {
		c.Text(note, ui.SmallFace, r.X+8, r.Y+40, ui.Start, dimInk)
	}
}

// ageNote is the line under the round that warns of the age die, once
// rolled after every turn ("" before, in the final rounds, and in a game
// that ends by the sagas alone, which rolls no such die).
func ageNote(round, final int, sagaEnd bool) string {
	if final >= 0 || round <= fx.RoundCap || sagaEnd {
		return ""
	}
	return fmt.Sprintf("The age may end after any turn: a %d on the die ends it", fx.AgeEnds)
}
