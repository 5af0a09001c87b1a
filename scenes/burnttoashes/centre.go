package burnttoashes

import (
	"fmt"
	"math"

	"github.com/hajimehoshi/ebiten/v2/vector"

	"embers/rules"
	ba "embers/rules/burnttoashes"
	"embers/scenes/kit"
	"embers/scenes/ui"
)

// drawKeep paints the dragon's keep in the middle of the ring.
func (b *Board) drawKeep(c *ui.Canvas) {
	c.FillRoundRect(keep.X, keep.Y, keep.W, keep.H, 14, keepCol)
	c.StrokeRoundRect(keep.X, keep.Y, keep.W, keep.H, 14, 2, keepEdge)
}

// drawTables paints the grounds of the offering table and the hands
// (under the lit rings).
func (b *Board) drawTables(c *ui.Canvas) {
	r := offerRect
	c.FillRoundRect(r.X, r.Y, r.W, r.H, 8, kit.RGB(58, 40, 30))
	for _, r := range []kit.Rect{goldRect, handFRect} {
		c.FillRoundRect(r.X, r.Y, r.W, r.H, 6, kit.RGB(36, 26, 20))
	}
}

// drawDragon paints the dragon with its seven wounds: the hits landed
// glow red on its body, those still to land are dark scales.
func (b *Board) drawDragon(c *ui.Canvas) {
	x, y := dragonSpot.Centre()
	y -= 18
	if b.m.Hits >= ba.Hits {
		c.TextCentered("slain", ui.Face{Style: ui.Bold, Size: 22}, x, y, goldCol)
	}
	b.Glow(c, x, y, 70, 0.35)
	dragonBody(c, x, y, b.Frame)
	for i := range ba.Hits { // the wounds in a row under the dragon
		hx, hy := x+float64(i-ba.Hits/2)*18, y+46
		col := kit.RGB(46, 34, 30)
		if i < b.m.Hits {
			col = kit.RGB(220, 40, 30)
		}
		c.FillCircle(hx, hy, 7, col)
		c.StrokeCircle(hx, hy, 7, 1.2, keepEdge)
	}
	c.TextCentered(fmt.Sprintf("wounds %d of %d", b.m.Hits, ba.Hits), ui.Face{Size: 12}, x, dragonSpot.Y+dragonSpot.H-4, faintInk)
}

// dragonBody is the dragon coiled in its keep: wings, body and head.
func dragonBody(c *ui.Canvas, x, y float64, frame int) {
	beat := 6 * math.Sin(float64(frame)/18)
	body := kit.RGB(140, 36, 28)
	wing := kit.RGB(96, 26, 22)
	c.FillPath(poly([]ui.Pt{{X: x - 12, Y: y}, {X: x - 74, Y: y - 30 - beat}, {X: x - 54, Y: y + 6}, {X: x - 66, Y: y + 20}}), wing)
	c.FillPath(poly([]ui.Pt{{X: x + 12, Y: y}, {X: x + 74, Y: y - 30 - beat}, {X: x + 54, Y: y + 6}, {X: x + 66, Y: y + 20}}), wing)
	c.FillCircle(x, y+6, 24, body)
	c.FillCircle(x, y-24, 13, body)
	c.FillCircle(x-5, y-27, 2.5, goldCol)
	c.FillCircle(x+5, y-27, 2.5, goldCol)
}

// drawSpaces paints the four dragon tile spaces: a tile face down (yellow
// or red back) or its value, and the pawn on the one chosen.
func (b *Board) drawSpaces(c *ui.Canvas) {
	for i := range ba.Paths {
		r := spaceRect(i)
		back := kit.RGB(200, 160, 50)
		if b.m.Red[i] {
			back = kit.RGB(170, 50, 36)
		}
		if b.m.Year == 0 {
			c.StrokeRoundRect(r.X, r.Y, r.W, r.H, 6, 1.5, keepEdge)
			c.TextCentered("path "+ba.PathLetter(i), ui.Face{Size: 11}, r.X+r.W/2, r.Y+r.H/2, faintInk)
			continue
		}
		c.FillRoundRect(r.X, r.Y, r.W, r.H, 6, back)
		c.StrokeRoundRect(r.X, r.Y, r.W, r.H, 6, 2, kit.RGB(40, 24, 16))
		label, face := "?", ui.Face{Style: ui.Bold, Size: 26}
		if v := b.m.Slot[i]; v > 0 {
			label = itoa(v)
		}
		c.TextCentered(label, face, r.X+r.W/2, r.Y+r.H/2, kit.RGB(30, 18, 12))
		c.Text(ba.PathLetter(i), ui.Face{Style: ui.Bold, Size: 11}, r.X+5, r.Y+3, ui.Start, kit.RGB(30, 18, 12))
		if !b.m.Shown[i] && b.m.Slot[i] > 0 {
			c.Text("seen", ui.Face{Size: 9}, r.X+r.W-4, r.Y+r.H-12, ui.End, kit.RGB(30, 18, 12))
		}
		if b.m.Pawn == i && !b.m.flight.on {
			b.pawn(c, r.X+r.W/2, r.Y-6)
		}
	}
	if f := b.m.flight; f.on {
		x, y := b.flightPoint(f.path, f.f)
		b.pawn(c, x, y)
	}
}

// pawn is the dragon pawn: a small dark dragon head with ember eyes.
func (b *Board) pawn(c *ui.Canvas, x, y float64) {
	b.Glow(c, x, y, 20, 0.45)
	c.FillCircle(x, y, 11, kit.RGB(60, 20, 18))
	c.StrokeCircle(x, y, 11, 2, emberCol)
	c.FillCircle(x-4, y-2, 2, goldCol)
	c.FillCircle(x+4, y-2, 2, goldCol)
}

// flightPoint is where the pawn is at fraction f of its flight: from its
// space out to the path's entry, then province by province.
func (b *Board) flightPoint(path int, f float64) (float64, float64) {
	pts := []ui.Pt{}
	x, y := spaceRect(path).Centre()
	pts = append(pts, ui.Pt{X: x, Y: y})
	for pos := range ba.PathLen {
		x, y := provRect(path*ba.PathLen + pos).Centre()
		pts = append(pts, ui.Pt{X: x, Y: y})
	}
	f = math.Max(0, math.Min(1, f)) * float64(len(pts)-1)
	i := min(int(f), len(pts)-2)
	t := f - float64(i)
	return pts[i].X + (pts[i+1].X-pts[i].X)*t, pts[i].Y + (pts[i+1].Y-pts[i].Y)*t
}

// drawFollowers paints the follower deck and the three face-up followers.
func (b *Board) drawFollowers(c *ui.Canvas) {
	cardBack(c, deckRect, "followers", b.m.DeckN)
	for i := range ba.DisplaySize {
		r := displayRect(i)
		k := b.m.Display[i]
		if k < 0 {
			c.StrokeRoundRect(r.X, r.Y, r.W, r.H, 5, 1, keepEdge)
			continue
		}
		c.FillRoundRect(r.X, r.Y, r.W, r.H, 5, kit.RGB(226, 212, 180))
		lines, face, _ := kit.FitName(ba.Follower(k).Name, ui.Face{Style: ui.Bold, Size: 12}, r.W-6, true, 8, 1)
		for j, l := range lines {
			c.TextCentered(l, face, r.X+r.W/2, r.Y+20+float64(j)*(face.Size+2), kit.RGB(40, 26, 16))
		}
		c.TextCentered(ba.Follower(k).Phase, ui.Face{Size: 9}, r.X+r.W/2, r.Y+r.H-10, kit.RGB(90, 70, 50))
	}
}

// cardBack is a face-down pile with its count.
func cardBack(c *ui.Canvas, r kit.Rect, what string, n int) {
	if n == 0 {
		c.StrokeRoundRect(r.X, r.Y, r.W, r.H, 5, 1, keepEdge)
	} else {
		c.FillRoundRect(r.X, r.Y, r.W, r.H, 5, kit.RGB(88, 40, 30))
		c.StrokeRoundRect(r.X+3, r.Y+3, r.W-6, r.H-6, 4, 1, goldCol)
		c.TextCentered(itoa(n), ui.Face{Style: ui.Bold, Size: 18}, r.X+r.W/2, r.Y+r.H/2, goldCol)
	}
	c.TextCentered(what, ui.Face{Size: 10}, r.X+r.W/2, r.Y+r.H+8, faintInk)
}

// drawOffering paints the offering table: each seat's face-down cards
// (turned to their sum once the tile is turned), the round, and whether
// anyone has revised this round.
func (b *Board) drawOffering(c *ui.Canvas) {
	r := offerRect
	if b.m.FightP >= 0 { // the fight lies on the table (fight.go)
		return
	}
	if b.m.Pawn < 0 {
		c.TextCentered("the offering table", ui.Face{Size: 12}, r.X+r.W/2, r.Y+r.H/2, faintInk)
		return
	}
	for s := range b.m.Players {
		cell := offerCell(s, b.m.Players)
		b.Spr.SeatDisc(c, b.Session, rules.Seat(s), cell.X+8, cell.Y+7, 7)
		label, told := b.offerLabel(s)
		w := cell.W - 22
		if b.m.Players > 4 { // two rows of three: the worth beside the cards
			if told != "" {
				label += " · " + told
			}
			c.Text(label, kit.FitFace(ui.Face{Size: 11}, label, w), cell.X+19, cell.Y+1, ui.Start, inkCol)
			continue
		}
		c.Text(label, kit.FitFace(ui.Face{Size: 11}, label, w), cell.X+19, cell.Y+1, ui.Start, inkCol)
		if told != "" {
			c.Text(told, kit.FitFace(ui.Face{Size: 10}, told, w), cell.X+19, cell.Y+15, ui.Start, faintInk)
		}
	}
	round := fmt.Sprintf("round %d of %d", max(1, b.m.Round), ba.OfferRounds)
	switch {
	case b.m.Shown[b.m.Pawn]: // turned: the sum against the tile
		sum := 0
		for s := range b.m.Players {
			sum += b.m.Gave[s]
		}
		v := b.m.Slot[b.m.Pawn]
		round = fmt.Sprintf("%d gold against the tile's %d: held off", sum, v)
		if sum < v {
			round = fmt.Sprintf("%d gold against the tile's %d: %s", sum, v, countOf(v-sum, "attack"))
		}
	case b.m.Round >= ba.OfferRounds:
		round += " · the last"
	case b.m.Round > 0 && !b.m.Changed:
		round += " · nobody changed: if all stand, it is final"
	}
	c.TextCentered(round, ui.Face{Size: 11}, r.X+r.W/2, r.Y+r.H-12, faintInk)
}

// offerCell is where seat's offering lies on the table among players:
// one row of up to four, else two rows of three.
func offerCell(seat, players int) kit.Rect {
	r := offerRect
	cols, row := max(1, players), 0
	if players > 4 {
		cols, row = 3, seat/3
		seat %= 3
	}
	w := (r.W - 16) / float64(cols)
	return kit.Rect{X: r.X + 8 + w*float64(seat), Y: r.Y + 7 + 16*float64(row), W: w, H: 16}
}

// offerLabel is what the table shows of seat's offering: the cards laid
// face down, the viewer's own worth, a team-mate's worth as they told it
// (co-op), and every offering's gold once the tile is turned.
func (b *Board) offerLabel(s int) (label, told string) {
	m := &b.m
	switch {
	case m.Pawn >= 0 && m.Shown[m.Pawn]:
		return itoa(m.Gave[s]) + " gold", ""
	case s == m.Viewer && m.OfferN[s] > 0:
		return countOf(m.OfferN[s], "card"), itoa(goldOf(m.Offer[s])) + " gold"
	case m.OfferN[s] > 0 && b.told[s].Told && b.told[s].Cards == m.OfferN[s]:
		return countOf(m.OfferN[s], "card"), "says " + itoa(b.told[s].Gold) + " gold"
	}
	return countOf(m.OfferN[s], "card"), ""
}

func goldOf(cards [4]int) int { return cards[1] + 2*cards[2] + 3*cards[3] }

// poly is a closed path through pts.
func poly(pts []ui.Pt) *vector.Path {
	var p vector.Path
	p.MoveTo(float32(pts[0].X), float32(pts[0].Y))
	for _, q := range pts[1:] {
		p.LineTo(float32(q.X), float32(q.Y))
	}
	p.Close()
	return &p
}
