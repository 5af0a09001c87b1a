package crownofash

import (
	"fmt"
	"math"

	"embers/rules"
	ca "embers/rules/crownofash"
	"embers/scenes/kit"
	"embers/scenes/ui"
)

// A round's scoring is counted up on the map, source by source: each
// region's structures show what they score for their holder ("+3" in its
// colour, over the stack), one after another, then the citadel's; and a
// card over the citadel adds them up lord by lord (structures, citadel,
// the round's total), from the round.scored event's amounts (ca.Scored).
// The panel's VP then count up as the move settles.

// scoreRow is one lord's line of the round's card.
type scoreRow struct {
	lord                int
	structures, citadel int
}

// scoreRows are the lines of the round's card: every lord, in seat order
// (the AI deck last).
func (b *Board) scoreRows(sc ca.Scored) []scoreRow {
	var out []scoreRow
	for l := range b.m.lords {
		out = append(out, scoreRow{lord: l, structures: int(sc.Structures[l]), citadel: int(sc.Citadel[l])})
	}
	return out
}

// scoreBadge is one source's points on the map: where, how many, whose.
type scoreBadge struct {
	at   ui.Pt
	n    int
	lord int
}

// scoreBadges are the sources of the round's points, region by region
// clockwise, then the citadel.
func (b *Board) scoreBadges(sc ca.Scored) []scoreBadge {
	var out []scoreBadge
	for r := range ca.Regions {
		if sc.Region[r] > 0 && sc.Holder[r] >= 0 {
			t := tileRect(r)
			out = append(out, scoreBadge{at: ui.Pt{X: t.X + t.W - 4, Y: t.Y + 6}, n: int(sc.Region[r]), lord: int(sc.Holder[r])})
		}
	}
	if h := int(sc.Holder[ca.Citadel]); h >= 0 && h < ca.MaxLords && sc.Citadel[h] > 0 {
		out = append(out, scoreBadge{at: ui.Pt{X: mapX + 58, Y: citadelTop + 16}, n: int(sc.Citadel[h]), lord: h})
	}
	return out
}

// scoredTicks is how long a round's scoring shows, for ticks an event.
func scoredTicks(ticks int) int { return ticks * 5 }

// roundScored counts the round's points up on the map, then adds them up
// on a card.
func (b *Board) roundScored(e rules.Event, sc ca.Scored, ticks int) *kit.Anim {
	badges, rows := b.scoreBadges(sc), b.scoreRows(sc)
	step := 0.5 / float64(max(1, len(badges)))
	return &kit.Anim{N: scoredTicks(ticks), Draw: func(c *ui.Canvas, f float64) {
		out := 1 - kit.Part(f, 0.92, 1)
		for i, x := range badges {
			p := kit.Part(f, float64(i)*step, float64(i)*step+0.12)
			if p <= 0 {
				continue
			}
			b.scoreBadge(c, x, 1+0.35*math.Sin(math.Pi*p), out)
		}
		if a := kit.Part(f, 0.45, 0.55) * out; a > 0 {
			b.scoreCard(c, int(sc.Round), rows, a)
		}
	}}
}

// scoreBadge draws one source's points at x, scaled by k, faded to a.
func (b *Board) scoreBadge(c *ui.Canvas, x scoreBadge, k, a float64) {
	text := fmt.Sprintf("+%d", x.n)
	face := ui.Face{Style: ui.Bold, Size: math.Round(15 * k)}
	w, _ := ui.Measure(text, face)
	w += 12
	h := 22 * k
	col := b.lordCol(x.lord)
	c.FillRoundRect(x.at.X-w/2, x.at.Y-h/2, w, h, 6, ui.Fade(soot, a))
	c.StrokeRoundRect(x.at.X-w/2, x.at.Y-h/2, w, h, 6, 2, ui.Fade(col, a))
	c.TextCentered(text, face, x.at.X, x.at.Y, ui.Fade(oldGold, a))
}

// scoreCard is the round's card over the citadel: a line a lord, its
// structures, its citadel and the round's total.
func (b *Board) scoreCard(c *ui.Canvas, round int, rows []scoreRow, a float64) {
	w, h := 330.0, 56+22*float64(len(rows))
	x, y := mapX-w/2, mapY-h/2
	c.FillRoundRect(x+2, y+3, w, h, 10, ui.Fade(kit.RGBA(0, 0, 0, 140), a))
	c.FillRoundRect(x, y, w, h, 10, ui.Fade(kit.RGBA(26, 22, 19, 245), a))
	c.StrokeRoundRect(x, y, w, h, 10, 1.5, ui.Fade(oldGold, a))
	c.TextCentered(fmt.Sprintf("Round %d scored", round), ui.Face{Style: ui.Bold, Size: 15}, mapX, y+15, ui.Fade(oldGold, a))
	head := ui.Face{Size: 11}
	cols := [3]float64{x + 190, x + 250, x + 306}
	for i, word := range []string{"structures", "citadel", "round"} {
		c.TextCentered(word, head, cols[i], y+36, ui.Fade(faint, a))
	}
	face, bold := ui.Face{Size: 13}, ui.Face{Style: ui.Bold, Size: 13}
	for i, r := range rows {
		ry := y + 56 + float64(i)*22
		c.FillCircle(x+18, ry, 6, ui.Fade(b.lordCol(r.lord), a))
		c.Text(b.lordName(r.lord), face, x+30, ry-8, ui.Start, ui.Fade(labelCol, a))
		for j, n := range []int{r.structures, r.citadel, r.structures + r.citadel} {
			f, col := face, labelCol
			if j == 2 {
				f, col = bold, oldGold
			}
			if n == 0 {
				col = faint
			}
			c.TextCentered(fmt.Sprintf("+%d", n), f, cols[j], ry, ui.Fade(col, a))
		}
	}
}
