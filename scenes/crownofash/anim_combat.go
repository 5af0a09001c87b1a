package crownofash

import (
	"math"

	"embers/rules"
	ca "embers/rules/crownofash"
	"embers/scenes/kit"
	"embers/scenes/ui"
)

// The combat's set pieces in the battle box: both combat cards turned
// over together, and the die card's die tumbling to its face.

// cardsShown turns both laid cards face up at once, in the battle box.
func (b *Board) cardsShown(e rules.Event, shown ca.CardsShown, ticks int) *kit.Anim {
	cap := b.Caption(e, captionAt.X, captionAt.Y, ticks)
	cards := [2]int8{shown.Att, shown.Def}
	end := func() { b.m.fight.attCard, b.m.fight.defCard = cards[0], cards[1] }
	return &kit.Anim{N: cap.N, End: end, Draw: func(c *ui.Canvas, f float64) {
		cap.Draw(c, f)
		turn := kit.Ease(kit.Part(f, 0.1, 0.6))
		kx, up := kit.Flip(turn)
		for side, cd := range cards {
			if cd < 0 {
				continue
			}
			r := battleCardAt(side)
			r.X += (1 - kx) * r.W / 2
			r.W *= kx
			b.Glow(c, r.X+r.W/2, r.Y+r.H/2, 30, 0.5*math.Sin(math.Pi*f))
			if up {
				combatFace(c, int(cd), r, 1)
			} else {
				combatBack(c, r)
			}
		}
	}}
}

// dieRolled tumbles the die beside the battle box's cards and lands it on
// its face, on the roller's side.
func (b *Board) dieRolled(e rules.Event, d ca.Rolled, ticks int) *kit.Anim {
	cap := b.Caption(e, captionAt.X, captionAt.Y, ticks)
	side := 0
	if d.Lord != b.m.fight.att {
		side = 1
	}
	end := func() {
		if side == 0 {
			b.m.fight.attDie = int8(d.Face)
		} else {
			b.m.fight.defDie = int8(d.Face)
		}
	}
	r := dieRect
	r.X += float64(side*40) - 20
	return &kit.Anim{N: cap.N, End: end, Draw: func(c *ui.Canvas, f float64) {
		cap.Draw(c, f)
		tumble(c, r, d.Face, kit.Part(f, 0, 0.55))
	}}
}

// tumble draws a die in r rolling (roll from 0 to 1) to face.
func tumble(c *ui.Canvas, r kit.Rect, face int, roll float64) {
	if roll < 1 { // tumbling: the faces turn over quickly, then slow
		face = 1 + int(ui.Noise(int(roll*12))*6)%6
	}
	lift := 14 * math.Sin(math.Pi*roll) * (1 - roll)
	c.FillRoundRect(r.X, r.Y-lift, r.W, r.H, 6, bone)
	c.StrokeRoundRect(r.X, r.Y-lift, r.W, r.H, 6, 1.5, oldGold)
	pips(c, r.X+r.W/2, r.Y-lift+r.H/2, r.W*0.36, face, boneInk)
}

// aiRegion rolls the AI deck's region die in its box to the region the
// event names.
func (b *Board) aiRegion(e rules.Event, named ca.RegionNamed, ticks int) *kit.Anim {
	cap := b.Caption(e, captionAt.X, captionAt.Y, ticks)
	face := int(named.Region) + 1
	return &kit.Anim{N: cap.N, Draw: func(c *ui.Canvas, f float64) {
		cap.Draw(c, f)
		tumble(c, aiDieRect, face, kit.Part(f, 0, 0.55))
		if f > 0.55 { // the region it names lights up
			r := regionRect(face - 1)
			b.Glow(c, r.X+r.W/2, r.Y+r.H/2, 90, 0.5*kit.FadeInOut(kit.Part(f, 0.55, 1)))
		}
	}}
}
