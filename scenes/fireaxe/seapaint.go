package fireaxe

import (
	"image/color"

	"embers/rules/fireaxe/atlas"
	"embers/scenes/kit"
	"embers/scenes/ui"
)

// The sea's colours: each zone its own blue, the open sea paler and
// unbordered, borders a thin dark line, the water darker close to a coast.
var (
	zoneSea = map[atlas.Zone]color.RGBA{
		atlas.North: kit.RGB(132, 160, 186), atlas.West: kit.RGB(112, 142, 176),
		atlas.East: kit.RGB(128, 170, 182), atlas.South: kit.RGB(150, 184, 200),
	}
	openWater  = kit.RGB(186, 204, 212)
	seaBorder  = kit.RGB(44, 58, 84)
	shoreShade = 0.86 // the water one pixel from a coast, darkening to none a few pixels out
)

// paintSea writes the water's pixels straight into the picture: every space
// its zone's blue, varied a little so neighbours of one zone differ, a
// border where two spaces' cells meet, and a shade along the coasts. Land
// is left for the shapes painted over it.
func paintSea(r *ui.Raster, a *atlas.Atlas, s *seaCells) {
	w, _ := r.Size()
	pix := r.Pix()
	tint := make([]color.RGBA, len(a.Spaces))
	for i, sp := range a.Spaces {
		tint[i] = ui.Shade(zoneSea[sp.Zone], 0.95+ui.Noise(i*13)*0.09)
	}
	near := s.nearLand(3)
	for y := range s.h {
		for x := range s.w {
			o := s.owner[y*s.w+x]
			if o == onLand {
				continue
			}
			col := openWater
			if o >= 0 {
				col = tint[o]
				if s.bordered(x, y, o) {
					col = seaBorder
				}
			}
			if d := near[y*s.w+x]; d > 0 {
				col = ui.Shade(col, shoreShade+(1-shoreShade)*float64(d-1)/3)
			}
			i := ((s.y0+y)*w + s.x0 + x) * 4
			pix[i], pix[i+1], pix[i+2], pix[i+3] = col.R, col.G, col.B, 255
		}
	}
}

// bordered tells whether the pixel (x, y) of space o touches another
// space's water to its right or below (one line of pixels per border).
func (s *seaCells) bordered(x, y int, o int16) bool {
	if x+1 < s.w {
		if n := s.owner[y*s.w+x+1]; n >= 0 && n != o {
			return true
		}
	}
	if y+1 < s.h {
		if n := s.owner[(y+1)*s.w+x]; n >= 0 && n != o {
			return true
		}
	}
	return false
}

// nearLand is, for each water pixel within reach pixels of land (counted
// along rows and columns), its distance 1..reach; 0 farther out or on land.
func (s *seaCells) nearLand(reach int) []uint8 {
	d := make([]uint8, len(s.owner))
	for i, o := range s.owner {
		if o == onLand {
			d[i] = 1
		}
	}
	for step := uint8(1); step <= uint8(reach); step++ {
		for y := range s.h {
			for x := range s.w {
				i := y*s.w + x
				if d[i] != 0 {
					continue
				}
				for _, j := range [4]int{i - 1, i + 1, i - s.w, i + s.w} {
					if j >= 0 && j < len(d) && d[j] == step && (j%s.w == x || j/s.w == y) {
						d[i] = step + 1
						break
					}
				}
			}
		}
	}
	for i, o := range s.owner { // land itself counts 0; water one pixel out counts 1
		if o == onLand {
			d[i] = 0
		} else if d[i] > 0 {
			d[i]--
		}
	}
	return d
}
