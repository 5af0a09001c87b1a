package fireaxe

import (
	"fmt"
	"math"

	"embers/rules"
	fx "embers/rules/fireaxe"
	"embers/rules/fireaxe/atlas"
	"embers/scenes/kit"
	"embers/scenes/ui"
)

// The strip under the map: the Wintering box, the wind dial, the days
// track, the goods in demand, the three sagas on show and the decks.
var (
	winterBox  = ui.Rect{X: stripArea.X, Y: stripArea.Y, W: 128, H: 64}
	windCentre = ui.Pt{X: stripArea.X + 178, Y: stripArea.Y + 34}
	windRadius = 32.0
	daysBox    = ui.Rect{X: stripArea.X + 232, Y: stripArea.Y + 6, W: 7 * 38, H: 52}
	demandBox  = ui.Rect{X: stripArea.X + 512, Y: stripArea.Y, W: stripArea.W - 512, H: 64}
	sagaBoxes  = [3]ui.Rect{}
	sagaDeck   = ui.Rect{X: stripArea.X + 552, Y: stripArea.Y + 76, W: 66, H: 92}
	runeDeck   = ui.Rect{X: stripArea.X + 628, Y: stripArea.Y + 76, W: 66, H: 92}
	diceBox    = ui.Rect{X: stripArea.X + 552, Y: stripArea.Y + 176, W: 142, H: 44}

	stripFill = kit.RGBA(30, 24, 20, 230)
	stripEdge = kit.RGB(120, 96, 66)
	stripInk  = kit.RGB(236, 224, 196)
	dimInk    = kit.RGB(160, 146, 122)
	dayUsed   = kit.RGB(196, 120, 60)
	extraDay  = kit.RGB(88, 120, 80) // a day Fair Wind added
	headFace  = ui.Face{Style: ui.Bold, Size: 13}
	smallFace = ui.Face{Style: ui.Regular, Size: 11}
)

func init() {
	for i := range sagaBoxes {
		sagaBoxes[i] = ui.Rect{X: stripArea.X + float64(i)*182, Y: stripArea.Y + 76, W: 174, H: 144}
	}
}

// drawStrip draws the strip for view v.
func (b *Board) drawStrip(c *ui.Canvas, v *fx.State) {
	box := func(r ui.Rect, head string) {
		c.FillRoundRect(r.X, r.Y, r.W, r.H, 6, stripFill)
		c.StrokeRoundRect(r.X, r.Y, r.W, r.H, 6, 1, stripEdge)
		if head != "" {
			c.Text(head, headFace, r.X+8, r.Y+5, ui.Start, stripInk)
		}
	}
	box(winterBox, "Wintering")
	for seat := range v.Boats {
		place := v.BoatAt(seat)
		if sh, ok := b.shownAt[seat]; ok {
			place = sh
		}
		if place == fx.WinteringPlace && seat != b.sailing {
			at := winterSpot(seat)
			b.Spr.PutAt(c, longboatSprite{col: b.Colour(rules.Seat(seat)), size: 24}, at.X, at.Y, 1)
		}
	}
	b.drawWind(c, v)
	box(daysBox, "")
	for d := range b.dayCount() {
		r := b.dayRect(d)
		col := stripEdge
		if d >= fx.DaysPerTurn {
			col = extraDay
		}
		if d < b.days {
			col = dayUsed
		}
		c.FillRoundRect(r.X, r.Y, r.W, r.H, 4, col)
		c.TextCentered(fmt.Sprint(d+1), headFace, r.X+r.W/2, r.Y+r.H/2, stripInk)
	}
	c.Text(fmt.Sprintf("Days: %d of %d", b.days, b.dayCount()), smallFace, daysBox.X+6, daysBox.Y+2, ui.Start, stripInk)
	box(demandBox, "In demand")
	goods := fx.Goods()
	b.Spr.PutAt(c, goodSprite{good: v.Demand, size: 16}, demandBox.X+20, demandBox.Y+42, 1)
	c.Text(goods[v.Demand]+fmt.Sprintf("  +%d gold", fx.DemandBonus), headFace, demandBox.X+36, demandBox.Y+34, ui.Start, stripInk)
	for i := range sagaBoxes {
		box(sagaBoxes[i], "")
		if i < len(v.SagaUp) {
			b.drawSaga(c, sagaBoxes[i], v, v.SagaUp[i])
		}
	}
	box(sagaDeck, "Sagas")
	c.TextCentered(fmt.Sprint(len(v.SagaDeck)), ui.Face{Style: ui.Bold, Size: 22}, sagaDeck.X+sagaDeck.W/2, sagaDeck.Y+56, stripInk)
	box(runeDeck, "Runes")
	c.TextCentered(fmt.Sprint(len(v.Runes)), ui.Face{Style: ui.Bold, Size: 22}, runeDeck.X+runeDeck.W/2, runeDeck.Y+56, stripInk)
	box(diceBox, "")
	b.drawDice(c, v)
}

// drawWind draws the dial: the four zones round it, each with its clear
// sailing days and the wind's modifier, the arrow pointing where the wind
// adds a day.
func (b *Board) drawWind(c *ui.Canvas, v *fx.State) {
	c.FillCircle(windCentre.X, windCentre.Y, windRadius, stripFill)
	c.StrokeCircle(windCentre.X, windCentre.Y, windRadius, 1.5, stripEdge)
	for i, z := range atlas.Zones {
		a := -math.Pi/2 + float64(i)*math.Pi/2 // N up, E right, S down, W left
		days, wind := v.ClearDays(z)
		x, y := windCentre.X+math.Cos(a)*windRadius*0.62, windCentre.Y+math.Sin(a)*windRadius*0.62
		ink := stripInk
		if wind > 0 {
			ink = kit.RGB(150, 220, 140)
			c.Line(windCentre.X, windCentre.Y, windCentre.X+math.Cos(a)*windRadius*0.3, windCentre.Y+math.Sin(a)*windRadius*0.3, 2, ink)
		} else if wind < 0 {
			ink = kit.RGB(236, 130, 110)
		}
		c.TextCentered(fmt.Sprintf("%s%d", z, days), smallFace, x, y, ink)
	}
}

// drawDice draws a raid's or settlement's dice rolled so far.
func (b *Board) drawDice(c *ui.Canvas, v *fx.State) {
	if v.Attack == nil && len(b.dice) == 0 {
		c.Text("No raid under way", smallFace, diceBox.X+8, diceBox.Y+14, ui.Start, dimInk)
		return
	}
	for i, d := range b.dice {
		drawDie(c, diceSlot(i), d, 0, ringNone)
	}
	if v.Attack != nil {
		c.Text(fmt.Sprintf("value %d", v.Attack.Value), smallFace, diceBox.X+diceBox.W-6, diceBox.Y+16, ui.End, stripInk)
	} else if len(b.dice) < 3 {
		c.Text("last roll", smallFace, diceBox.X+diceBox.W-6, diceBox.Y+16, ui.End, dimInk)
	}
}
