package cronberg

import (
	"image/color"
	"math"

	cb "embers/rules/cronberg"
	"embers/scenes/kit"
	"embers/scenes/ui"
)

// The town's colours: ash and soot, sandstone walls, cobbled streets.
var (
	groundDark, ashGround, sootStreak, emberSpot = kit.RGB(18, 14, 13), kit.RGB(78, 74, 70), kit.RGB(48, 44, 42), kit.RGB(120, 52, 24) // burnt ground
	streetStone, streetEdge, plazaStone          = kit.RGB(150, 138, 120), kit.RGB(60, 54, 48), kit.RGB(176, 164, 144)                 // streets and crossings
	wallStone, wallDark, wallLight               = kit.RGB(178, 152, 112), kit.RGB(110, 88, 60), kit.RGB(214, 190, 146)                // the walls
	trackFill, trackFill2, trackLine             = kit.RGB(52, 38, 28), kit.RGB(64, 47, 34), kit.RGB(120, 96, 66)                      // the score track
	hillGreen, hillDark                          = kit.RGB(66, 72, 48), kit.RGB(44, 48, 34)                                            // the castle hill
	castleStone, castleDark, roofBurnt           = kit.RGB(140, 128, 112), kit.RGB(86, 78, 70), kit.RGB(40, 30, 28)
	parkGreen, parkLight, trunkBrown             = kit.RGB(62, 104, 58), kit.RGB(104, 150, 84), kit.RGB(84, 58, 36)                          // parks
	guardRed, coatBlue, gold, steel              = kit.RGB(112, 40, 34), kit.RGB(40, 62, 112), kit.RGB(232, 188, 84), kit.RGB(196, 200, 206) // guards and coats of arms
	faintLabel                                   = kit.RGBA(206, 194, 176, 200)
	litLay, litGlow, litLayFill                  = kit.RGB(140, 210, 255), kit.RGBA(120, 90, 30, 120), kit.RGBA(14, 22, 28, 22) // where a tile may lie; the glow of a lit crossing
	activeGold, guardGlow, deadShade             = kit.RGB(255, 206, 96), kit.RGB(255, 84, 60), kit.RGBA(0, 0, 0, 120)          // triangles that count, guards at their post, dead ground
)

// town is the town without tiles and tokens, painted once per canvas scale and shared by every
// board (it never changes).
var town = kit.Still{Paint: paintTown, Text: writeTownText}

// paintTown paints the track, the walls, the ash ground with its special
// triangles, the streets and crossings, and the castle hill.
func paintTown(r *ui.Raster) {
	b := origin
	r.FillRoundRect(b.X, b.Y, b.W, b.H, 14, groundDark)
	track.Paint(r, kit.TrackLook{Fill: trackFill, Fill2: trackFill2, Line: trackLine, Tens: color.RGBA{92, 64, 38, 255}, Edge: wallDark})
	paintWall(r)
	for t := range cb.NumTriangles {
		paintGround(r, t)
	}
	paintStreets(r)
	paintCastle(r)
	for c := range cb.NumCrossings {
		p := crossingAt(c)
		r.FillCircle(p.X+0.6, p.Y+1, crossR, streetEdge)
		r.FillCircle(p.X, p.Y, crossR, plazaStone)
		r.StrokeCircle(p.X, p.Y, crossR, 1, streetEdge)
	}
}

func paintWall(r *ui.Raster) {
	r.Add(hexRing(wallW)...)
	r.Add(ui.Reversed(hexRing(0))...)
	r.Fill(wallStone)
	r.PolyLine(1.5, wallLight, hexRing(wallW-1)...)
	r.PolyLine(2, wallDark, hexRing(0.5)...)
	h := hexRing(wallW - 2)
	for i := range 6 { // crenels along each side
		a, b := h[i], h[(i+1)%6]
		l := math.Hypot(b.X-a.X, b.Y-a.Y)
		for k := 1; float64(k)*16 < l-16; k++ {
			f := float64(k) * 16 / l
			p := pt{X: kit.Lerp(a.X, b.X, f), Y: kit.Lerp(a.Y, b.Y, f)}
			r.FillCircle(p.X, p.Y, 2.6, wallDark)
		}
	}
	for _, p := range hexRing(wallW / 2) { // towers at the corners
		r.FillCircle(p.X+1, p.Y+2, 15, color.RGBA{0, 0, 0, 120})
		r.FillCircle(p.X, p.Y, 14, wallStone)
		r.StrokeCircle(p.X, p.Y, 14, 2, wallDark)
		r.FillCircle(p.X, p.Y, 8, wallDark)
		r.FillCircle(p.X-1, p.Y-1, 6.5, color.RGBA{60, 44, 32, 255})
	}
}

// paintGround paints triangle t: ash for a plain one, a lawn with a tree, a
// guard post or a coat of arms for the special ones.
func paintGround(r *ui.Raster, t int) {
	p := triPts(t)
	base := ui.Shade(ashGround, 0.9+ui.Noise(t*7)*0.2)
	switch cb.TriangleKind(t) {
	case cb.Park:
		base = ui.Shade(parkGreen, 0.9+ui.Noise(t*7)*0.15)
	case cb.Guard:
		base = guardRed
	case cb.Coat:
		base = coatBlue
	}
	r.Poly(base, p[0], p[1], p[2])
	m := triCentre(t)
	if cb.TriangleKind(t) == cb.Plain {
		for i := range 4 { // soot and a few embers
			a := ui.Noise(t*13+i) * 2 * math.Pi
			d := 6 + ui.Noise(t*5+i)*12
			x, y := m.X+d*math.Cos(a), m.Y+d*math.Sin(a)
			r.FillCircle(x, y, 2+ui.Noise(t*3+i)*4, sootStreak)
		}
		if ui.Noise(t) < 0.35 {
			r.FillCircle(m.X+(ui.Noise(t+9)-0.5)*14, m.Y+(ui.Noise(t+4)-0.5)*10, 1.8, emberSpot)
		}
		return
	}
	iconAt(r, cb.TriangleKind(t), m.X, m.Y+iconShift(t), 1.3)
}

// iconShift moves an icon towards the wide side of its triangle.
func iconShift(t int) float64 {
	if pointUp(t) {
		return 3
	}
	return -1
}

// iconAt paints the icon of a special triangle kind centred on (x, y).
func iconAt(r *ui.Raster, k cb.Kind, x, y, s float64) {
	switch k {
	case cb.Park:
		paintTree(r, x, y, s)
	case cb.Guard: // a tall figure: a little smaller
		paintGuard(r, x, y+1*s, s*0.9)
	case cb.Coat:
		paintCoat(r, x, y, s)
	}
}

func paintTree(r *ui.Raster, x, y, s float64) {
	r.FillCircle(x+1.5*s, y+9*s, 7*s, color.RGBA{30, 52, 30, 160})
	r.Poly(trunkBrown, pt{X: x - 1.6*s, Y: y + 9*s}, pt{X: x + 1.6*s, Y: y + 9*s}, pt{X: x + 1.2*s, Y: y}, pt{X: x - 1.2*s, Y: y})
	r.FillCircle(x, y-4*s, 8*s, color.RGBA{40, 82, 42, 255})
	r.FillCircle(x-4*s, y-1*s, 5*s, color.RGBA{46, 92, 46, 255})
	r.FillCircle(x+4*s, y-2*s, 5.5*s, color.RGBA{50, 98, 50, 255})
	r.FillCircle(x-1.5*s, y-7*s, 4.5*s, parkLight)
}

// paintGuard paints a town guard: helmet, face, tabard and halberd.
func paintGuard(r *ui.Raster, x, y, s float64) {
	q := func(dx, dy float64) pt { return pt{X: x + dx*s, Y: y + dy*s} }
	r.FillCircle(x+1*s, y+12.5*s, 8*s, color.RGBA{40, 10, 8, 140})                               // a shadow
	r.Line(x+9*s, y-14*s, x+9*s, y+13*s, 1.7*s, trunkBrown)                                      // the halberd's shaft
	r.Poly(steel, q(9, -13), q(14.5, -11), q(14.5, -5.5), q(9, -7.5))                            // its blade
	r.Line(x+9*s, y-13*s, x+9*s, y-17*s, 1.2*s, steel)                                           // its spike
	r.Poly(gold, q(-6.5, 1.5), q(5.5, 1.5), q(7, 12.5), q(-8, 12.5))                             // the tabard
	r.Poly(color.RGBA{170, 44, 40, 255}, q(-1.5, 1.5), q(0.5, 1.5), q(0.8, 12.5), q(-1.8, 12.5)) // its stripe
	r.Line(x+4*s, y+4*s, x+9*s, y+2*s, 2.2*s, gold)                                              // the arm
	r.FillCircle(x-0.5*s, y-2.5*s, 4*s, color.RGBA{226, 184, 146, 255})                          // the face
	r.Add(r.Arc(x-0.5*s, y-5*s, 5.2*s, math.Pi, 2*math.Pi)...)                                   // the helmet
	r.Fill(steel)
	r.Line(x-8.5*s, y-5*s, x+7.5*s, y-5*s, 1.6*s, steel) // its brim
	r.Line(x-3*s, y-10.4*s, x+2*s, y-10.8*s, 1.6*s, color.RGBA{220, 60, 50, 255})
}

// paintCoat paints a shield with a tower on it.
func paintCoat(r *ui.Raster, x, y, s float64) {
	sh := []pt{{X: x - 8*s, Y: y - 9*s}, {X: x + 8*s, Y: y - 9*s}, {X: x + 8*s, Y: y + 1*s}, {X: x, Y: y + 10*s}, {X: x - 8*s, Y: y + 1*s}}
	r.Poly(gold, sh...)
	r.Poly(color.RGBA{170, 44, 40, 255}, pt{X: x - 6*s, Y: y - 7*s}, pt{X: x, Y: y - 7*s}, pt{X: x, Y: y + 7.5*s}, pt{X: x - 6*s, Y: y + 0.5*s})
	r.PolyLine(1.2*s, kit.Ink, sh...)
	r.FillRect(x+1.5*s, y-5*s, 4*s, 8*s, kit.Ink) // a little tower on the gold half
	r.FillRect(x+1*s, y-6.5*s, 1.4*s, 2*s, kit.Ink)
	r.FillRect(x+4.2*s, y-6.5*s, 1.4*s, 2*s, kit.Ink)
}

// paintStreets draws every edge between triangles as a cobbled street:
// each once, edge stones under the paving.
func paintStreets(r *ui.Raster) {
	streets := map[[2]int]bool{}
	for t := range cb.NumTriangles {
		c := cb.TriangleCorners(t)
		for i := range 3 {
			streets[[2]int{min(c[i], c[(i+1)%3]), max(c[i], c[(i+1)%3])}] = true
		}
	}
	pave := func(width float64, col color.RGBA) {
		for k := range streets {
			p, q := crossingAt(k[0]), crossingAt(k[1])
			r.Segment(p.X, p.Y, q.X, q.Y, width, true)
		}
		r.Fill(col)
	}
	pave(6, streetEdge)
	pave(3.4, streetStone)
}

// paintCastle paints the hill in the middle with the castle on it.
func paintCastle(r *ui.Raster) {
	r.Poly(hillDark, castleRing(3)...)
	r.Poly(hillGreen, castleRing(9)...)
	x, y := cx, cy+8
	r.FillRoundRect(x-52, y-24, 104, 56, 4, color.RGBA{0, 0, 0, 90})
	r.FillRect(x-48, y-28, 96, 52, castleStone) // the curtain wall
	for k := range 7 {
		r.FillRect(x-48+float64(k)*15, y-34, 7, 7, castleStone)
	}
	r.FillRect(x-16, y-58, 32, 40, castleStone) // the keep
	for k := range 3 {
		r.FillRect(x-16+float64(k)*12.5, y-64, 7, 7, castleStone)
	}
	for _, tx := range []float64{-52, 52} { // two towers
		r.FillRect(x+tx-11, y-44, 22, 68, castleDark)
		r.Poly(roofBurnt, pt{X: x + tx - 13, Y: y - 44}, pt{X: x + tx + 13, Y: y - 44}, pt{X: x + tx, Y: y - 66})
	}
	r.Add(r.Arc(x, y+24, 11, math.Pi, 2*math.Pi)...) // the gate
	r.Add(pt{X: x + 11, Y: y + 24}, pt{X: x - 11, Y: y + 24})
	r.Fill(kit.Ink)
	for _, wx := range []float64{-30, 30, -6, 6} {
		r.FillRect(x+wx-2.5, y-10, 5, 9, kit.Ink)
	}
	r.FillRect(x-3, y-50, 6, 10, kit.Ink)
	for i := range 5 { // soot above the burnt roofs
		r.FillCircle(x-30+float64(i)*15, y-38-ui.Noise(i)*6, 5+ui.Noise(i+3)*3, color.RGBA{30, 26, 24, 110})
	}
}

// writeTownText numbers the crossings, the track and names the castle.
func writeTownText(c *ui.Canvas) {
	small := ui.Face{Size: 9}
	for i := range cb.NumCrossings {
		p := crossingAt(i)
		c.TextCentered(cb.CrossingName(i), small, p.X, p.Y, kit.Ink)
	}
	track.Number(c, faintLabel, gold)
	for t := range cb.NumTriangles { // the names the texts use, small, at the narrow end
		m := triCentre(t)
		dy := -14.0
		if !pointUp(t) {
			dy = 14
		}
		c.TextCentered(cb.TriangleName(t), ui.Face{Size: 9}, m.X, m.Y+dy, faintLabel)
	}
	c.TextCentered("Castle Cronberg", ui.Face{Style: ui.Bold, Size: 11}, cx, cy+46, kit.Parchment)
}
