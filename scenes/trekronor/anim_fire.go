package trekronor

import (
	"fmt"
	"image/color"
	"math"

	tk "embers/rules/trekronor"
	"embers/scenes/kit"
	"embers/scenes/ui"
)

// reveal turns the pile's markers over one by one, then shows how many
// fire tokens each hall gets.
func (b *Board) reveal(d tk.PileRevealed, ticks int) *kit.Anim {
	n := max(ticks*2, ticks/2*len(d.Markers)+ticks)
	end := func() {
		b.m.pile = nil
		for s := range b.m.players {
			if b.m.handKnown[s] {
				b.m.spreadHand[s] = append([]string(nil), spreadValues...)
			}
		}
	}
	return &kit.Anim{N: n, End: end, Draw: func(c *ui.Canvas, f float64) {
		cx, cy := origin.X+origin.W/2, origin.Y+origin.H/2
		w := revealWidth(len(d.Markers))
		b.Spr.RoundRect(c, cx-w/2, cy-70, w, 140, 14, revealFill, revealEdge, 2)
		c.TextCentered("The spread markers are turned over", ui.Face{Style: ui.Bold, Size: 15}, cx, cy-50, kit.Parchment)
		for i, pm := range d.Markers {
			x := cx - float64(len(d.Markers)-1)*23 + float64(i)*46
			turn := kit.Part(f*float64(len(d.Markers)+2)-float64(i), 0, 1) // one after another
			b.TurnCard(c, b.Card(pm.Owner, pm.Value, 32, true), x, cy+8, turn)
		}
		if f > 0.6 {
			a := math.Min(1, (f-0.6)*5)
			for h, k := range d.Fires {
				if k == 0 {
					continue
				}
				hx, hy := hallCentre(h)
				b.Disc(c, hx, hy, 26, color.RGBA{200, 50, 10, 255}, a*0.85)
				c.TextCentered(fmt.Sprintf("+%d", k), ui.Face{Style: ui.Bold, Size: 22}, hx, hy, ui.Fade(flameCore, a))
			}
		}
	}}
}

// revealWidth is the width of the box showing n spread markers turned over.
func revealWidth(n int) float64 { return math.Max(float64(n)*46+40, 330) }

// fireLands sends a fire token from the supply into its hall square.
func (b *Board) fireLands(d tk.FireLanded, ticks int) *kit.Anim {
	b.m.fireSupply--
	if d.NewAsh {
		b.m.ashSupply--
	}
	x0, y0 := b.supplySpot()
	x1, y1 := slotCentre(d.Hall, d.Slot)
	end := func() {
		c := &b.m.cells[d.Hall][d.Slot]
		c.Fire = true
		c.Ash = c.Ash || d.NewAsh
	}
	return kit.Fly(x0, y0, x1, y1, 80, ticks*3/4, end, func(c *ui.Canvas, x, y, f float64) {
		if d.NewAsh && f > 0.7 {
			b.ash(c, x1+8, y1+14, 13, (f-0.7)/0.3)
		}
		b.flame(c, x, y, 16, d.Square, 0.6+0.4*f)
	})
}

// corridorFire bursts out of a full hall onto a corridor square.
func (b *Board) corridorFire(d tk.CorridorFire, ticks int) *kit.Anim {
	b.m.fireSupply--
	x0, y0 := hallCentre(d.From)
	x1, y1 := squareCentre(d.Square)
	return kit.Fly(x0, y0, x1, y1, 10, ticks, func() { b.m.fire[d.Square] = true }, func(c *ui.Canvas, x, y, f float64) {
		b.flame(c, x, y, 20, d.Square, 0.6+0.4*f)
		b.Ring(c, x1, y1, 68, 68, 34, 3, flameOuter, 1-f)
	})
}

// fireSpreads runs a flame from one hall through a burning door to the
// next; a blocked one dies at the far wall.
func (b *Board) fireSpreads(d tk.FireSpreads, blocked bool, ticks int) *kit.Anim {
	x0, y0 := hallCentre(d.From)
	xm, ym := squareCentre(d.Square)
	x1, y1 := hallCentre(d.To)
	return &kit.Anim{N: ticks, Draw: func(c *ui.Canvas, f float64) {
		var x, y float64
		if f < 0.5 {
			x, y = kit.Lerp(x0, xm, f*2), kit.Lerp(y0, ym, f*2)
		} else {
			g := (f - 0.5) * 2
			if blocked {
				g *= 0.4
			}
			x, y = kit.Lerp(xm, x1, g), kit.Lerp(ym, y1, g)
		}
		for i := range 4 { // a trail of sparks
			t := math.Max(0, f-float64(i)*0.05)
			tx, ty := kit.Lerp(x0, xm, math.Min(1, t*2)), kit.Lerp(y0, ym, math.Min(1, t*2))
			b.Disc(c, tx, ty, 4-float64(i)*0.7, flameMid, 0.8-float64(i)*0.18)
		}
		b.flame(c, x, y, 16, d.Square, 1)
		if blocked && f > 0.75 {
			b.Steam(c, x, y, (f-0.75)/0.25)
		}
	}}
}

// bucketsBack lowers the buckets onto their wells again.
func (b *Board) bucketsBack(d tk.BucketsReturned, ticks int) *kit.Anim {
	end := func() {
		for _, w := range d.Wells {
			b.m.bucket[w] = true
		}
	}
	return &kit.Anim{N: ticks, End: end, Draw: func(c *ui.Canvas, f float64) {
		for _, w := range d.Wells {
			x, y := bucketSpot(w)
			e := kit.Ease(f)
			b.bucket(c, x, y-40*(1-e), 9)
		}
	}}
}

// gameEnds announces the end; the banner stays once all is shown.
func (b *Board) gameEnds(d tk.GameEnded, ticks int) *kit.Anim {
	text, col := "The castle is saved!", wonColour
	if !d.Won {
		text, col = "The castle burns down", lostColour
	}
	return b.Announce(text, d.Reason, col, 560, 112, ticks*3, func() {
		b.Result.Over = true
		b.Result.Lost = !d.Won
		b.Result.Winners = d.Winners
		b.EndText = d.Reason
		for h := range b.m.scored { // a hall without markers scores nothing, but is counted
			b.m.scored[h] = d.Won
		}
	})
}

// hallScored turns a hall's markers face-up and counts their points up.
func (b *Board) hallScored(d tk.HallScored, ticks int) *kit.Anim {
	h := d.Score.Hall
	seen := [4]int{}
	for _, ms := range d.Score.Markers { // the markers are now shown face-up
		c := &b.m.cells[h][ms.Slot]
		if i := seen[ms.Slot]; i < int(c.N) {
			c.M[i].Kind = ms.Kind
			seen[ms.Slot]++
		}
	}
	base := b.m.scores
	end := func() {
		for _, ms := range d.Score.Markers {
			base[ms.Owner] += ms.Points
		}
		b.m.scores = base
		b.m.scored[h] = true
	}
	r := hallRect(h)
	slots := make([]int, len(d.Score.Markers))
	for i, ms := range d.Score.Markers {
		slots[i] = ms.Slot
	}
	nth, shared := kit.Share(slots)
	return &kit.Anim{N: ticks * 2, End: end, Draw: func(c *ui.Canvas, f float64) {
		b.RingRect(c, r, -3, 8, 4, color.RGBA{255, 210, 110, 255}, 1-f*0.5)
		b.m.scores = base
		for i, ms := range d.Score.Markers {
			x, y := slotCentre(h, ms.Slot)
			if shared[i] > 1 { // two markers on one square: side by side
				x += float64(nth[i]*2-1) * 26
			}
			b.m.scores[ms.Owner] = kit.CountUp(b.m.scores[ms.Owner], ms.Points, f*1.5)
			b.Pill(c, x, y-16-34*kit.Ease(math.Min(1, f*1.5)), fmt.Sprintf("%+d", ms.Points), b.Colour(ms.Owner), 1)
		}
	}}
}

// spreadValues are the faces of a seat's six spread markers.
var spreadValues = []string{"A", "B", "C", "1", "2", "3"}

var (
	revealFill = kit.BoxFill
	revealEdge = color.RGBA{255, 150, 60, 255}
	wonColour  = color.RGBA{255, 200, 100, 255}
	lostColour = color.RGBA{255, 110, 80, 255}
)
