package fireaxe

import (
	"embers/assets"
	"embers/rules/fireaxe/atlas"
	"embers/scenes/play"
	"embers/scenes/ui"
)

// seaMap is the map without pieces: sea cells, land, rivers, ports and their
// names, painted once per canvas scale into an image (play.Still) and drawn
// from it every frame. The sea's cells are cut again only when the scale
// changes.
type seaMap struct {
	a     *atlas.Atlas
	land  *land
	chart chart
	k0    float64 // the chart's scale with the whole map shown (zoom 1)
	still play.Still
	fault string // why the land could not be read ("" when it was)
}

// newSeaMap reads the land and lays the whole map into frame. Land that
// cannot be read (only a broken build lacks it) leaves the sea alone, with
// the fault to show.
func newSeaMap(a *atlas.Atlas, frame ui.Rect) *seaMap {
	m := &seaMap{a: a}
	l, err := parseLand(assets.EuropeLand())
	if err != nil {
		l, m.fault = &land{west: -62, east: 50, south: 28, north: 74}, err.Error()
	}
	m.land, m.chart = l, fitChart(frame, l)
	m.k0 = m.chart.k
	m.still = play.Still{Paint: m.paint, Text: func(c *ui.Canvas) { writeLabels(c, m.a, m.chart) }}
	return m
}

func (m *seaMap) paint(r *ui.Raster) {
	r.FillRect(m.chart.frame.X, m.chart.frame.Y, m.chart.frame.W, m.chart.frame.H, openWater)
	paintSea(r, m.a, cutSea(m.a, m.land, m.chart, r.Scale()))
	paintLand(r, m.land, m.chart)
	paintRivers(r, m.a, m.chart)
	paintPorts(r, m.a, m.chart)
	clearOutside(r, m.chart.frame)
}

// clearOutside makes every pixel outside frame transparent again: zoomed
// in, the land and the ports reach past the map's frame.
func clearOutside(r *ui.Raster, frame ui.Rect) {
	w, h := r.Size()
	s := r.Scale()
	x0, y0 := int(frame.X*s), int(frame.Y*s)
	x1, y1 := int((frame.X+frame.W)*s+0.999), int((frame.Y+frame.H)*s+0.999)
	pix := r.Pix()
	for y := range h {
		for x := range w {
			if x < x0 || x >= x1 || y < y0 || y >= y1 {
				i := (y*w + x) * 4
				pix[i], pix[i+1], pix[i+2], pix[i+3] = 0, 0, 0, 0
			}
		}
	}
}

// Draw draws the map on c.
func (m *seaMap) Draw(c *ui.Canvas) { m.still.Draw(c) }
