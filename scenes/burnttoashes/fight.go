package burnttoashes

import (
	"fmt"
	"math"
	"strings"

	ba "embers/rules/burnttoashes"
	"embers/scenes/kit"
	"embers/scenes/ui"
)

// cardWords names the combat cards' symbols, in the rules' order.
var cardWords = [ba.CardKinds]string{"dragon", "knight", "sword", "shield"}

// drawFight paints the combat deck and, while a knight fights, the cards
// turned so far by symbol (three dragons or three knights decide), the
// deck's make-up and the chance the next card is a dragon.
func (b *Board) drawFight(c *ui.Canvas) {
	left := 0
	for _, n := range b.m.Combat {
		left += n
	}
	if b.m.FightP < 0 {
		cardBack(c, combatRect, "combat", ba.CombatN)
		cardBack(c, discardRect, "gold discard", b.m.DiscardN)
		return
	}
	cardBack(c, combatRect, "combat", left)
	cardBack(c, discardRect, "gold discard", b.m.DiscardN)
	r := offerRect // the table is bare while a knight fights
	x := r.X + 12
	for k := range ba.CardKinds {
		col := inkCol
		if k == b.m.Last {
			col = goldCol
		}
		c.Text(fmt.Sprintf("%s %d", cardWords[k], b.m.Turned[k]), ui.Face{Style: ui.Bold, Size: 14}, x, r.Y+8, ui.Start, col)
		x += (r.W - 24) / ba.CardKinds
	}
	if left > 0 {
		odds := fmt.Sprintf("left: %d dragons, %d knights, %d swords, %d shields · next a dragon: %d in %d",
			b.m.Combat[0], b.m.Combat[1], b.m.Combat[2], b.m.Combat[3], b.m.Combat[ba.CardDragon], left)
		c.TextCentered(odds, kit.FitFace(ui.Face{Size: 11}, odds, r.W-16), r.X+r.W/2, r.Y+r.H-13, faintInk)
	}
	pr := provRect(b.m.FightP)
	c.StrokeRoundRect(pr.X-2, pr.Y-2, pr.W+4, pr.H+4, 9, 3, emberCol)
}

// drawHands paints the viewer's gold (cards by value) and followers in
// hand along the keep's foot; another seat's stay hidden.
func (b *Board) drawHands(c *ui.Canvas) {
	v := b.m.Viewer
	if v < 0 || v >= b.m.Players {
		c.TextCentered("gold in hand", ui.Face{Size: 11}, goldRect.X+goldRect.W/2, goldRect.Y+goldRect.H/2, faintInk)
		c.TextCentered("followers in hand", ui.Face{Size: 11}, handFRect.X+handFRect.W/2, handFRect.Y+handFRect.H/2, faintInk)
		return
	}
	goldChips(c, b.m.Gold[v])
	var names []string
	for k, n := range b.m.Followers[v] {
		for range n {
			names = append(names, ba.Follower(k).Name)
		}
	}
	if len(names) == 0 {
		names = []string{"no followers"}
	}
	r := handFRect
	lines := nameLines(names, ui.Face{Size: 12}, r.W-10)
	face := ui.Face{Size: 12}
	for _, l := range lines {
		face = kit.FitFace(face, l, r.W-10)
	}
	y := r.Y + r.H/2 - float64(len(lines)-1)*8
	for i, l := range lines {
		c.TextCentered(l, face, r.X+r.W/2, y+float64(i)*16, inkCol)
	}
}

// nameLines sets the names of the followers in hand on one line, or on
// two broken between names where one is too wide for w.
func nameLines(names []string, face ui.Face, w float64) []string {
	one := strings.Join(names, ", ")
	if lw, _ := ui.Measure(one, face); lw <= w || len(names) < 2 {
		return []string{one}
	}
	best, bestW := 1, math.Inf(1)
	for i := 1; i < len(names); i++ {
		a, _ := ui.Measure(strings.Join(names[:i], ", ")+",", face)
		b, _ := ui.Measure(strings.Join(names[i:], ", "), face)
		if m := math.Max(a, b); m < bestW {
			best, bestW = i, m
		}
	}
	return []string{strings.Join(names[:best], ", ") + ",", strings.Join(names[best:], ", ")}
}

// goldChips paints the viewer's gold as the sum over small cards by value
// (3, 2, 1, 0: a blank card is worth nothing) each with how many.
func goldChips(c *ui.Canvas, g [4]int) {
	r := goldRect
	c.Text(itoa(goldOf(g))+" gold", ui.Face{Style: ui.Bold, Size: 12}, r.X+r.W/2, r.Y+4, ui.Center, goldCol)
	x := r.X + 6
	for _, v := range []int{3, 2, 1, 0} {
		if g[v] == 0 {
			continue
		}
		label := itoa(v)
		c.FillRoundRect(x, r.Y+20, 14, 19, 2, kit.RGB(70, 96, 40))
		c.TextCentered(label, ui.Face{Style: ui.Bold, Size: 10}, x+7, r.Y+29.5, goldCol)
		c.Text("×"+itoa(g[v]), ui.Face{Size: 11}, x+16, r.Y+23, ui.Start, inkCol)
		x += 36
	}
}
