package fireaxe

import (
	"math"
	"strings"
	"testing"

	"embers/rules"
	"embers/rules/fireaxe/atlas"
	"embers/scenes/play/playtest"
)

// Every sea space and river is pointed at by its name: its shape is a
// pill round the name, on the map at every zoom, near the space's place
// (a sea's name in its own space's cell, within 48 px of its place: a
// crowded strait, the Narrow Sea at the whole map's scale, finds room
// clear of the port discs only that far), and the middle of that pill
// (where a click on it aims) means the space, while a click on a port's
// disc means the port.
func TestSeaTargetsAreTheirNames(t *testing.T) {
	s, err := playtest.Session("fireaxe", []string{"", "easy"}, 1, 0)
	if err != nil {
		t.Fatal(err)
	}
	b := New(s)
	var seas, ports []rules.Place
	for _, p := range b.places {
		if strings.HasPrefix(string(p), "sea:") {
			seas = append(seas, p)
		} else {
			ports = append(ports, p)
		}
	}
	for _, p := range ports { // a click on a port's disc is the port's
		x, y, _ := b.PlaceCentre(p)
		if q, _ := b.placeAt(x, y, b.places); q != p {
			t.Errorf("a click on %s's disc at (%.0f, %.0f) lands on %s", p, x, y, q)
		}
	}
	for _, zoom := range []float64{1, 2.5, 6} {
		b.sea.moveTo(b.sea.chart.zoom(mapFrame.X+mapFrame.W*0.55, mapFrame.Y+mapFrame.H*0.4, zoom).clamped(b.sea.land, b.sea.k0))
		labels := b.sea.seaLabels()
		shown := 0
		for _, p := range seas {
			shapes := b.Shapes(p)
			if len(shapes) == 0 {
				continue // off the frame at this zoom
			}
			shown++
			l := labels[strings.TrimPrefix(string(p), "sea:")]
			x, y := shapes[0].Centre()
			if !l.box.Contains(x, y) {
				t.Errorf("zoom %.1f: %s's target at (%.0f, %.0f) is not on its name %v", zoom, p, x, y, l.box)
			}
			if sp := b.space(p); !sp.River {
				at := b.sea.chart.at(sp.At)
				cell := b.sea.a.SeaSpaceAt(b.sea.chart.lonLat(x, y))
				if d := math.Hypot(x-at.X, y-at.Y); cell < 0 || b.sea.a.Spaces[cell].ID != sp.ID || d > 48 {
					t.Errorf("zoom %.1f: %s's name stands %.0f px from its place on the map, in %v's cell", zoom, p, d, cell)
				}
			}
			if q, _ := b.placeAt(x, y, b.places); q != p {
				t.Errorf("zoom %.1f: a click on %s's name at (%.0f, %.0f) lands on %s", zoom, p, x, y, q)
			}
		}
		if zoom == 1 && shown != len(seas) {
			t.Errorf("the whole map shows %d of %d sea spaces and rivers as targets", shown, len(seas))
		}
	}
}

// space is the atlas's sea space of place p.
func (b *Board) space(p rules.Place) atlas.Space {
	for _, sp := range b.sea.a.Spaces {
		if "sea:"+sp.ID == string(p) {
			return sp
		}
	}
	return atlas.Space{}
}

// A name written only while its space is lit stands clear of the port
// discs where a spot near its place allows: the tutorial's first sail
// asks for a click on the Northern North Sea's name, written over
// Shetland's disc, and a click on "Northern" sailed for Shetland.
func TestLitNameClearOfPorts(t *testing.T) {
	s, err := playtest.Session("fireaxe", []string{"", "easy"}, 1, 0)
	if err != nil {
		t.Fatal(err)
	}
	b := New(s)
	for _, id := range []string{"northern_north_sea", "faeroe_waters", "western_ocean"} {
		l, p := b.sea.seaLabels()[id], rules.Place("sea:"+id)
		for fx := 0.02; fx < 1; fx += 0.08 {
			for _, fy := range []float64{0.2, 0.5, 0.8} {
				x, y := l.box.X+l.box.W*fx, l.box.Y+l.box.H*fy
				if q, _ := b.placeAt(x, y, b.places); q != p {
					t.Errorf("a click on %q at (%.0f, %.0f) lands on %s", l.text, x, y, q)
				}
			}
		}
	}
}

// No sea space's or river's name, painted or written while its space is
// lit, touches a port's disc, on the whole map and zoomed in: the last
// playtest found the Irish Sea, the Narrow Sea and the Svea Sea written
// over ports, hiding the discs a person clicks.
func TestSeaNamesClearOfPortDiscs(t *testing.T) {
	s, err := playtest.Session("fireaxe", []string{"", "easy"}, 1, 0)
	if err != nil {
		t.Fatal(err)
	}
	b := New(s)
	for _, zoom := range []float64{1, 2.5, 6} {
		b.sea.moveTo(b.sea.chart.zoom(mapFrame.X+mapFrame.W*0.55, mapFrame.Y+mapFrame.H*0.4, zoom).clamped(b.sea.land, b.sea.k0))
		for id, l := range b.sea.seaLabels() {
			if !mapFrame.Contains(l.box.X+l.box.W/2, l.box.Y+l.box.H/2) {
				continue
			}
			for _, p := range b.sea.a.Ports {
				at := b.sea.chart.at(p.At)
				if !mapFrame.Contains(at.X, at.Y) {
					continue
				}
				bx := l.box
				nx, ny := math.Max(bx.X, math.Min(at.X, bx.X+bx.W)), math.Max(bx.Y, math.Min(at.Y, bx.Y+bx.H))
				if d := math.Hypot(at.X-nx, at.Y-ny); d < portSize(p)+1 {
					t.Errorf("zoom %.1f: %s's name %q touches %s's disc (%.1f px from its centre)", zoom, id, l.text, p.Name, d)
				}
			}
		}
	}
}
