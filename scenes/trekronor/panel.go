package trekronor

import (
	"fmt"
	"image/color"
	"strconv"

	"embers/rules"
	tk "embers/rules/trekronor"
	"embers/scenes/kit"
	"embers/scenes/ui"
)

// DrawSupplies paints a seat's supplies: servants in hand, save/steal markers
// left, spread markers in hand (values only for the viewer), and the score
// once the game is won.
func (b *Board) DrawSupplies(c *ui.Canvas, seat rules.Seat, r kit.Rect) {
	s := int(seat)
	small := ui.Face{Size: 13}
	num := ui.Face{Style: ui.Bold, Size: 15}
	x, y := r.X+16, r.Y+r.H/2
	b.servant(c, seat, x, y-2, 10)
	c.Text("×"+strconv.Itoa(b.m.hand[s]), num, x+14, y-9, ui.Start, kit.TipColour)
	x += 58
	mk := b.m.markers[s]
	if mk[0] >= 0 && mk[1] >= 0 {
		b.marker(c, tk.Marker{Owner: seat, Kind: tk.KindSave}, x, y, 18)
		c.Text(strconv.Itoa(mk[0]), num, x+13, y-9, ui.Start, kit.TipColour)
		b.marker(c, tk.Marker{Owner: seat, Kind: tk.KindSteal}, x+40, y, 18)
		c.Text(strconv.Itoa(mk[1]), num, x+53, y-9, ui.Start, kit.TipColour)
	} else {
		b.marker(c, tk.Marker{Owner: seat, Kind: tk.KindUnknown}, x, y, 18)
		c.Text(strconv.Itoa(mk[2]), num, x+13, y-9, ui.Start, kit.TipColour)
	}
	x += 84
	b.drawSpreadHand(c, seat, x, y)
	if b.Result.Over && !b.Result.Lost {
		c.Text(fmt.Sprintf("%+d", b.m.scores[s]), ui.Face{Style: ui.Bold, Size: 20}, r.X+r.W-10, y-13, ui.End, kit.BtnEdge)
	} else if b.Result.Over {
		c.Text("lost", small, r.X+r.W-10, y-8, ui.End, kit.FaintText)
	}
}

// drawSpreadHand shows the viewer's spread markers face-up, others' as a
// face-down count.
func (b *Board) drawSpreadHand(c *ui.Canvas, seat rules.Seat, x, y float64) {
	s := int(seat)
	if b.Sees(seat) && b.m.handKnown[s] {
		for i, v := range b.m.spreadHand[s] {
			b.spreadCard(c, seat, v, x+float64(i)*19, y, 16, true)
		}
		return
	}
	n := 6 - kit.Count(b.m.pile, func(e tk.PileEntry) bool { return e.Owner == seat })
	for i := range n {
		b.spreadCard(c, seat, "?", x+float64(i)*6, y, 16, false)
	}
	c.Text(strconv.Itoa(n), ui.Face{Style: ui.Bold, Size: 13}, x+float64(n)*6+12, y-8, ui.Start, kit.FaintText)
}

// DrawShared paints the danger meter (fire and ash left) and the pile.
func (b *Board) DrawShared(c *ui.Canvas, r kit.Rect) {
	label := ui.Face{Style: ui.Bold, Size: 13}
	danger := !b.Result.Over && (b.m.fireSupply <= 4 || b.m.ashSupply <= 5)
	title, col := "Fire and ash left", kit.FaintText
	if danger {
		title, col = "Fire and ash left: the castle is in danger!", color.RGBA{255, 130, 90, 255}
	}
	c.Text(title, label, r.X+4, r.Y+2, ui.Start, col)
	b.Meter(c, r.X+4, r.Y+22, b.m.fireSupply, tk.TotalFire, 14, flameMid, "fire")
	b.Meter(c, r.X+4, r.Y+44, b.m.ashSupply, tk.TotalAsh, 9.5, ashLight, "ash")
	b.drawPile(c, r)
}

func (b *Board) drawPile(c *ui.Canvas, r kit.Rect) {
	px, py := b.pileSpot()
	c.Text("Spread pile", ui.Face{Style: ui.Bold, Size: 13}, px, r.Y+2, ui.Center, kit.FaintText)
	if len(b.m.pile) == 0 {
		if b.Anim == nil || b.Anim.Kind != tk.EvSpreadPlaced { // never under a marker landing on it
			c.TextCentered("empty", ui.Face{Size: 13}, px, py, kit.FaintText)
		}
		return
	}
	n := len(b.m.pile)
	step := 14.0
	if n > 1 {
		step = min(step, 130/float64(n-1))
	}
	for i, e := range b.m.pile {
		x := px - float64(n-1)*step/2 + float64(i)*step
		up := e.Value < 6 && b.Viewer != rules.NoSeat // known to this screen
		b.spreadCard(c, e.Owner, tk.ValueName(e.Value), x, py, 20, up)
	}
}

var _ kit.PanelPlacer = (*Board)(nil)

// SupplyPart names the part of a seat's row at dx, as DrawSupplies lays
// it out: the servants, the save and steal markers, the spread markers.
func (b *Board) SupplyPart(_ rules.Seat, dx float64) string {
	return kit.RowPart(dx, []float64{58, 142, 260}, tk.ServantsPart, tk.MarkersPart, tk.SpreadPart)
}

// StatusPlace names what DrawShared shows at (x, y): the pile on the
// right, the fire and ash left under the title.
func (b *Board) StatusPlace(x, y float64, r kit.Rect) rules.Place {
	switch {
	case x > r.X+r.W-160:
		return tk.PilePlace
	case y < r.Y+18:
		return ""
	}
	return tk.SupplyPlace
}
