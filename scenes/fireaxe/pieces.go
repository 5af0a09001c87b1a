package fireaxe

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2/vector"

	"embers/scenes/kit"
	"embers/scenes/ui"
)

// The pieces' colours: tarred hulls, timber halls with turf roofs, the
// goods' own colours (furs dark brown, skins tan, tusks ivory).
var (
	hullTar    = kit.RGB(58, 40, 28)
	hullPlank  = kit.RGB(122, 86, 52)
	sailCloth  = kit.RGB(238, 228, 204)
	hallTimber = kit.RGB(132, 92, 56)
	hallRoof   = kit.RGB(84, 104, 60)
	hallDark   = kit.RGB(44, 30, 20)
	goodColour = [3]color.RGBA{kit.RGB(96, 62, 38), kit.RGB(204, 160, 104), kit.RGB(240, 232, 208)}
)

// sailFrames is how many pictures a sail's billowing cycles through.
const sailFrames = 8

// longboatSprite is a player's longboat: a tarred hull with a dragon's neck
// at the prow, a striped sail in the seat's colour, billowing with frame.
type longboatSprite struct {
	col   color.RGBA
	size  float64 // the hull's length
	frame int
}

func (s longboatSprite) Box() (w, h float64) { return s.size * 1.2, s.size * 1.1 }

func (s longboatSprite) Paint(c *ui.Canvas, x, y float64) {
	l := s.size
	hy := y + l*0.2 // the waterline
	var hull vector.Path
	hull.MoveTo(f32(x-l*0.5), f32(hy-l*0.12))
	hull.QuadTo(f32(x), f32(hy+l*0.32), f32(x+l*0.5), f32(hy-l*0.12))
	hull.LineTo(f32(x+l*0.56), f32(hy-l*0.3)) // the prow's neck
	hull.LineTo(f32(x+l*0.47), f32(hy-l*0.1))
	hull.QuadTo(f32(x), f32(hy+l*0.15), f32(x-l*0.47), f32(hy-l*0.1))
	hull.LineTo(f32(x-l*0.55), f32(hy-l*0.26)) // the stern
	hull.Close()
	c.FillPath(&hull, hullTar)
	c.Line(x-l*0.4, hy-l*0.02, x+l*0.4, hy-l*0.02, l*0.03, hullPlank)
	c.Line(x, hy-l*0.02, x, y-l*0.5, l*0.04, hallDark) // the mast
	billow := 0.06 * math.Sin(2*math.Pi*float64(s.frame)/sailFrames)
	w, top, bottom := l*0.36, y-l*0.46, y+l*0.02
	var sail vector.Path
	sail.MoveTo(f32(x-w), f32(top))
	sail.LineTo(f32(x+w), f32(top))
	sail.QuadTo(f32(x+w+l*(0.1+billow)), f32((top+bottom)/2), f32(x+w), f32(bottom))
	sail.LineTo(f32(x-w), f32(bottom))
	sail.QuadTo(f32(x-w+l*(0.1+billow)), f32((top+bottom)/2), f32(x-w), f32(top))
	sail.Close()
	c.FillPath(&sail, sailCloth)
	for i := range 3 { // the stripes in the seat's colour
		sx := x - w + w*2*(float64(i)*2+0.5)/6
		c.FillRect(sx+l*(0.05+billow/2), top+1, w*2/6, bottom-top-2, s.col)
	}
	c.StrokePath(&sail, l*0.025, hallDark)
}

// townSprite is a town: a small one a longhouse, a large one a longhouse
// within a palisade.
type townSprite struct {
	large bool
	size  float64
}

func (s townSprite) Box() (w, h float64) { return s.size * 1.3, s.size * 1.1 }

func (s townSprite) Paint(c *ui.Canvas, x, y float64) {
	r := s.size / 2
	if s.large {
		c.FillCircle(x, y, r*1.2, kit.RGBA(0, 0, 0, 60))
		c.StrokeCircle(x, y, r*1.05, r*0.18, hallTimber)
		r *= 0.7
	}
	hall(c, x, y, r, hallTimber)
}

// hall draws a longhouse of half-width r centred on (x, y) with walls of col.
func hall(c *ui.Canvas, x, y, r float64, col color.RGBA) {
	c.FillRect(x-r*0.8, y-r*0.1, r*1.6, r*0.7, col)
	var roof vector.Path
	roof.MoveTo(f32(x-r), f32(y))
	roof.QuadTo(f32(x), f32(y-r*1.1), f32(x+r), f32(y))
	roof.Close()
	c.FillPath(&roof, hallRoof)
	c.StrokePath(&roof, r*0.1, hallDark)
	c.StrokeRect(x-r*0.8, y-r*0.1, r*1.6, r*0.7, r*0.1, hallDark)
	c.FillRect(x-r*0.12, y+r*0.2, r*0.24, r*0.4, hallDark) // the door
}

// settlementSprite is a player's settlement: a longhouse with walls in the
// seat's colour.
type settlementSprite struct {
	col  color.RGBA
	size float64
}

func (s settlementSprite) Box() (w, h float64) { return s.size * 1.2, s.size }

func (s settlementSprite) Paint(c *ui.Canvas, x, y float64) { hall(c, x, y, s.size/2, s.col) }

// goodSprite is a goods token: a small bale in the goods' colour.
type goodSprite struct {
	good int
	size float64
}

func (s goodSprite) Box() (w, h float64) { return s.size + 2, s.size + 2 }

func (s goodSprite) Paint(c *ui.Canvas, x, y float64) {
	h := s.size / 2
	c.FillRect(x-h, y-h, s.size, s.size, goodColour[s.good])
	c.StrokeRect(x-h, y-h, s.size, s.size, 1, hallDark)
	c.Line(x-h, y, x+h, y, 0.8, ui.Shade(goodColour[s.good], 0.7))
}

func f32(v float64) float32 { return float32(v) }
