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
	still play.Still
}

// newSeaMap reads the land and lays the whole map into frame.
func newSeaMap(a *atlas.Atlas, frame ui.Rect) (*seaMap, error) {
	l, err := parseLand(assets.EuropeLand())
	if err != nil {
		return nil, err
	}
	m := &seaMap{a: a, land: l, chart: fitChart(frame, l)}
	m.still = play.Still{Paint: m.paint, Text: func(c *ui.Canvas) { writeLabels(c, m.a, m.chart) }}
	return m, nil
}

func (m *seaMap) paint(r *ui.Raster) {
	r.FillRect(m.chart.frame.X, m.chart.frame.Y, m.chart.frame.W, m.chart.frame.H, openWater)
	paintSea(r, m.a, cutSea(m.a, m.land, m.chart, r.Scale()))
	paintLand(r, m.land, m.chart)
	paintRivers(r, m.a, m.chart)
	paintPorts(r, m.a, m.chart)
}

// Draw draws the map on c.
func (m *seaMap) Draw(c *ui.Canvas) { m.still.Draw(c) }
