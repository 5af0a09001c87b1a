package fireaxe

import (
	"image/color"
	"math"

	"embers/rules"
	fx "embers/rules/fireaxe"
	"embers/rules/fireaxe/atlas"
	"embers/scenes/kit"
	"embers/scenes/ui"
)

// Sizes of the pieces on the map, in logical pixels at the chart's first
// zoom; they grow a little with the zoom, never as fast.
const (
	boatSize = 18.0
	townSize = 11.0
	goodSize = 6.0
)

// mapPieces draws what stands on the map in a view: towns, settlements and
// goods tokens by their ports, the longboats on their spaces and ports.
type mapPieces struct {
	m      *seaMap
	spr    *kit.Sprites
	colour func(seat int) color.RGBA
	where  map[rules.Place]atlas.LonLat // every space and port at its anchor
}

func newMapPieces(m *seaMap, spr *kit.Sprites, colour func(seat int) color.RGBA) *mapPieces {
	p := &mapPieces{m: m, spr: spr, colour: colour, where: map[rules.Place]atlas.LonLat{}}
	for _, s := range m.a.Spaces {
		p.where[fx.SeaPlace(s.ID)] = s.At
	}
	for _, pt := range m.a.Ports {
		p.where[fx.PortPlace(pt.ID)] = pt.At
	}
	return p
}

// grow is how much pieces grow at the chart's zoom: with the square root of
// the zoom, so a zoomed map shows more room between them.
func (p *mapPieces) grow() float64 { return math.Sqrt(math.Max(1, p.m.chart.k/p.m.k0)) }

// draw draws the pieces of st; frame turns the sails. shown overrides
// where a longboat stands (it has been seen to sail there); the longboat of
// seat flying is left to its animation.
func (p *mapPieces) draw(c *ui.Canvas, st *fx.State, frame int, shown map[int]rules.Place, flying int) {
	ch, g := p.m.chart, p.grow()
	for i, port := range st.Ports {
		at := ch.at(p.m.a.Ports[i].At)
		if !ch.frame.Contains(at.X, at.Y) {
			continue
		}
		r := portSize(p.m.a.Ports[i])
		if port.Town > 0 {
			p.spr.PutAt(c, townSprite{large: port.Town == 2, size: townSize * g}, at.X-r*0.9, at.Y-r-townSize*0.45*g, 1)
		}
		if port.Settler >= 0 {
			p.spr.PutAt(c, settlementSprite{col: p.colour(port.Settler), size: townSize * g}, at.X+r*0.9, at.Y-r-townSize*0.45*g, 1)
		}
		if port.Good >= 0 {
			p.spr.PutAt(c, goodSprite{good: port.Good, size: goodSize * g}, at.X, at.Y+r+goodSize*0.7*g, 1)
		}
	}
	for seat := range st.Boats {
		if seat == flying {
			continue
		}
		if at, ok := p.boatSpot(st, seat, shown); ok {
			p.spr.PutAt(c, longboatSprite{col: p.colour(seat), size: boatSize * g, frame: (frame/6 + seat*3) % sailFrames}, at.X, at.Y, 1)
		}
	}
}

// boatSpot is where seat's longboat is drawn: beside its port (at most one
// longboat stands in a port), or fanned round its space's anchor so boats
// sharing a space all show; false in the Wintering box or out of the frame.
func (p *mapPieces) boatSpot(st *fx.State, seat int, shown map[int]rules.Place) (ui.Pt, bool) {
	place := st.BoatAt(seat)
	if s, ok := shown[seat]; ok {
		place = s
	}
	return p.boatSpotAt(seat, len(st.Boats), place)
}

// boatSpotAt is where seat's longboat (of boats) is drawn at place: beside
// a port, or on its own bearing round a sea space's middle, so boats that
// share a space stand apart; false off the map or outside the frame.
func (p *mapPieces) boatSpotAt(seat, boats int, place rules.Place) (ui.Pt, bool) {
	ll, ok := p.where[place]
	if !ok {
		return ui.Pt{}, false
	}
	at, g := p.m.chart.at(ll), p.grow()
	if sp, _ := fx.ParsePlace(place); sp.Kind == fx.PortSpot {
		at = ui.Pt{X: at.X - boatSize*0.55*g, Y: at.Y - boatSize*0.35*g}
	} else {
		a := -math.Pi/2 + float64(seat)*2*math.Pi/float64(max(boats, 1))
		at = ui.Pt{X: at.X + math.Cos(a)*boatSize*0.75*g, Y: at.Y + 12 + math.Sin(a)*boatSize*0.45*g}
	}
	return at, p.m.chart.frame.Contains(at.X, at.Y)
}
