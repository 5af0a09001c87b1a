package crownofash

import (
	"fmt"
	"image/color"
	"strings"

	ca "embers/rules/crownofash"
	"embers/scenes/kit"
	"embers/scenes/ui"
)

// drawRounds paints the round tracker and this round's order of lords.
func (b *Board) drawRounds(c *ui.Canvas) {
	m := &b.m
	for n := 1; n <= ca.Rounds; n++ {
		at := roundAt(n)
		col, fill := faint, spaceFill
		if n == m.round {
			col, fill = oldGold, kit.RGB(80, 62, 30)
		}
		c.FillCircle(at.X, at.Y, 11, fill)
		c.StrokeCircle(at.X, at.Y, 11, 1.5, col)
		c.TextCentered(fmt.Sprint(n), ui.Face{Style: ui.Bold, Size: 12}, at.X, at.Y, col)
	}
	for i := range m.lords {
		l := int(m.order[i])
		if l < 0 {
			continue
		}
		r := lordRect(i)
		edge := plateEdge
		if !m.over && l == m.current {
			edge = oldGold
		}
		c.FillRoundRect(r.X, r.Y, r.W, r.H, 5, plate)
		c.StrokeRoundRect(r.X, r.Y, r.W, r.H, 5, 1.2, edge)
		c.FillCircle(r.X+11, r.Y+r.H/2, 6, b.lordCol(l))
		c.Text(b.lordName(l), ui.Face{Size: 12}, r.X+22, r.Y+r.H/2-7, ui.Start, labelCol)
		c.Text(fmt.Sprint(m.minions[l]), ui.Face{Style: ui.Bold, Size: 12}, r.X+r.W-6, r.Y+r.H/2-7, ui.End, faint)
	}
}

// drawAIDeck paints the AI deck's region die, its action card and its
// combat cards (face down but the top discard), or says it is not playing.
func (b *Board) drawAIDeck(c *ui.Canvas) {
	m := &b.m
	if m.ai < 0 {
		c.TextCentered("not in this game", ui.Face{Size: 11}, aiBox.X+aiBox.W/2, aiBox.Y+60, faint)
		return
	}
	if !showing[ca.RegionNamed](b) { // else the animation rolls it
		d := aiDieRect
		c.FillRoundRect(d.X, d.Y, d.W, d.H, 6, bone)
		c.StrokeRoundRect(d.X, d.Y, d.W, d.H, 6, 1.5, oldGold)
		if m.aiRegion >= 0 {
			pips(c, d.X+d.W/2, d.Y+d.H/2, d.W*0.36, int(m.aiRegion)+1, boneInk)
		}
	}
	if !showing[ca.ActionTurned](b) { // else the animation turns it over
		actionFace(c, aiActionsRect, int(m.aiAction))
	}
	c.Text(fmt.Sprintf("Fighter track %d", m.track), ui.Face{Size: 11}, aiBox.X+8, aiBox.Y+82, ui.Start, faint)
	c.Text(fmt.Sprintf("%d VP", b.vp(m.ai)), ui.Face{Style: ui.Bold, Size: 13}, aiBox.X+8, aiBox.Y+96, ui.Start, oldGold)
	b.cardRow(c, m.ai, aiCardsRect.X, aiCardsRect.Y, 22, 30)
}

// actionFace is the AI deck's action card a face up in r (its back's
// word when none is turned yet).
func actionFace(c *ui.Canvas, r kit.Rect, a int) {
	c.FillRoundRect(r.X, r.Y, r.W, r.H, 5, plate)
	c.StrokeRoundRect(r.X, r.Y, r.W, r.H, 5, 1.2, oldGold)
	name := "actions"
	if a >= 0 {
		name = ca.ActionCardOf(a).Name
	}
	c.TextCentered(name, ui.Face{Size: 10}, r.X+r.W/2, r.Y+r.H/2, labelCol)
}

// cardRow paints lord l's combat cards from (x, y), each w by h: those
// in hand face down, fanned, then the top discard face up beside them.
func (b *Board) cardRow(c *ui.Canvas, l int, x, y, w, h float64) {
	m := &b.m
	for i := range int(m.cardsN[l]) {
		combatBack(c, kit.Rect{X: x + float64(i)*w/3, Y: y, W: w, H: h})
	}
	if top := m.discTop[l]; top >= 0 && top != ca.HiddenCard {
		combatFace(c, int(top), kit.Rect{X: x + 4*w/3 + w + 4, Y: y, W: w, H: h}, 0.75)
	}
}

// combatFace is combat card cd face up (a little faded on the discards).
func combatFace(c *ui.Canvas, cd int, r kit.Rect, a float64) {
	c.FillRoundRect(r.X, r.Y, r.W, r.H, 3, ui.Mix(soot, bone, a))
	c.StrokeRoundRect(r.X, r.Y, r.W, r.H, 3, 1, goldDim)
	if ca.CombatCardOf(cd).Die {
		pips(c, r.X+r.W/2, r.Y+r.H/2, r.W*0.34, 5, boneInk)
		return
	}
	c.TextCentered(fmt.Sprint(ca.CombatCardOf(cd).Value), ui.Face{Style: ui.Bold, Size: r.W * 0.55}, r.X+r.W/2, r.Y+r.H/2, boneInk)
}

// pips draws a die's face n (1-6) centred on (x, y), half its side h.
func pips(c *ui.Canvas, x, y, h float64, n int, col color.RGBA) {
	at := map[int][][2]float64{1: {{0, 0}}, 2: {{-1, -1}, {1, 1}}, 3: {{-1, -1}, {0, 0}, {1, 1}},
		4: {{-1, -1}, {1, -1}, {-1, 1}, {1, 1}}, 5: {{-1, -1}, {1, -1}, {0, 0}, {-1, 1}, {1, 1}},
		6: {{-1, -1}, {1, -1}, {-1, 0}, {1, 0}, {-1, 1}, {1, 1}}}
	for _, p := range at[n] {
		c.FillCircle(x+p[0]*h*0.6, y+p[1]*h*0.6, h*0.18, col)
	}
}

func combatBack(c *ui.Canvas, r kit.Rect) {
	c.FillRoundRect(r.X, r.Y, r.W, r.H, 3, kit.RGB(52, 26, 24))
	c.StrokeRoundRect(r.X+1.5, r.Y+1.5, r.W-3, r.H-3, 2, 1, goldDim)
}

// drawBattle paints the battle in progress: who attacks where, the
// attackers, both combat cards (face down until shown) and the die.
func (b *Board) drawBattle(c *ui.Canvas) {
	f := &b.m.fight
	if !f.on {
		b.drawNoBattle(c)
		return
	}
	where := "the Citadel"
	if f.where >= 0 && int(f.where) < ca.Regions {
		where = ca.RegionOf(int(f.where)).Name
	}
	c.TextCentered(where, ui.Face{Size: 11}, battleBox.X+battleBox.W/2, battleBox.Y+76, labelCol)
	for i, id := range ids(b.m.table) {
		b.fighterCard(c, id, attackerRect(i), 1)
	}
	turning := showing[ca.CardsShown](b) // drawn by the animation
	for side, cd := range []int8{f.attCard, f.defCard} {
		r := battleCardAt(side)
		if turning {
			continue
		}
		switch {
		case cd == ca.HiddenCard:
			combatBack(c, r)
		case cd >= 0:
			combatFace(c, int(cd), r, 1)
		}
	}
	for side, d := range []int8{f.attDie, f.defDie} {
		if d > 0 {
			r := dieRect
			r.X += float64(side*40) - 20
			c.FillRoundRect(r.X, r.Y, r.W, r.H, 6, bone)
			c.StrokeRoundRect(r.X, r.Y, r.W, r.H, 6, 1.5, oldGold)
			pips(c, r.X+r.W/2, r.Y+r.H/2, r.W*0.36, int(d), boneInk)
		}
	}
}

// drawTray paints the hand tray: the fighters in hand, the combat cards
// in hand face up, the graveyard; only for the lord this screen may see.
func (b *Board) drawTray(c *ui.Canvas) {
	me := b.trayLord()
	if me < 0 {
		c.TextCentered("Your hand shows here on your turn", ui.Face{Size: 12}, trayRect.X+trayRect.W/2, trayRect.Y+trayRect.H/2, faint)
		return
	}
	m := &b.m
	hand := ids(m.hand[me])
	for i, id := range hand {
		b.fighterCard(c, id, handCardRect(i, len(hand)), 1)
	}
	if b.choosingKind() {
		b.drawKinds(c)
	} else {
		for cd := range ca.NumCards {
			if m.cardsIn[me]&(1<<cd) != 0 {
				combatFace(c, cd, comboRect(cd), 1)
			}
		}
		b.drawOdds(c)
	}
	grave := ids(m.grave[me])
	for i, id := range grave {
		r := graveRect(i, len(grave))
		c.FillRoundRect(r.X, r.Y, r.W, r.H, 3, ui.Shade(kindFill[ca.FighterOf(id).Kind], 0.5))
	}
}

// drawKinds are the four basic kinds a special ingredient may become, each
// a button with its colour and its name.
func (b *Board) drawKinds(c *ui.Canvas) {
	for k := range ca.Kinds {
		r := resRect(k)
		c.FillRoundRect(r.X, r.Y, r.W, r.H, 6, plate)
		c.StrokeRoundRect(r.X, r.Y, r.W, r.H, 6, 1, plateEdge)
		c.FillCircle(r.X+12, r.Y+r.H/2, 7, kindFill[k])
		c.StrokeCircle(r.X+12, r.Y+r.H/2, 7, 1, boneInk)
		c.Text(ca.ResourceName(k), ui.Face{Style: ui.Bold, Size: 12}, r.X+23, r.Y+r.H/2-8, ui.Start, labelCol)
	}
}

// lastBattle is the outcome of the last battle the board showed.
type lastBattle struct {
	on             bool
	where          int
	att, def       int // the lords
	attSum, defSum int
}

// drawNoBattle fills the battle box while no battle is fought: the last
// battle's outcome, else how a battle goes.
func (b *Board) drawNoBattle(c *ui.Canvas) {
	face := ui.Face{Size: 11}
	x, y, w := battleBox.X+8, battleBox.Y+30, battleBox.W-16
	lines := ui.Wrap("No battle now. A minion on a battle space sends 1 or 2 fighters from your hand against another lord's region; both sides lay a combat card; ties go to the defender.", face, w)
	if lb := b.last; lb.on {
		c.Text("Last battle", ui.Face{Style: ui.Bold, Size: 11}, x, y, ui.Start, faint)
		winner, how := lb.def, "holds"
		if lb.attSum > lb.defSum {
			winner, how = lb.att, "takes"
		}
		place := "the citadel"
		if lb.where >= 0 && lb.where < ca.Regions {
			place = ca.RegionOf(lb.where).Name
		}
		lines = ui.Wrap(fmt.Sprintf("%s attacked %s: %d against %d. %s %s it.", b.lordName(lb.att), place, lb.attSum, lb.defSum, b.lordName(winner), how), face, w)
		lines[0] = strings.ToUpper(lines[0][:1]) + lines[0][1:]
		y += 18
	}
	for i, ln := range lines {
		c.Text(ln, face, x, y+float64(i)*15, ui.Start, faint)
	}
}
