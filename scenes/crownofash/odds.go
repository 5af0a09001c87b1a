package crownofash

import (
	"fmt"
	"math"
	"strings"

	ca "embers/rules/crownofash"
	"embers/scenes/ui"
)

// The odds before a combat card is laid (players-ask): both sides' known
// strength in the prompt, and under each card of the tray the chance to
// win with it, from the rules' CardOdds on the person's own view.

// odds is the person's odds now, when the lord whose hand the tray shows
// is the one to lay a combat card and nothing is moving.
func (b *Board) odds() (ca.Odds, bool) {
	v, ok := b.View.(*ca.State)
	if !ok || b.Anim != nil || int(v.ToMove()) != b.trayLord() {
		return ca.Odds{}, false
	}
	return v.CardOdds()
}

// percent is a chance as a whole percent, 0 and 100 only when exact.
func percent(p float64) int {
	n := int(math.Round(p * 100))
	switch {
	case n == 0 && p > 0:
		return 1
	case n == 100 && p < 1:
		return 99
	}
	return n
}

// drawOdds writes the chance to win under each combat card of the tray:
// old gold at even odds or better.
func (b *Board) drawOdds(c *ui.Canvas) {
	o, ok := b.odds()
	if !ok {
		return
	}
	for cd := range ca.NumCards {
		if o.Hand&(1<<cd) == 0 {
			continue
		}
		col := faint
		if o.Win[cd] >= 0.5 {
			col = oldGold
		}
		r := comboRect(cd)
		c.TextCentered(fmt.Sprintf("%d%%", percent(o.Win[cd])), ui.Face{Style: ui.Bold, Size: 10}, r.X+r.W/2, r.Y+r.H+10, col)
	}
}

// oddsLine is the prompt's two lines before a combat card: both sides'
// strength before the cards, and where each card's chance is (with the
// best one's).
func oddsLine(o ca.Odds) string {
	best := -1
	for cd := range ca.NumCards {
		if o.Hand&(1<<cd) != 0 && (best < 0 || o.Win[cd] > o.Win[best]) {
			best = cd
		}
	}
	them := "their card is unseen"
	if o.TheirCards == 0 {
		them = "the King lays no card"
	}
	var b strings.Builder
	fmt.Fprintf(&b, "You have %d against %d before the cards; %s.", o.Mine, o.Theirs, them)
	switch {
	case best >= 0 && percent(o.Win[best]) == 0:
		b.WriteString("\nNo card of yours can win this battle; a card's reward for losing may still help.")
	case best >= 0:
		fmt.Fprintf(&b, "\nUnder each of your cards, your chance to win with it (best: %s, %d%%).", ca.CardCode(best), percent(o.Win[best]))
	}
	return b.String()
}
