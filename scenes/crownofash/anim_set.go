package crownofash

import (
	"fmt"
	"math"
	"strings"

	"embers/rules"
	ca "embers/rules/crownofash"
	"embers/scenes/kit"
	"embers/scenes/ui"
)

// The set pieces of a battle's outcome, a structure built and the AI
// deck's action card. The attackers' march to the battle box is one of
// the settle's flights (attackers, below); the rest are events of their
// own, animated from their payload and the model.

// attackers are the fighters a battle puts on the table, each flying from
// where the model shows it (the tray, else its lord's mat) to its place in
// the battle box.
func (b *Board) attackers(was, now *model) []flight {
	var out []flight
	for i, id := range ids(now.table) {
		if was.table&(1<<id) != 0 {
			continue
		}
		from := b.matSpot(int(now.fight.att))
		if r, ok := b.fighterRectIn(was, id); ok {
			from = ui.Pt{X: r.X + r.W/2, Y: r.Y + r.H/2}
		}
		to := attackerRect(i)
		out = append(out, flight{from: from, to: ui.Pt{X: to.X + to.W/2, Y: to.Y + to.H/2}, delay: 0.15,
			draw: func(c *ui.Canvas, x, y float64) {
				b.fighterCard(c, id, kit.Rect{X: x - to.W/2, Y: y - to.H/2, W: to.W, H: to.H}, 1)
			}})
	}
	return out
}

// battleWon shows strength against strength in the battle box, the
// winner's side lit in its colour, and the place fought for glowing.
func (b *Board) battleWon(e rules.Event, w ca.Won, ticks int) *kit.Anim {
	cap := b.Caption(e, captionAt.X, captionAt.Y, ticks)
	attWon := w.Att > w.Def
	winner := int(e.Seat)
	b.last = lastBattle{on: true, where: int(w.Where), att: int(w.AttLord), def: int(w.DefLord), attSum: w.Att, defSum: w.Def}
	spot := b.whereSpot(int(w.Where))
	return &kit.Anim{N: cap.N, Draw: func(c *ui.Canvas, f float64) {
		cap.Draw(c, f)
		a := kit.FadeInOut(f)
		b.Glow(c, spot.X, spot.Y, 80, 0.45*a)
		r := kit.Rect{X: battleBox.X + 6, Y: battleBox.Y + 128, W: battleBox.W - 12, H: 46}
		c.FillRoundRect(r.X, r.Y, r.W, r.H, 6, ui.Fade(soot, a))
		col := oldGold
		if winner >= 0 && winner < b.m.seats {
			col = b.lordCol(winner)
		}
		c.StrokeRoundRect(r.X, r.Y, r.W, r.H, 6, 2, ui.Fade(col, a))
		pop := 1 + 0.25*math.Sin(math.Pi*kit.Part(f, 0.1, 0.4))
		for side, n := range []int{w.Att, w.Def} {
			face, ink := ui.Face{Style: ui.Bold, Size: math.Round(20 * pop)}, faint
			if (side == 0) == attWon {
				ink = col
			} else {
				face.Size = 16
			}
			c.TextCentered(fmt.Sprint(n), face, r.X+20+float64(side)*(r.W-40), r.Y+r.H/2-2, ui.Fade(ink, a))
		}
		c.TextCentered("against", ui.Face{Size: 10}, r.X+r.W/2, r.Y+r.H/2-2, ui.Fade(faint, a))
	}}
}

// whereSpot is the middle of region w, or of the citadel.
func (b *Board) whereSpot(w int) ui.Pt {
	if w >= 0 && w < ca.Regions {
		r := regionRect(w)
		return ui.Pt{X: r.X + r.W/2, Y: r.Y + r.H/2}
	}
	return ui.Pt{X: mapX, Y: mapY}
}

// stacked is the build's mark over a region whose stack grew: the tiles
// now covered, each worth 1 VP at every round's scoring, rising from the
// stack (nothing when the tile covers none).
func (b *Board) stacked(was, now *model) []rise {
	var out []rise
	for r := range ca.Regions {
		if now.top[r] < 0 || now.top[r] == was.top[r] || now.height[r] < 2 {
			continue
		}
		t := tileRect(r)
		out = append(out, rise{at: ui.Pt{X: t.X + t.W/2, Y: t.Y + t.H*0.6}, text: fmt.Sprintf("+%d VP a round", now.height[r]-1)})
	}
	return out
}

// vpGains are each lord's VP gained as a move settles (a round's scoring,
// a combat card's reward, the AI deck's resources taken as VP), "+N VP"
// rising over its mat while its count goes up.
func (b *Board) vpGains(was, now *model) []rise {
	var out []rise
	for l := range now.lords {
		if d := now.vp[l] - was.vp[l]; d > 0 {
			out = append(out, rise{spot: func() ui.Pt { return b.vpSpot(l) }, text: fmt.Sprintf("+%d VP", d)})
		}
	}
	return out
}

// vpSpot is where lord l's VP stand: left of the count at the end of its
// panel row, or the AI deck's VP line in its box.
func (b *Board) vpSpot(l int) ui.Pt {
	switch {
	case l >= 0 && l < b.m.seats && l < len(b.Seats) && b.Seats[l].W > 0:
		r := b.Seats[l]
		return ui.Pt{X: r.X + r.W - 90, Y: r.Y + r.H/2}
	case l >= 0 && l < b.m.seats: // the panel not drawn yet
		return b.matSpot(l)
	}
	return ui.Pt{X: aiBox.X + aiBox.W - 30, Y: aiBox.Y + 96}
}

// rise is a line of text rising from a spot while a move settles (spot,
// when set, finds it as the frame is drawn: the panel's rows are known
// only once drawn).
type rise struct {
	at   ui.Pt
	spot func() ui.Pt
	text string
}

func (x rise) draw(c *ui.Canvas, f float64) {
	if x.spot != nil {
		x.at = x.spot()
	}
	p := kit.Part(f, 0.55, 1)
	if p <= 0 {
		return
	}
	a := kit.FadeInOut(p)
	face := ui.Face{Style: ui.Bold, Size: 12}
	w, _ := ui.Measure(x.text, face)
	y := x.at.Y - 18*kit.Ease(p) // over its stack, clear of the region's name
	c.FillRoundRect(x.at.X-w/2-5, y-9, w+10, 18, 5, ui.Fade(soot, a))
	c.TextCentered(x.text, face, x.at.X, y, ui.Fade(oldGold, a))
}

// aiActionTurned turns the AI deck's action card over in its box (the
// card the rules' event names), and says the card and its one line of why
// (the event's two parts) in two lines over the map.
func (b *Board) aiActionTurned(e rules.Event, w ca.ActionTurned, ticks int) *kit.Anim {
	head, why := rules.Names(w.Head, b.Names()), rules.Names(w.Why, b.Names())
	if why != "" {
		why = strings.ToUpper(why[:1]) + why[1:]
	}
	card := -1
	if w.Card >= 0 && int(w.Card) < ca.NumActions {
		card = int(w.Card)
	}
	end := func() { b.m.aiAction = int8(card) }
	return &kit.Anim{N: ticks * 2, End: end, Draw: func(c *ui.Canvas, f float64) {
		a := kit.FadeInOut(f)
		x, y := captionAt.X, captionAt.Y
		b.Formula(c, x, y, head, a)
		if why != "" {
			face := ui.Face{Size: 13}
			w, _ := ui.Measure(why, face)
			c.FillRoundRect(x-w/2-8, y+17, w+16, 22, 6, ui.Fade(soot, a))
			c.TextCentered(why, face, x, y+28, ui.Fade(labelCol, a))
		}
		turn := kit.Ease(kit.Part(f, 0, 0.4))
		kx, up := kit.Flip(turn)
		r := aiActionsRect
		r.X += (1 - kx) * r.W / 2
		r.W *= kx
		if !up {
			combatBack(c, r)
			return
		}
		b.Glow(c, r.X+r.W/2, r.Y+r.H/2, 40, 0.4*math.Sin(math.Pi*f))
		actionFace(c, r, card)
	}}
}
