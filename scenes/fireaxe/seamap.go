package fireaxe

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"embers/assets"
	"embers/rules/fireaxe/atlas"
	"embers/scenes/kit"
	"embers/scenes/ui"
)

// seaMap is the map without pieces: sea cells, land, rivers, ports and their
// names, painted on the CPU into an image (the shapes; the names on the GPU)
// and drawn from it every frame. It is painted again when the canvas scale
// changes, and when the chart has been zoomed or panned and then left
// still for a moment: meanwhile the last picture is drawn moved and grown,
// so a zoom follows the wheel at once.
type seaMap struct {
	a     *atlas.Atlas
	land  *land
	chart chart
	k0    float64 // the chart's scale with the whole map shown (zoom 1)
	fault string  // why the land could not be read ("" when it was)

	img     *ebiten.Image
	scale   float64   // the render scale img was painted at
	painted chart     // the chart img shows
	settle  int       // frames since the chart last changed
	cells   *seaCells // the cells img was painted from (for the lit tint)
	tint    seaTint
	// whole is the picture last painted with the whole map shown (zoom
	// 1), at wholeScale on wholeChart: drawn under a picture zoomed out
	// from, which covers only part of the frame until the map is painted
	// afresh (a zoom out while the computer plays left the rest black).
	whole      *ebiten.Image
	wholeScale float64
	wholeChart chart

	seasAt chart               // the chart seas were placed for
	seas   map[string]seaLabel // every space's name, by id, on seasAt
}

// seaLabels are where every sea space's and river's name stands on the
// chart shown now (placed afresh after a zoom or a pan).
func (m *seaMap) seaLabels() map[string]seaLabel {
	if m.seas == nil || m.seasAt != m.chart {
		_, m.seas = placeLabels(m.a, m.chart)
		m.seasAt = m.chart
	}
	return m.seas
}

// settleFrames is how long a zoomed or panned chart rests before it is
// painted afresh (a quarter of a second).
const settleFrames = 15

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
	return m
}

func (m *seaMap) paint(r *ui.Raster) {
	r.FillRect(m.chart.frame.X, m.chart.frame.Y, m.chart.frame.W, m.chart.frame.H, openWater)
	m.cells = cutSea(m.a, m.land, m.chart, r.Scale())
	paintSea(r, m.a, m.cells)
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

// Draw draws the map on c, painting it first when needed.
func (m *seaMap) Draw(c *ui.Canvas) {
	scale := kit.RenderScale(c.Scale)
	m.settle++
	if m.img == nil || m.scale != scale || m.painted != m.chart && m.settle >= settleFrames {
		m.repaint(scale)
	}
	fr := m.chart.frame
	clip := ui.NewCanvas(c.Img.SubImage(imageRect(fr, c.Scale)).(*ebiten.Image), c.Scale)
	if m.painted != m.chart && m.whole != nil && m.whole != m.img && m.chart.k < m.painted.k {
		clip.DrawImage(m.whole, m.grown(m.wholeChart, m.wholeScale))
	}
	clip.DrawImage(m.img, m.grown(m.painted, m.scale))
}

// grown places a picture painted on chart p at render scale sc on the
// chart shown: moved and grown (or shrunk) to it.
func (m *seaMap) grown(p chart, sc float64) *ebiten.DrawImageOptions {
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Scale(1/sc, 1/sc)
	if p != m.chart {
		f, fr := m.chart.k/p.k, m.chart.frame
		op.GeoM.Translate(-fr.X, -fr.Y)
		op.GeoM.Scale(f, f)
		op.GeoM.Translate(fr.X+(p.x0-m.chart.x0)*m.chart.k, fr.Y+(m.chart.y0-p.y0)*m.chart.k)
	}
	return op
}

// moveTo shows chart ch (zoomed or panned): drawn at once from the last
// picture, painted afresh once it rests.
func (m *seaMap) moveTo(ch chart) {
	if ch != m.chart {
		m.chart, m.settle = ch, 0
	}
}

func (m *seaMap) repaint(scale float64) {
	if m.img != nil && m.img != m.whole {
		m.img.Deallocate()
	}
	w, h := int(math.Ceil(ui.Width*scale)), int(math.Ceil(ui.Height*scale))
	m.img, m.scale, m.painted = ebiten.NewImage(w, h), scale, m.chart
	r := ui.NewRaster(w, h, scale)
	m.paint(r)
	m.img.WritePixels(r.Pix())
	writeLabels(ui.NewCanvas(m.img, scale), m.a, m.chart)
	if m.chart.k <= m.k0*1.0001 { // the whole map: kept to draw under a zoom out
		if m.whole != nil {
			m.whole.Deallocate()
		}
		m.whole, m.wholeScale, m.wholeChart = m.img, scale, m.chart
	}
}

// spaceAt is the sea space (an index of the atlas's Spaces) whose cell
// holds the logical point (x, y) on the map shown, or -1: land, open
// water, off the frame, or the map still moving (its cells are cut once
// it rests).
func (m *seaMap) spaceAt(x, y float64) int {
	if m.cells == nil || m.painted != m.chart || !m.chart.frame.Contains(x, y) {
		return -1
	}
	if v := m.cells.at(int(x*m.scale), int(y*m.scale)); v >= 0 {
		return int(v)
	}
	return -1
}
