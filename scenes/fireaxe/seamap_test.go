package fireaxe

import (
	"image"
	"image/color"
	"math"
	"path/filepath"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"embers/rules/fireaxe/atlas"
	"embers/scenes/play/playtest"
	"embers/scenes/ui"
)

func TestMain(m *testing.M) { playtest.Main(m) }

func testMap(t testing.TB) *seaMap {
	t.Helper()
	a, err := atlas.Load()
	if err != nil {
		t.Fatal(err)
	}
	m := newSeaMap(a, mapFrame)
	if m.fault != "" {
		t.Fatal(m.fault)
	}
	return m
}

// TestSeaCellsAreTheAtlasSpaces cuts the sea at scale 1 and checks it
// against the atlas: every sea space's anchor lies in its own cell, two
// spaces' water touches only where the spaces are neighbours, and a
// point inland is land.
func TestSeaCellsAreTheAtlasSpaces(t *testing.T) {
	m := testMap(t)
	cells := cutSea(m.a, m.land, m.chart, 1)
	for i, s := range m.a.Spaces {
		if s.River {
			continue
		}
		p := m.chart.at(s.At)
		if got := cells.at(int(p.X), int(p.Y)); got != int16(i) {
			t.Errorf("the anchor of %s is drawn in cell %d, want its own (%d)", s.Name, got, i)
		}
	}
	adj := map[[2]int16]bool{}
	index := map[string]int16{}
	for i, s := range m.a.Spaces {
		index[s.ID] = int16(i)
	}
	for i, s := range m.a.Spaces {
		for _, n := range s.Adj {
			adj[[2]int16{int16(i), index[n]}] = true
		}
	}
	met := map[[2]int16]bool{}
	for y := range cells.h - 1 {
		for x := range cells.w - 1 {
			o := cells.owner[y*cells.w+x]
			for _, n := range []int16{cells.owner[y*cells.w+x+1], cells.owner[(y+1)*cells.w+x]} {
				if o >= 0 && n >= 0 && o != n && !adj[[2]int16{o, n}] && !met[[2]int16{o, n}] {
					met[[2]int16{o, n}] = true
					t.Errorf("the cells of %s and %s touch at pixel (%d, %d) but the spaces are not neighbours",
						m.a.Spaces[o].Name, m.a.Spaces[n].Name, x+cells.x0, y+cells.y0)
				}
			}
		}
	}
	inland := m.chart.at(atlas.LonLat{10, 50}) // Franconia
	if got := cells.at(int(inland.X), int(inland.Y)); got != onLand {
		t.Errorf("10°E 50°N is drawn as water (owner %d)", got)
	}
}

// TestPictureOfTheMap paints the map at scale 1 and 2 and checks what a
// player must see: each port's centre in its colour, each sea anchor blue
// water, the land parchment.
func TestPictureOfTheMap(t *testing.T) {
	m := testMap(t)
	for _, scale := range []float64{1, 2} {
		img := mapPicture(t, m, scale)
		name := map[float64]string{1: "fireaxe-map.png", 2: "fireaxe-map-zoom.png"}[scale]
		if err := playtest.WritePNG(filepath.Join(playtest.ShotDir(t), name), img); err != nil {
			t.Fatal(err)
		}
		pixel := func(p ui.Pt) color.RGBA {
			return img.RGBAAt(int(math.Round(p.X*scale)), int(math.Round(p.Y*scale)))
		}
		for _, p := range m.a.Ports {
			if got, want := pixel(m.chart.at(p.At)), portColour(m.a, p); p.Value == 0 && !near(got, want) {
				t.Errorf("scale %g: %s is drawn %v at its centre, want %v", scale, p.Name, got, want)
			}
		}
		for _, s := range m.a.Spaces {
			if underPort(m, m.chart.at(s.At)) || underPortName(m, m.chart.at(s.At)) {
				continue // a port's disc, ticks or name covers the anchor at this size
			}
			if c := pixel(m.chart.at(s.At)); !s.River && c.B <= c.R {
				t.Errorf("scale %g: the anchor of %s is drawn %v, not water", scale, s.Name, c)
			}
		}
		if got := pixel(m.chart.at(atlas.LonLat{10, 50})); !near(got, landFill) {
			t.Errorf("scale %g: inland is drawn %v, want the land's %v", scale, got, landFill)
		}
	}
}

// TestPictureOfTheNorthSea zooms the map three times about the North Sea,
// where the ports crowd, to judge the names at the size zooming gives them.
func TestPictureOfTheNorthSea(t *testing.T) {
	m := testMap(t)
	p := m.chart.at(atlas.LonLat{2, 56})
	m.chart = m.chart.zoom(p.X, p.Y, 3)
	img := mapPicture(t, m, 1)
	if err := playtest.WritePNG(filepath.Join(playtest.ShotDir(t), "fireaxe-map-north-sea.png"), img); err != nil {
		t.Fatal(err)
	}
}

func underPort(m *seaMap, at ui.Pt) bool {
	for _, p := range m.a.Ports {
		q := m.chart.at(p.At)
		if math.Hypot(q.X-at.X, q.Y-at.Y) < portSize(p)+markReach+1 {
			return true
		}
	}
	return false
}

// underPortName is whether a port's name is written over at.
func underPortName(m *seaMap, at ui.Pt) bool {
	labels, _ := placeLabels(m.a, m.chart)
	for _, l := range labels {
		if l.face == portFace && l.box.Contains(at.X, at.Y) {
			return true
		}
	}
	return false
}

func near(a, b color.RGBA) bool {
	d := func(x, y uint8) int { return max(int(x)-int(y), int(y)-int(x)) }
	return d(a.R, b.R) < 12 && d(a.G, b.G) < 12 && d(a.B, b.B) < 12
}

// drawn is the picture draw paints on a blank screen at scale 1.
func drawn(t testing.TB, draw func(c *ui.Canvas)) *image.RGBA {
	var img *image.RGBA
	playtest.OnUI(t, func() {
		dst := ebiten.NewImage(ui.Width, ui.Height)
		defer dst.Deallocate()
		draw(ui.NewCanvas(dst, 1))
		img = image.NewRGBA(image.Rect(0, 0, ui.Width, ui.Height))
		dst.ReadPixels(img.Pix)
	})
	return img
}

func mapPicture(t testing.TB, m *seaMap, scale float64) *image.RGBA {
	var img *image.RGBA
	playtest.OnUI(t, func() {
		w, h := int(ui.Width*scale), int(ui.Height*scale)
		dst := ebiten.NewImage(w, h)
		defer dst.Deallocate()
		m.Draw(ui.NewCanvas(dst, scale))
		img = image.NewRGBA(image.Rect(0, 0, w, h))
		dst.ReadPixels(img.Pix)
	})
	return img
}

// TestZoomDrawsTheLastPictureGrown zooms twice about London and looks
// before the map is painted afresh: York's disc is where the new chart puts
// it, in its colour, drawn from the old picture grown.
func TestZoomDrawsTheLastPictureGrown(t *testing.T) {
	m := testMap(t)
	mapPicture(t, m, 1) // painted at zoom 1
	var york atlas.Port
	for _, p := range m.a.Ports {
		if p.ID == "york" {
			york = p
		}
	}
	london := m.chart.at(atlas.LonLat{-0.1, 51.5})
	m.moveTo(m.chart.zoom(london.X, london.Y, 2).clamped(m.land, m.k0))
	img := mapPicture(t, m, 1)
	if m.painted == m.chart {
		t.Fatal("the map was painted afresh at once; the test looks at the grown picture")
	}
	at := m.chart.at(york.At)
	at.X -= portSize(york) * 1.3 // beside the value written in the middle, inside the grown disc
	if got := img.RGBAAt(int(at.X), int(at.Y)); !near(got, portColour(m.a, york)) {
		t.Errorf("York's disc at %v is drawn %v after the zoom, want %v", at, got, portColour(m.a, york))
	}
}

// TestZoomOutDrawsTheWholeMapUnder zooms in about London, lets the map be
// painted afresh there, then zooms out to the whole map and looks before
// it is painted again: the frame's corners show the map (the whole map's
// last picture, under the zoomed-in one shrunk), not the blank beneath, as
// a zoom out while the computer played showed for a moment.
func TestZoomOutDrawsTheWholeMapUnder(t *testing.T) {
	m := testMap(t)
	whole := m.chart
	mapPicture(t, m, 1)
	london := m.chart.at(atlas.LonLat{-0.1, 51.5})
	m.moveTo(m.chart.zoom(london.X, london.Y, 2.5).clamped(m.land, m.k0))
	for range settleFrames + 1 {
		mapPicture(t, m, 1)
	}
	if m.painted != m.chart {
		t.Fatal("the zoomed-in map was not painted afresh")
	}
	m.moveTo(whole)
	img := mapPicture(t, m, 1)
	if m.painted == m.chart {
		t.Fatal("the map was painted afresh at once; the test looks at the shrunk picture")
	}
	fr := m.chart.frame
	for _, at := range [][2]float64{{fr.X + 3, fr.Y + 3}, {fr.X + fr.W - 4, fr.Y + 3}, {fr.X + 3, fr.Y + fr.H - 4}, {fr.X + fr.W - 4, fr.Y + fr.H - 4}} {
		if got := img.RGBAAt(int(at[0]), int(at[1])); got.A < 250 {
			t.Errorf("the map's corner at %v is drawn %v after zooming out: blank, not the map", at, got)
		}
	}
}
