package fireaxe

import (
	"math"
	"strings"

	"embers/rules/fireaxe/atlas"
	"embers/scenes/ui"
)

// regionMark is a region's second cue beside its colour, for players who
// cannot tell the colours apart: short dark ticks on the port disc's rim at
// some of its four compass points. Each region's set is its place in the
// atlas counted in binary over north, east, south and west, so no two of
// the first fifteen regions share one (the map has fourteen); independent
// and home ports wear none, which is their own cue.
type regionMark uint8

// The ticks, one bit each, in the order the tip names them.
var markPoints = []struct {
	bit    regionMark
	word   string
	dx, dy float64
}{{1, "top", 0, -1}, {2, "right", 1, 0}, {4, "bottom", 0, 1}, {8, "left", -1, 0}}

// markReach is how far past the disc a tick reaches, so names keep clear.
const markReach = 3.6

// markOf is a port's mark: its region's, none when independent or home.
func markOf(a *atlas.Atlas, p atlas.Port) regionMark {
	if p.Home || p.Region == "" {
		return 0
	}
	for i, rg := range a.Regions {
		if rg.ID == p.Region {
			return regionMark(i%15 + 1)
		}
	}
	return 0
}

// words names where the ticks stand for the tip, e.g. "top and right".
func (m regionMark) words() string {
	var w []string
	for _, pt := range markPoints {
		if m&pt.bit != 0 {
			w = append(w, pt.word)
		}
	}
	if len(w) < 2 {
		return strings.Join(w, "")
	}
	return strings.Join(w[:len(w)-1], ", ") + " and " + w[len(w)-1]
}

// paintMark draws a mark's ticks round a disc of radius rad at at, from
// inside the rim out past it, in the rim's ink.
func paintMark(r *ui.Raster, m regionMark, at ui.Pt, rad float64) {
	if m == 0 {
		return
	}
	for _, pt := range markPoints {
		if m&pt.bit != 0 {
			r.Segment(at.X+pt.dx*(rad-0.5), at.Y+pt.dy*(rad-0.5), at.X+pt.dx*(rad+markReach), at.Y+pt.dy*(rad+markReach), 2.2, false)
		}
	}
	r.Fill(portEdge)
}

// past is how much farther a name beside the disc stands on the side of
// bit: clear of the tick when the mark has one there, no farther when not.
func (m regionMark) past(bit regionMark) float64 {
	if m&bit != 0 {
		return markReach - 1
	}
	return 0
}

// boxes are the room a mark's ticks take round a disc, for the names to keep
// clear of.
func (m regionMark) boxes(at ui.Pt, rad float64) []ui.Rect {
	var out []ui.Rect
	for _, pt := range markPoints {
		if m&pt.bit == 0 {
			continue
		}
		x, y := at.X+pt.dx*(rad+markReach/2), at.Y+pt.dy*(rad+markReach/2)
		along, across := markReach/2+0.2, 1.2
		hw, hh := along*math.Abs(pt.dx)+across*math.Abs(pt.dy), along*math.Abs(pt.dy)+across*math.Abs(pt.dx)
		out = append(out, ui.Rect{X: x - hw, Y: y - hh, W: 2 * hw, H: 2 * hh})
	}
	return out
}
