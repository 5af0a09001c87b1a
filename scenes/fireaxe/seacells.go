package fireaxe

import (
	"math"
	"slices"

	"embers/rules/fireaxe/atlas"
)

// The owner of a pixel that is no sea space's.
const (
	onLand  = -2 // land (the land polygons)
	openSea = -1 // water that belongs to no space (atlas.SeaSpaceAt's -1)
)

// seaCells is, for every device pixel of a chart's frame, the sea space
// whose cell holds it (an index into the atlas's Spaces), openSea or onLand.
// The borders between spaces are where neighbouring pixels differ: they
// come from atlas.SeaSpaceAt, the very rule the atlas tests check, so the
// board draws no polygon of its own.
type seaCells struct {
	x0, y0, w, h int // the frame in device pixels
	owner        []int16
}

// block is the side in pixels of the squares whose corners are asked first:
// a square whose four corners lie in one space's cell is that space's
// throughout (cells of the nearest anchor are convex, a seeded space's the
// union of a few), so only squares a border crosses are asked pixel by pixel.
const block = 4

// cutSea works out the cells of the water in c's frame at scale device
// pixels per logical pixel: land by the even-odd rule row by row, then the
// water's owner from a.SeaSpaceAt.
func cutSea(a *atlas.Atlas, l *land, c chart, scale float64) *seaCells {
	s := &seaCells{
		x0: int(math.Floor(c.frame.X * scale)), y0: int(math.Floor(c.frame.Y * scale)),
		w: int(math.Ceil(c.frame.W * scale)), h: int(math.Ceil(c.frame.H * scale)),
	}
	s.owner = make([]int16, s.w*s.h)
	s.markLand(l, c, scale)
	ask := func(px, py int) int16 {
		p := c.lonLat((float64(s.x0+px)+0.5)/scale, (float64(s.y0+py)+0.5)/scale)
		return int16(a.SeaSpaceAt(p))
	}
	for by := 0; by < s.h; by += block {
		for bx := 0; bx < s.w; bx += block {
			x1, y1 := min(bx+block, s.w)-1, min(by+block, s.h)-1
			if s.allLand(bx, by, x1, y1) {
				continue
			}
			o := ask(bx, by)
			whole := o == ask(x1, by) && o == ask(bx, y1) && o == ask(x1, y1)
			for y := by; y <= y1; y++ {
				for x := bx; x <= x1; x++ {
					i := y*s.w + x
					if s.owner[i] == onLand {
						continue
					}
					if whole {
						s.owner[i] = o
					} else {
						s.owner[i] = ask(x, y)
					}
				}
			}
		}
	}
	return s
}

// allLand tells whether every pixel from (x0, y0) to (x1, y1) is land.
func (s *seaCells) allLand(x0, y0, x1, y1 int) bool {
	for y := y0; y <= y1; y++ {
		for x := x0; x <= x1; x++ {
			if s.owner[y*s.w+x] != onLand {
				return false
			}
		}
	}
	return true
}

// markLand sets onLand on every pixel whose centre is inside the land.
func (s *seaCells) markLand(l *land, c chart, scale float64) {
	var xs []float64
	for y := range s.h {
		lat := c.lonLat(0, (float64(s.y0+y)+0.5)/scale)[1]
		xs = l.crossings(xs[:0], lat)
		slices.Sort(xs)
		for i := 0; i+1 < len(xs); i += 2 {
			from := c.at(atlas.LonLat{xs[i], lat}).X*scale - float64(s.x0)
			to := c.at(atlas.LonLat{xs[i+1], lat}).X*scale - float64(s.x0)
			for x := max(0, int(math.Ceil(from-0.5))); x < s.w && float64(x)+0.5 < to; x++ {
				s.owner[y*s.w+x] = onLand
			}
		}
	}
}

// at is the owner of the device pixel (x, y) of the whole canvas; onLand
// outside the frame.
func (s *seaCells) at(x, y int) int16 {
	x, y = x-s.x0, y-s.y0
	if x < 0 || y < 0 || x >= s.w || y >= s.h {
		return onLand
	}
	return s.owner[y*s.w+x]
}
