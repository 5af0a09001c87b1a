package fireaxe

import (
	"math"
	"path/filepath"
	"strings"
	"testing"

	"embers/rules"
	"embers/rules/fireaxe/atlas"
	"embers/scenes/play/playtest"
)

// TestRegionMarksTellRegionsApart: every region wears its own set of ticks,
// so the two regions whose colours lie nearest each other still differ
// without colour; independent and home ports wear none; the tip names the
// ticks beside the region.
func TestRegionMarksTellRegionsApart(t *testing.T) {
	a, err := atlas.Load()
	if err != nil {
		t.Fatal(err)
	}
	seen := map[regionMark]string{}
	byRegion := map[string]regionMark{}
	for _, p := range a.Ports {
		m := markOf(a, p)
		if (p.Home || p.Region == "") != (m == 0) {
			t.Errorf("%s (region %q, home %v) wears mark %q", p.Name, p.Region, p.Home, m.words())
		}
		if m == 0 {
			continue
		}
		if other, ok := seen[m]; ok && other != p.Region {
			t.Errorf("regions %s and %s share the ticks %s", other, p.Region, m.words())
		}
		seen[m], byRegion[p.Region] = p.Region, m
		tip := placeNames(a)[rules.Place("port:"+p.ID)]
		if !strings.Contains(tip, "notched "+m.words()) {
			t.Errorf("the tip of %s is %q, it does not name the ticks %s", p.Name, tip, m.words())
		}
	}
	if len(byRegion) != len(a.Regions) {
		t.Errorf("%d regions wear marks, want all %d", len(byRegion), len(a.Regions))
	}
	// The nearest two colours (England's and Pontus' yellows on this map).
	best, pair := math.Inf(1), [2]string{}
	for i, x := range a.Regions {
		for _, y := range a.Regions[i+1:] {
			cx, cy := portColour(a, atlas.Port{Region: x.ID}), portColour(a, atlas.Port{Region: y.ID})
			d := math.Hypot(math.Hypot(float64(cx.R)-float64(cy.R), float64(cx.G)-float64(cy.G)), float64(cx.B)-float64(cy.B))
			if d < best {
				best, pair = d, [2]string{x.ID, y.ID}
			}
		}
	}
	if byRegion[pair[0]] == byRegion[pair[1]] {
		t.Errorf("%s and %s, the nearest colours, wear the same ticks %s", pair[0], pair[1], byRegion[pair[0]].words())
	}
}

// TestPictureShowsTheRegionMarks paints the whole map and looks at each
// region port's rim: a tick's ink just past the rim where the mark has one,
// none where it has not (unless another port stands there).
func TestPictureShowsTheRegionMarks(t *testing.T) {
	m := testMap(t)
	const scale = 2
	img := mapPicture(t, m, scale)
	if err := playtest.WritePNG(filepath.Join(playtest.ShotDir(t), "fireaxe-map-marks.png"), img); err != nil {
		t.Fatal(err)
	}
	checked := 0
	for _, p := range m.a.Ports {
		mark := markOf(m.a, p)
		if mark == 0 {
			continue
		}
		at, rad := m.chart.at(p.At), portSize(p)
	points:
		for _, pt := range markPoints {
			x, y := at.X+pt.dx*(rad+2.2), at.Y+pt.dy*(rad+2.2)
			for _, q := range m.a.Ports {
				o := m.chart.at(q.At)
				if q.ID != p.ID && math.Hypot(o.X-x, o.Y-y) < portSize(q)+markReach+1 {
					continue points // a neighbour's disc or ticks may lie here
				}
			}
			got := img.RGBAAt(int(math.Round(x*scale)), int(math.Round(y*scale)))
			if ticked := mark&pt.bit != 0; ticked != near(got, portEdge) {
				t.Errorf("%s (%s, ticks %s): at its %s rim the picture is %v, ticked %v", p.Name, p.Region, mark.words(), pt.word, got, ticked)
			}
			checked++
		}
	}
	if checked < 40 {
		t.Errorf("only %d rim points could be looked at", checked)
	}
}
