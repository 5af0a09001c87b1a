package burnttoashes

import (
	"image/color"
	"math"

	"embers/rules"
	ba "embers/rules/burnttoashes"
	"embers/scenes/kit"
	"embers/scenes/ui"
)

// The kingdom's colours: green land darkening into ash, each path's
// own tint on its provinces, and the dragon's embers.
var (
	landCol  = kit.RGB(34, 38, 26)
	keepCol  = kit.RGB(42, 30, 24)
	keepEdge = kit.RGB(110, 74, 46)
	ashCol   = kit.RGB(58, 54, 52)
	ashText  = kit.RGB(150, 140, 134)
	inkCol   = kit.RGB(236, 222, 196)
	faintInk = kit.RGB(170, 156, 132)
	emberCol = kit.RGB(232, 96, 40)
	goldCol  = kit.RGB(232, 190, 80)
	pathCols = [ba.Paths]color.RGBA{kit.RGB(74, 92, 58), kit.RGB(96, 84, 52), kit.RGB(66, 84, 92), kit.RGB(94, 70, 78)}
)

// drawLand paints the ground under the provinces and the arrows of the
// dragon's four paths.
func (b *Board) drawLand(c *ui.Canvas) {
	c.FillRoundRect(origin.X, origin.Y, origin.W, origin.H, 10, landCol)
	for i := range ba.Paths {
		first, last := provRect(i*ba.PathLen), provRect(i*ba.PathLen+ba.PathLen-1)
		x0, y0 := first.Centre()
		x1, y1 := last.Centre()
		c.Line(x0, y0, x1, y1, 14, ui.Fade(pathCols[i], 0.7))
	}
}

// drawGround paints province p's ground and name, or its ashes once
// lost (under the lit rings and the pieces).
func (b *Board) drawGround(c *ui.Canvas, p int) {
	r := provRect(p)
	path, pos := pathOf(p)
	if b.m.Lost[p] {
		c.FillRoundRect(r.X, r.Y, r.W, r.H, 8, ashCol)
		b.name(c, p, r, ashText)
		label(c, p, r, ashText)
		c.TextCentered("ashes", ui.Face{Size: 14}, r.X+r.W/2, r.Y+r.H/2+8, ashText)
		return
	}
	c.FillRoundRect(r.X, r.Y, r.W, r.H, 8, pathCols[path])
	c.StrokeRoundRect(r.X, r.Y, r.W, r.H, 8, 1.5, ui.Fade(inkCol, 0.35))
	if pos == 0 {
		c.Text("entry", ui.Face{Size: 10}, r.X+r.W-6, r.Y+r.H-14, ui.End, faintInk)
	}
	b.name(c, p, r, inkCol)
	label(c, p, r, faintInk)
}

// label writes the province's label, its path's letter and its place
// along the path ("a3"), as the tutorial, the log and the rules reference
// name it: beside the coat of arms.
func label(c *ui.Canvas, p int, r kit.Rect, col color.RGBA) {
	c.Text(string(ba.ProvincePlace(p)), ui.Face{Style: ui.Bold, Size: 13}, r.X+29, r.Y+24, ui.Start, col)
}

// drawProvince paints province p's pieces: its ruler's coat, its stack
// and its guards.
func (b *Board) drawProvince(c *ui.Canvas, p int) {
	if b.m.Lost[p] {
		return
	}
	r := provRect(p)
	if o := b.m.Owner[p]; o >= 0 {
		b.Spr.SeatDisc(c, b.Session, rules.Seat(o), r.X+14, r.Y+31, 10)
	}
	b.drawStack(c, p, r.X+r.W-26, r.Y+24)
	b.drawGuards(c, p, r)
}

// name writes the province's name across its top, smaller if it must.
func (b *Board) name(c *ui.Canvas, p int, r kit.Rect, col color.RGBA) {
	face := kit.FitFace(ui.Face{Style: ui.Bold, Size: 12}, ba.ProvinceName(p), r.W-8)
	c.TextCentered(ba.ProvinceName(p), face, r.X+r.W/2, r.Y+9, col)
}

// drawStack paints the city tiles as a little pile, the top one face up
// where the viewer has looked at the stack, with the count beside.
func (b *Board) drawStack(c *ui.Canvas, p int, x, y float64) {
	st := b.m.Stack[p]
	for i := len(st) - 1; i >= 0; i-- {
		dy := float64(i) * 3
		c.FillRoundRect(x, y+dy, 22, 22, 3, kit.RGB(122, 98, 70))
		c.StrokeRoundRect(x, y+dy, 22, 22, 3, 1, kit.RGB(60, 44, 30))
	}
	if len(st) == 0 {
		return
	}
	if st[0] != ba.NoTile {
		b.tileIcon(c, st[0], x+11, y+11)
	}
	c.Text(itoa(len(st)), ui.Face{Size: 10}, x-3, y+4, ui.End, faintInk)
}

// toldGold is the gold team-mates told the team they laid on the table
// now (co-op), as the table shows it (offerLabel).
func (b *Board) toldGold() int {
	n := 0
	for s := range b.m.Players {
		if l := b.told[s]; s != b.m.Viewer && l.Told && b.m.OfferN[s] == l.Cards && b.m.Gave[s] == 0 {
			n += l.Gold
		}
	}
	return n
}

// tileIcon paints a city tile's face, centred on (x, y): the knight, the
// sword and the shield as they stand guard, power as a gold sun, a dragon
// attack as an ember, a treasure as a coin (the province's tip names them).
func (b *Board) tileIcon(c *ui.Canvas, t ba.Tile, x, y float64) {
	switch t {
	case ba.Knight:
		knight(c, x, y-1)
	case ba.Sword:
		sword(c, x, y+1)
	case ba.Shield:
		shield(c, x, y-1)
	case ba.Power:
		for k := range 8 {
			a := float64(k) * math.Pi / 4
			c.Line(x+4*math.Cos(a), y+4*math.Sin(a), x+9*math.Cos(a), y+9*math.Sin(a), 1.5, goldCol)
		}
		c.FillCircle(x, y, 4.5, goldCol)
	case ba.Attack:
		b.marker(c, x, y, 0.9)
	case ba.Treasure:
		c.FillCircle(x, y, 8, goldCol)
		c.StrokeCircle(x, y, 5.5, 1.2, kit.RGB(150, 110, 40))
	}
}

// drawRisk rings, faintly and pulsing, the provinces the dragon would
// strike if the offering stayed as the viewer sees it.
func (b *Board) drawRisk(c *ui.Canvas) {
	risk, any := b.m.atRisk(b.toldGold())
	if !any {
		return
	}
	a := 0.55 + 0.3*math.Sin(float64(b.Frame)/12)
	for p, r := range risk {
		if r == riskNone {
			continue
		}
		pr := provRect(p)
		label, ra := "at risk", a
		if r == riskMaybe {
			label, ra = "may burn", a*0.55
		}
		b.RingRect(c, pr, -2, 9, 2.5, emberCol, ra)
		c.Text(label, ui.Face{Style: ui.Bold, Size: 10}, pr.X+pr.W/2, pr.Y+pr.H-37, ui.Center, emberCol)
	}
}

// drawGuards paints the knight, sword, shield and the attack marker along
// the province's foot.
func (b *Board) drawGuards(c *ui.Canvas, p int, r kit.Rect) {
	y := r.Y + r.H - 20
	x := r.X + 14
	if b.m.Knight[p] {
		knight(c, x, y)
	}
	if b.m.Sword[p] {
		sword(c, x+24, y)
	}
	if b.m.Shield[p] {
		shield(c, x+46, y)
	}
	if b.m.Marker[p] {
		b.marker(c, r.X+r.W-18, y, 1)
	}
}

func knight(c *ui.Canvas, x, y float64) {
	c.FillCircle(x, y-3, 6, kit.RGB(200, 200, 210))
	c.FillRoundRect(x-8, y+2, 16, 9, 3, kit.RGB(170, 170, 184))
	c.Line(x-4, y-3, x+4, y-3, 1.5, kit.RGB(40, 40, 50))
}

func sword(c *ui.Canvas, x, y float64) {
	c.Line(x, y-10, x, y+8, 2.5, kit.RGB(220, 224, 232))
	c.Line(x-6, y+3, x+6, y+3, 2.5, goldCol)
}

func shield(c *ui.Canvas, x, y float64) {
	c.FillRoundRect(x-7, y-9, 14, 14, 3, kit.RGB(150, 60, 50))
	c.FillCircle(x, y+5, 7, kit.RGB(150, 60, 50))
	c.Line(x, y-8, x, y+10, 1.5, goldCol)
}

// marker is an attack marker: a glowing ember (a fraction a as it lands).
func (b *Board) marker(c *ui.Canvas, x, y, a float64) {
	b.Glow(c, x, y, 16, 0.5*a)
	c.FillCircle(x, y, 8*a, emberCol)
	c.FillCircle(x, y-2, 4*a, goldCol)
}

func itoa(n int) string {
	if n < 0 {
		return "-" + itoa(-n)
	}
	if n < 10 {
		return string(rune('0' + n))
	}
	return itoa(n/10) + string(rune('0'+n%10))
}
