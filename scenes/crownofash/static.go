package crownofash

import (
	"fmt"
	"image/color"
	"math"

	ca "embers/rules/crownofash"
	"embers/scenes/kit"
	"embers/scenes/ui"
)

// The game's look: ash and soot for the ground, bone for the plates and
// cards, old gold for what matters, dried blood and sulphur for the kinds.
var (
	soot, ashGround, ashLight = kit.RGB(22, 20, 19), kit.RGB(46, 43, 40), kit.RGB(92, 88, 82)
	bone, boneDark, boneInk   = kit.RGB(222, 210, 184), kit.RGB(150, 138, 114), kit.RGB(44, 34, 26)
	oldGold, goldDim          = kit.RGB(206, 164, 72), kit.RGB(120, 94, 42)
	plate, plateEdge          = kit.RGB(58, 52, 46), kit.RGB(112, 100, 84)
	citadelStone, citadelEdge = kit.RGB(74, 66, 60), kit.RGB(170, 140, 80)
	spaceFill, spaceEdge      = kit.RGBA(18, 16, 14, 220), kit.RGB(138, 126, 106)
	labelCol, faint           = kit.RGB(214, 200, 172), kit.RGB(150, 138, 120)
)

// kindFill is each resource's colour: bone, ash, blood, sulphur, gold.
var kindFill = [5]color.RGBA{kit.RGB(226, 214, 188), kit.RGB(128, 124, 118), kit.RGB(146, 34, 30), kit.RGB(214, 190, 62), kit.RGB(206, 164, 72)}

// ground is the map without pieces, painted once per scale.
var ground = kit.Still{Paint: paintGround, Text: writeGround}

func paintGround(r *ui.Raster) {
	o := origin
	r.FillRoundRect(o.X-6, o.Y-6, o.W+12, o.H+12, 12, soot)
	r.FillRoundRect(o.X, o.Y, o.W, 536, 10, ashGround)
	for i := range 90 { // drifts of ash
		x := o.X + 10 + ui.Noise(i*7)*(o.W-20)
		y := o.Y + 10 + ui.Noise(i*13+5)*516
		r.FillCircle(x, y, 6+ui.Noise(i*3)*22, ui.Shade(ashGround, 0.9+ui.Noise(i*11)*0.25))
	}
	for _, box := range []kit.Rect{roundsBox, aiBox, battleBox} {
		r.FillRoundRect(box.X, box.Y, box.W, box.H, 8, kit.RGBA(20, 18, 16, 200))
		r.StrokeRoundRect(box.X, box.Y, box.W, box.H, 8, 1.5, goldDim)
	}
	for reg := range ca.Regions {
		paintRegion(r, reg)
	}
	paintCitadel(r)
	r.FillRoundRect(o.X, 548, o.W, 156, 10, kit.RGB(34, 31, 28)) // the table under the map
	for i := range ca.DisplaySlots {
		s := slotRect(i)
		r.StrokeRoundRect(s.X, s.Y, s.W, s.H, 5, 1.2, plateEdge)
	}
	for i := range ca.RowSize {
		s := rowRect(i)
		r.StrokeRoundRect(s.X, s.Y, s.W, s.H, 5, 1.2, plateEdge)
	}
	for _, p := range []ui.Pt{buildAt, goldAt, refreshAt} {
		r.FillCircle(p.X, p.Y, spaceRadius, spaceFill)
		r.StrokeCircle(p.X, p.Y, spaceRadius, 2, oldGold)
	}
	r.FillRoundRect(trayRect.X-4, trayRect.Y-2, trayRect.W+4, trayRect.H+4, 6, kit.RGBA(12, 10, 9, 200))
}

func paintRegion(r *ui.Raster, reg int) {
	p := regionRect(reg)
	r.FillRoundRect(p.X+2, p.Y+3, p.W, p.H, 9, kit.RGBA(0, 0, 0, 120))
	r.FillRoundRect(p.X, p.Y, p.W, p.H, 9, plate)
	r.StrokeRoundRect(p.X+1, p.Y+1, p.W-2, p.H-2, 8, 1.5, plateEdge)
	t := tileRect(reg)
	r.StrokeRoundRect(t.X, t.Y, t.W, t.H, 4, 1, boneDark)
	for i := range 2 {
		d := defenderRect(reg, i)
		r.StrokeRoundRect(d.X, d.Y, d.W, d.H, 4, 1, boneDark)
		for _, at := range []ui.Pt{gatherAt(reg, i), combatAt(reg, i)} {
			r.FillCircle(at.X, at.Y, spaceR, spaceFill)
			if i == 0 {
				r.StrokeCircle(at.X, at.Y, spaceR, 1.6, spaceEdge)
			} else { // dashed: open at three or four lords
				for a := 0.0; a < 2*math.Pi; a += math.Pi / 4 {
					r.PolyLine(1.6, spaceEdge, r.Arc(at.X, at.Y, spaceR, a, a+math.Pi/8)...)
				}
			}
		}
	}
}

func paintCitadel(r *ui.Raster) {
	pts := citadelPts()
	r.Poly(kit.RGBA(0, 0, 0, 130), kit.Pushed(pts, mapX, mapY-3, -4)...)
	r.Poly(citadelStone, pts...)
	r.PolyLine(2.5, citadelEdge, append(pts, pts[0])...)
	for i := range 3 {
		d := defenderRect(ca.Citadel, i)
		r.StrokeRoundRect(d.X, d.Y, d.W, d.H, 4, 1, boneDark)
	}
}

// spaceFace writes the worker spaces' labels and notes.
var spaceFace = ui.Face{Size: 11}

// spaceLabelY is the middle of the line under region r's worker spaces.
func spaceLabelY(r int) float64 {
	p := regionRect(r)
	return p.Y + p.H - 8
}

// writeGround writes the names on the painted map.
func writeGround(c *ui.Canvas) {
	name := ui.Face{Style: ui.Bold, Size: 13}
	small := ui.Face{Size: 10}
	for reg := range ca.Regions {
		p := regionRect(reg)
		c.TextCentered(fmt.Sprintf("%d  %s", reg+1, ca.RegionOf(reg).Name), name, p.X+p.W/2, p.Y+12, labelCol)
		c.TextCentered("gather", spaceFace, gatherAt(reg, 0).X+15, spaceLabelY(reg), faint)
		c.TextCentered("battle", spaceFace, combatAt(reg, 0).X+15, spaceLabelY(reg), faint)
	}
	c.TextCentered("The Citadel", name, mapX, citadelTop-9, oldGold)
	head := ui.Face{Style: ui.Bold, Size: 12}
	c.TextCentered("Rounds", head, roundsBox.X+roundsBox.W/2, roundsBox.Y+12, oldGold)
	c.TextCentered("AI deck", head, aiBox.X+aiBox.W/2, aiBox.Y+12, oldGold)
	c.TextCentered("Battle", head, battleBox.X+battleBox.W/2, battleBox.Y+12, oldGold)
	c.Text("Fighters for hire", small, 24, rowA-12, ui.Start, faint)
	c.Text("Tier decks", small, 360, rowA-12, ui.Start, faint)
	c.Text("Structures", small, 24, rowB-12, ui.Start, faint)
	c.Text("Your hand", small, trayRect.X+4, rowB-12, ui.Start, faint)
	c.TextCentered("gold", small, goldAt.X, goldAt.Y-spaceRadius-6, faint)
	c.TextCentered("build", small, buildAt.X, buildAt.Y-spaceRadius-6, faint)
	c.TextCentered("refresh", small, refreshAt.X, refreshAt.Y+spaceRadius+7, faint)
}
