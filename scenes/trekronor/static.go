package trekronor

import (
	"image/color"
	"math"

	tk "embers/rules/trekronor"
	"embers/scenes/kit"
	"embers/scenes/ui"
)

// The castle's colours: warm stone, dark wood, water, fire and ash.
var (
	frameWood, frameEdge            = kit.RGB(40, 24, 15), kit.RGB(92, 58, 32)                       // the frame round the castle
	cobbleBase, cobbleStone         = kit.RGB(56, 48, 42), kit.RGB(84, 74, 64)                       // the courtyard
	flagBase, flagSlab              = kit.RGB(96, 84, 72), kit.RGB(124, 110, 94)                     // the corridors
	floorWood, floorPlank, doorWood = kit.RGB(92, 58, 34), kit.RGB(70, 42, 24), kit.RGB(150, 92, 44) // the halls
	wallStone, wallShadow           = kit.RGB(150, 136, 118), kit.RGBA(30, 22, 18, 200)
	wellStone, water                = kit.RGB(140, 130, 118), kit.RGB(34, 70, 96)
	plaqueFill, faintLabel          = kit.RGBA(26, 16, 12, 225), kit.RGBA(176, 162, 144, 210)                         // name plates and labels
	flameOuter, flameMid, flameCore = kit.RGBA(214, 66, 18, 235), kit.RGBA(250, 140, 30, 240), kit.RGB(255, 226, 120) // fire, from the outside in
	ashDark, ashLight               = kit.RGB(58, 56, 54), kit.RGB(120, 116, 110)
	litAction                       = kit.RGB(120, 200, 255) // a target that acts on fire
)

// castle is the board without tokens, painted once per canvas scale and shared by every
// board (it never changes).
var castle = kit.Still{Paint: drawCastle, Text: drawCastleText}

// drawCastle paints the ground, halls, doors, wells and name plates (all
// but the text) on the CPU.
func drawCastle(r *ui.Raster) {
	b := origin
	r.FillRoundRect(b.X-10, b.Y-10, b.W+20, b.H+20, 12, frameWood)
	r.StrokeRoundRect(b.X-6, b.Y-6, b.W+12, b.H+12, 9, 2, frameEdge)
	r.FillRect(b.X, b.Y, b.W, b.H, cobbleBase)
	for sq := range tk.NumSquares {
		switch tk.SquareArea(sq) {
		case tk.Courtyard:
			x, y := squareCentre(sq)
			drawCobbles(r, x-sqSize/2, y-sqSize/2, sq%5) // a few cobble patterns
		case tk.Corridor:
			drawFlagstones(r, sq)
		}
	}
	for h := range tk.NumHalls {
		drawHall(r, h)
	}
	for w := range tk.NumWells {
		drawWell(r, w)
	}
	for h := range tk.NumHalls {
		drawPlaqueBack(r, h)
	}
}

// drawCastleText writes the hall names and the square labels over the
// painted castle.
func drawCastleText(c *ui.Canvas) {
	for h := range tk.NumHalls {
		drawPlaqueText(c, h)
	}
	drawLabels(c)
}

func drawCobbles(c *ui.Raster, x, y float64, sq int) {
	r := kit.Rect{X: x, Y: y, W: sqSize, H: sqSize}
	for i := range 16 {
		cx := r.X + 8.5 + float64(i%4)*17 + (ui.Noise(sq*31+i)-0.5)*5
		cy := r.Y + 8.5 + float64(i/4)*17 + (ui.Noise(sq*17+i)-0.5)*5
		rad := 6.2 + ui.Noise(sq*7+i)*1.8
		cx = math.Max(r.X+rad+1, math.Min(r.X+r.W-rad-1, cx)) // stay inside the tile
		cy = math.Max(r.Y+rad+1, math.Min(r.Y+r.H-rad-1, cy))
		c.FillCircle(cx+0.8, cy+1.2, rad, color.RGBA{30, 26, 22, 255})
		c.FillCircle(cx, cy, rad, ui.Shade(cobbleStone, 0.82+ui.Noise(sq*13+i)*0.3))
	}
}

func drawFlagstones(c *ui.Raster, sq int) {
	r := squareRect(sq)
	c.FillRect(r.X, r.Y, r.W, r.H, flagBase)
	for i := range 4 {
		x := r.X + 2 + float64(i%2)*33
		y := r.Y + 2 + float64(i/2)*33
		c.FillRoundRect(x, y, 31, 31, 3, ui.Shade(flagSlab, 0.85+ui.Noise(sq*5+i)*0.25))
	}
}

func drawHall(c *ui.Raster, h int) {
	r := hallRect(h)
	c.FillRect(r.X, r.Y, r.W, r.H, floorWood)
	for i := 1; i < 9; i++ { // planks
		y := r.Y + float64(i)*r.H/9
		c.Line(r.X+4, y, r.X+r.W-4, y, 1.2, floorPlank)
	}
	for i := range 18 { // plank joints
		y := r.Y + float64(i%9)*r.H/9
		x := r.X + 20 + ui.Noise(h*40+i)*(r.W-40)
		c.Line(x, y+1, x, y+r.H/9-1, 1, floorPlank)
	}
	// the four squares of the hall, faintly
	c.Line(r.X+r.W/2, r.Y+8, r.X+r.W/2, r.Y+r.H-8, 1, color.RGBA{50, 30, 18, 140})
	c.Line(r.X+8, r.Y+r.H/2, r.X+r.W-8, r.Y+r.H/2, 1, color.RGBA{50, 30, 18, 140})
	if tk.Hall(h).ID == "B2" {
		drawWind(c, r)
	}
	c.StrokeRect(r.X+4, r.Y+4, r.W-8, r.H-8, 3, wallShadow) // inner shadow
	c.StrokeRect(r.X+1.5, r.Y+1.5, r.W-3, r.H-3, 6, wallStone)
	c.StrokeRect(r.X-1, r.Y-1, r.W+2, r.H+2, 1, color.RGBA{20, 14, 12, 255})
	for _, e := range tk.EntranceSquares(h) {
		drawDoor(c, h, e)
	}
}

// drawWind marks hall B2, where the wind blows: faint gusts across the floor.
func drawWind(c *ui.Raster, r kit.Rect) {
	for i := range 3 {
		y := r.Y + 40 + float64(i)*30
		x0 := r.X + 18 + float64(i%2)*14
		c.Curve([]ui.Pt{{X: x0, Y: y}, {X: x0 + 30, Y: y - 10}, {X: x0 + 60, Y: y + 10}, {X: x0 + 88, Y: y - 2},
			{X: x0 + 102, Y: y - 8}, {X: x0 + 100, Y: y - 22}, {X: x0 + 88, Y: y - 20}}, 2, color.RGBA{110, 130, 140, 110})
	}
}

// plaque is where hall h's name plate lies.
func plaque(h int) (x, y, w float64) {
	r := hallRect(h)
	tw, _ := ui.Measure(tk.Hall(h).Name, plaqueFace)
	w = math.Min(tw+32, r.W-8)
	return r.X + (r.W-w)/2, r.Y - 7, w
}

var plaqueFace = ui.Face{Style: ui.Bold, Size: 11}

func drawPlaqueBack(c *ui.Raster, h int) {
	x, y, w := plaque(h)
	c.FillRoundRect(x, y, w, 17, 4, plaqueFill)
	c.StrokeRoundRect(x, y, w, 17, 4, 1, frameEdge)
}

func drawPlaqueText(c *ui.Canvas, h int) {
	x, y, _ := plaque(h)
	c.Text(tk.Hall(h).ID, ui.Face{Style: ui.Bold, Size: 10}, x+5, y+2, ui.Start, color.RGBA{255, 182, 84, 255})
	c.Text(tk.Hall(h).Name, plaqueFace, x+22, y+1, ui.Start, kit.Parchment)
}

// drawDoor opens the hall's wall where entrance square e meets it.
func drawDoor(c *ui.Raster, h, e int) {
	ex, ey := squareCentre(e)
	hx, hy := 0.0, 0.0
	for slot := range 4 {
		x, y := squareCentre(tk.HallSquare(h, slot))
		if math.Abs(x-ex)+math.Abs(y-ey) < sqSize+1 {
			hx, hy = x, y
		}
	}
	mx, my := (ex+hx)/2, (ey+hy)/2 // the wall between them
	const half = 14.0
	ix, iy := (hx-ex)/sqSize, (hy-ey)/sqSize // one step into the hall
	px, py := iy, ix                         // along the wall
	// the opening: the floor runs through the wall to a stone step outside
	c.Line(mx-px*half, my-py*half, mx+px*half, my+py*half, 10, floorWood)
	c.Line(mx-px*half-ix*5, my-py*half-iy*5, mx+px*half-ix*5, my+py*half-iy*5, 5, color.RGBA{150, 134, 112, 255})
	for _, sgn := range []float64{-1, 1} { // the jambs
		jx, jy := mx+sgn*px*(half+2), my+sgn*py*(half+2)
		c.Line(jx-ix*6, jy-iy*6, jx+ix*6, jy+iy*6, 4, color.RGBA{196, 182, 160, 255})
	}
}

func drawWell(c *ui.Raster, w int) {
	x, y := wellCentre(w)
	c.FillCircle(x+2, y+3, 27, color.RGBA{20, 16, 14, 200})
	c.FillCircle(x, y, 26, wellStone)
	for i := range 10 {
		a := float64(i) * math.Pi / 5
		c.Line(x+18*math.Cos(a), y+18*math.Sin(a), x+26*math.Cos(a), y+26*math.Sin(a), 1.2, color.RGBA{90, 82, 74, 255})
	}
	c.StrokeCircle(x, y, 26, 1.5, color.RGBA{70, 62, 56, 255})
	c.FillCircle(x, y, 17, color.RGBA{22, 40, 56, 255})
	c.FillCircle(x-1, y-1, 14, water)
	c.StrokeCircle(x-4, y-4, 6, 1.2, color.RGBA{120, 170, 200, 120})
	c.Line(x-22, y-22, x+22, y+22, 3, frameEdge) // the winch beam
}

// drawLabels names every column (a-j) in the middle of its bottom square
// and every row (0-9) at the left of its first square, as the texts do.
func drawLabels(c *ui.Canvas) {
	f := ui.Face{Style: ui.Bold, Size: 11}
	for x := range tk.Width {
		r := squareRect(x)
		c.TextCentered(string(rune('a'+x)), f, r.X+r.W/2, r.Y+r.H-7, faintLabel)
	}
	for y := range tk.Width {
		r := squareRect(y * tk.Width)
		c.Text(string(rune('0'+y)), f, r.X+3, r.Y+r.H/2-7, ui.Start, faintLabel)
	}
}
