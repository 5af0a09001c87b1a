package fireaxe

import (
	"fmt"
	"image/color"
	"math"

	"embers/rules"
	fx "embers/rules/fireaxe"
	"embers/scenes/kit"
	"embers/scenes/ui"
)

// The raid's and the settlement's set pieces: each die tumbles into the
// next slot of the dice box and lands on its face, ringed green when it
// beats the port and red when it fails; a town taken flies from its port
// to the raider's row with its treasure rising in gold over the port; a
// crewman who falls drops from the longboat into the sea; a settlement's
// hall rises on its port.

var (
	dieBone = kit.RGB(236, 224, 196)
	dieWin  = kit.RGB(120, 210, 110)
	dieFail = kit.RGB(230, 90, 70)
	goldInk = kit.RGB(250, 210, 110)
	// ringNone: no ring round a die.
	ringNone = color.RGBA{}
)

// diceSlot is where the i'th die of an attack lies in the dice box.
func diceSlot(i int) ui.Rect {
	return ui.Rect{X: diceBox.X + 6 + float64(i)*30, Y: diceBox.Y + 9, W: 26, H: 26}
}

// drawDie draws a die showing face in r, lifted by lift, ringed in ring
// (none when ring's alpha is 0).
func drawDie(c *ui.Canvas, r ui.Rect, face int, lift float64, ring color.RGBA) {
	c.FillPath(ui.RoundRect(r.X, r.Y-lift, r.W, r.H, 5), dieBone)
	c.TextCentered(fmt.Sprint(face), ui.Face{Style: ui.Bold, Size: 16}, r.X+r.W/2, r.Y-lift+r.H/2, portInk)
	if ring.A > 0 {
		c.StrokePath(ui.RoundRect(r.X-1.5, r.Y-lift-1.5, r.W+3, r.H+3, 6), 3, ring)
	}
}

// dieAnim rolls one die of an attack to face in the next slot; then more
// runs after it (the town, the fallen crew), from f = 0.45.
// ring is the die's ring once it lies: the raid's event says whether it
// took the town (a settlement's dice are told together by the caption).
func (b *Board) dieAnim(e rules.Event, face int, ring color.RGBA, ticks int, more func(c *ui.Canvas, f float64)) *kit.Anim {
	slot := len(b.dice)
	cap := b.Caption(e, mapFrame.X+mapFrame.W/2, mapFrame.Y+mapFrame.H-40, ticks)
	end := func() { b.dice = append(b.dice, face) }
	return &kit.Anim{N: cap.N, End: end, Draw: func(c *ui.Canvas, f float64) {
		cap.Draw(c, f)
		roll := kit.Part(f, 0, 0.4)
		shown, lies := face, ring
		if roll < 1 { // the faces turn over quickly, then slow
			shown = 1 + int(ui.Noise(int(roll*roll*14)+slot*7)*6)%6
			lies = ringNone
		} else if ring.A > 0 {
			r := diceSlot(slot)
			b.Glow(c, r.X+r.W/2, r.Y+r.H/2, 30, 0.6*kit.FadeInOut(kit.Part(f, 0.4, 1)))
		}
		drawDie(c, diceSlot(slot), shown, 18*math.Sin(math.Pi*roll)*(1-roll), lies)
		if more != nil && f > 0.45 {
			more(c, kit.Part(f, 0.45, 1))
		}
	}}
}

// portPoint is where port id is drawn on the map.
func (b *Board) portPoint(id string) (ui.Pt, bool) {
	x, y, ok := b.PlaceCentre(fx.PortPlace(id))
	return ui.Pt{X: x, Y: y}, ok
}

// townTaken flies the town from its port to the raider's row, the
// treasure rising over the port in gold.
func (b *Board) townTaken(seat int, port string, gold int) func(c *ui.Canvas, f float64) {
	from, ok := b.portPoint(port)
	if !ok {
		return nil
	}
	large := false
	for i, p := range b.v.Atlas().Ports {
		if p.ID == port {
			large = b.v.Ports[i].Town == 2
		}
	}
	tx, ty := b.SeatSpot(rules.Seat(seat))
	return func(c *ui.Canvas, f float64) {
		up := kit.Part(f, 0, 0.6)
		a := kit.FadeInOut(up)
		b.Glow(c, from.X, from.Y-10, 26, 0.5*a)
		b.Formula(c, from.X, from.Y-30-22*up, fmt.Sprintf("Treasure: %d gold", gold), a)
		fly := kit.Ease(kit.Part(f, 0.2, 1))
		x, y := kit.Arc(from.X, from.Y-8, tx+120, ty, 60, fly)
		b.Spr.PutAt(c, townSprite{large: large, size: townSize * 2.6}, x, y, 1)
	}
}

// crewFalls drops n crewmen from seat's longboat into the sea.
func (b *Board) crewFalls(seat, n int) func(c *ui.Canvas, f float64) {
	if n <= 0 {
		return nil
	}
	at := b.boatDrawnAt(seat)
	col := b.Colour(rules.Seat(seat))
	return func(c *ui.Canvas, f float64) {
		for i := range n {
			x := at.X - 6 + float64(i)*8
			y := at.Y - 6 + 26*f*f
			a := 1 - kit.Part(f, 0.6, 1)
			crewman(c, x, y, math.Sin(f*math.Pi*3)*0.6, ui.Fade(col, a), a)
		}
		if f > 0.7 { // the splash
			c.StrokeCircle(at.X, at.Y+20, 4+10*kit.Part(f, 0.7, 1), 1.2, ui.Fade(sailCloth, 1-kit.Part(f, 0.7, 1)))
		}
	}
}

// crewman draws a small figure (head and body in the seat's colour)
// tilted by turn.
func crewman(c *ui.Canvas, x, y, turn float64, col color.RGBA, a float64) {
	dx, dy := math.Sin(turn)*7, math.Cos(turn)*7
	c.Line(x, y, x+dx, y+dy, 3, col)
	c.FillCircle(x-dx*0.45, y-dy*0.45, 2.6, ui.Fade(hallDark, a))
	c.Line(x+dx*0.4-3, y+dy*0.4, x+dx*0.4+3, y+dy*0.4, 1.5, col)
}

// hallRises raises seat's settlement on port: the hall grows up from the
// ground with a glow.
func (b *Board) hallRises(e rules.Event, seat int, port string, ticks int) *kit.Anim {
	cap := b.Caption(e, mapFrame.X+mapFrame.W/2, mapFrame.Y+mapFrame.H-40, ticks)
	at, ok := b.portPoint(port)
	if !ok {
		return cap
	}
	g := b.pieces.grow()
	x, y := at.X+portRadius*0.9, at.Y-portRadius-townSize*0.45*g
	col := b.Colour(rules.Seat(seat))
	return &kit.Anim{N: cap.N, Draw: func(c *ui.Canvas, f float64) {
		cap.Draw(c, f)
		rise := kit.Ease(kit.Part(f, 0.1, 0.6))
		b.Glow(c, x, y, 40, 0.8*kit.FadeInOut(f))
		h := townSize * g * kit.Lerp(3, 1.2, kit.Ease(kit.Part(f, 0.7, 1))) // raised large, then set in its place
		b.Spr.Put(c, settlementSprite{col: col, size: h}, x, y+h*0.5*(1-rise), kit.Transform{K: 1, KY: math.Max(0.05, rise), A: 1})
	}}
}
