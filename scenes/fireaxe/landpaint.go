package fireaxe

import (
	"image/color"
	"strconv"

	"embers/rules/fireaxe/atlas"
	"embers/scenes/kit"
	"embers/scenes/ui"
)

// The land's colours: parchment, a brown coast, blue rivers; ports in
// their region's colour, grey when independent, the home ports pale gold.
var (
	landFill   = kit.RGB(226, 212, 176)
	coastLine  = kit.RGB(104, 84, 60)
	riverBank  = kit.RGB(236, 230, 208)
	riverWater = kit.RGB(64, 112, 168)
	portEdge   = kit.RGB(40, 32, 26)
	greyPort   = kit.RGB(150, 148, 144)
	homePort   = kit.RGB(244, 226, 170)
	portRadius = 5.5
)

// paintLand fills the land over the sea, strokes the coasts (not the cuts
// along the map's box) and draws the rivers along their courses.
func paintLand(r *ui.Raster, l *land, c chart) {
	ring := make([]ui.Pt, 0, 1024)
	for _, rg := range l.rings {
		ring = ring[:0]
		for _, p := range rg {
			ring = append(ring, c.at(p))
		}
		r.Add(append([]ui.Pt(nil), ring...)...)
	}
	r.Fill(landFill)
	for _, rg := range l.rings {
		for i, a := range rg {
			b := rg[(i+1)%len(rg)]
			if l.coastal(a, b) {
				p, q := c.at(a), c.at(b)
				r.Segment(p.X, p.Y, q.X, q.Y, 0.9, false)
			}
		}
	}
	r.Fill(coastLine)
}

// paintRivers draws each river space's course, mouth first, widening toward
// the mouth a little, over a pale bank so it reads on the parchment.
func paintRivers(r *ui.Raster, a *atlas.Atlas, c chart) {
	for _, width := range []struct {
		w   float64
		col color.RGBA
	}{{4.2, riverBank}, {2.2, riverWater}} {
		for _, s := range a.Spaces {
			for i := 0; i+1 < len(s.Course); i++ {
				p, q := c.at(s.Course[i]), c.at(s.Course[i+1])
				r.Segment(p.X, p.Y, q.X, q.Y, width.w, true)
			}
		}
		r.Fill(width.col)
	}
}

// portColour is a port's fill: its region's colour, grey for an independent
// port, pale gold for a home port.
func portColour(a *atlas.Atlas, p atlas.Port) color.RGBA {
	if p.Home {
		return homePort
	}
	for _, rg := range a.Regions {
		if rg.ID == p.Region {
			if v, err := strconv.ParseUint(rg.Colour[1:], 16, 32); err == nil {
				return kit.RGB(uint8(v>>16), uint8(v>>8), uint8(v))
			}
		}
	}
	return greyPort
}

// portSize is a port's radius: home ports and the large towns' ports stand out.
func portSize(p atlas.Port) float64 {
	if p.Home || p.Large {
		return portRadius * 1.45
	}
	return portRadius
}

// paintPorts draws every port as a disc in its colour with a dark rim, its
// region's mark of ticks on the rim, and a soft shadow. (A starred port shows its town as a piece, not in the
// still picture: the town is taken during the game.)
func paintPorts(r *ui.Raster, a *atlas.Atlas, c chart) {
	for _, p := range a.Ports {
		at, rad := c.at(p.At), portSize(p)
		r.FillCircle(at.X+0.8, at.Y+1.2, rad+1, kit.RGBA(0, 0, 0, 70))
		r.FillCircle(at.X, at.Y, rad+1, portEdge)
		paintMark(r, markOf(a, p), at, rad)
		r.FillCircle(at.X, at.Y, rad, portColour(a, p))
	}
}
