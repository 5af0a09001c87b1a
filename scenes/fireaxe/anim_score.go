package fireaxe

import (
	"fmt"

	"embers/rules"
	fx "embers/rules/fireaxe"
	"embers/scenes/kit"
	"embers/scenes/ui"
)

// The final scoring counted up by source over the map: a table with a row
// per seat and a column per source — the gold of the voyages (trade,
// treasure, saga bonuses, Colonization), the Bloodied Axe, the settlements
// and the saga majorities — filled column after column, counting up, then
// the totals, the winners' glowing.

// scoreHeads are the table's columns: the sources of the rules' FinalGold,
// then the total.
var scoreHeads = []string{"Voyages", "Axe", "Settled", "Sagas", "Total"}

// scoreTable is the end's gold by seat and source (the rules' FinalGold),
// one row a seat, in scoreHeads' order; a seat the end does not give
// scores nothing.
func scoreTable(parts []fx.FinalGold, seats int) [][]int {
	t := make([][]int, seats)
	for i := range t {
		var p fx.FinalGold
		if i < len(parts) {
			p = parts[i]
		}
		t[i] = []int{p.Voyages, p.Axe, p.Settlements, p.Sagas, p.Total}
	}
	return t
}

// scoreCount counts the final gold up by source, then hands over to the
// end's banner (end keeps the result for the kit's end card).
func (b *Board) scoreCount(e rules.Event, d fx.GameOver, ticks int, end func()) *kit.Anim {
	seats := len(d.Scores)
	table := scoreTable(d.Parts, seats)
	cols := len(scoreHeads)
	w, rowH := 520.0, 30.0
	h := 64 + rowH*float64(seats) + 36
	x0, y0 := mapFrame.X+(mapFrame.W-w)/2, mapFrame.Y+(mapFrame.H-h)/2
	won := map[int]bool{}
	for _, s := range d.Winners {
		won[int(s)] = true
	}
	colX := func(j int) float64 { return x0 + 190 + float64(j)*66 }
	return &kit.Anim{N: ticks * 8, End: end, Draw: func(c *ui.Canvas, f float64) {
		a := min(1.0, f*6)
		c.FillPath(ui.RoundRect(x0, y0, w, h, 14), ui.Fade(kit.RGB(24, 18, 14), a*0.9)) // the map shows faintly through
		b.Spr.RoundRectA(c, x0, y0, w, h, 14, kit.BoxFill, ending.Col, 2, a)
		c.TextCentered("The final scoring", ui.Face{Style: ui.Bold, Size: 20}, x0+w/2, y0+22, ui.Fade(ending.Col, a))
		for j := range cols {
			c.TextCentered(scoreHeads[j], smallFace, colX(j), y0+50, ui.Fade(dimInk, a))
		}
		for s := range seats {
			y := y0 + 64 + rowH*float64(s) + rowH/2
			col := b.Colour(rules.Seat(s))
			c.FillCircle(x0+24, y, 7, ui.Fade(col, a))
			c.Text(b.Names()[s], headFace, x0+40, y-8, ui.Start, ui.Fade(stripInk, a))
			for j := range cols {
				// each column counts up in its turn; the total last
				g := kit.Part(f, 0.12+float64(j)*0.13, 0.12+float64(j+1)*0.13)
				if g <= 0 {
					continue
				}
				ink := stripInk
				if j == cols-1 {
					ink = goldInk
					if won[s] && f > 0.85 {
						b.Glow(c, colX(j), y, 26, 0.5)
					}
				}
				c.TextCentered(fmt.Sprint(kit.CountUp(0, table[s][j], g)), headFace, colX(j), y, ui.Fade(ink, a))
			}
		}
		if f > 0.85 {
			c.TextCentered(b.EndLine(), smallFace, x0+w/2, y0+h-18, ui.Fade(stripInk, kit.Part(f, 0.85, 0.95)))
		}
	}}
}
