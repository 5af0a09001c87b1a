package fireaxe

import (
	"image"
	"image/color"
	"math"
	"path/filepath"
	"testing"

	"embers/rules"
	fx "embers/rules/fireaxe"
	"embers/scenes/kit"
	"embers/scenes/play/playtest"
	"embers/scenes/ui"
)

// sail puts seat's longboat at place, found by asking the rules where each
// node is (the board never numbers nodes itself).
func sail(t testing.TB, st *fx.State, seat int, place rules.Place) {
	t.Helper()
	for n := -1; n < 400; n++ {
		st.Boats[seat].At = n
		if st.BoatAt(seat) == place {
			return
		}
	}
	t.Fatalf("no node is %s", place)
}

func piecesGame(t testing.TB) *fx.State {
	st, err := fx.Game.New(rules.Setup{Players: 4, Seed: 3})
	if err != nil {
		t.Fatal(err)
	}
	s := st.(*fx.State)
	sail(t, s, 0, "sea:north_sea")
	sail(t, s, 1, "port:york")
	sail(t, s, 2, "sea:north_sea")
	for i, p := range s.Atlas().Ports {
		switch p.ID {
		case "dublin":
			s.Ports[i].Settler = 2
		case "york":
			s.Ports[i].Good = 1
		}
	}
	return s
}

// TestPictureOfThePieces draws the pieces of a game over the map zoomed
// on the North Sea and checks them: two longboats share the North Sea and
// both show (their sails' stripes in each seat's colour), the fourth waits
// in the Wintering box and is not on the map.
func TestPictureOfThePieces(t *testing.T) {
	m := testMap(t)
	p := m.chart.at(m.a.Spaces[0].At)
	for _, s := range m.a.Spaces {
		if s.ID == "north_sea" {
			p = m.chart.at(s.At)
		}
	}
	m.chart = m.chart.zoom(p.X, p.Y, 3)
	st := piecesGame(t)
	pieces := newMapPieces(m, &kit.Sprites{}, ui.SeatColour)
	img := drawn(t, func(c *ui.Canvas) {
		m.Draw(c)
		pieces.draw(c, st, 0, nil, -1)
	})
	if err := playtest.WritePNG(filepath.Join(playtest.ShotDir(t), "fireaxe-pieces.png"), img); err != nil {
		t.Fatal(err)
	}
	for _, seat := range []int{0, 1, 2} {
		at, ok := pieces.boatSpot(st, seat, nil)
		if !ok {
			t.Fatalf("seat %d's longboat at %s is not on the map", seat, st.BoatAt(seat))
		}
		if !colourNear(img, at, ui.SeatColour(seat), 10) {
			t.Errorf("seat %d's longboat at %v shows no sail in its colour", seat, at)
		}
	}
	if _, ok := pieces.boatSpot(st, 3, nil); ok {
		t.Error("a longboat in the Wintering box is drawn on the map")
	}
}

// colourNear tells whether a pixel within r of at is col.
func colourNear(img *image.RGBA, at ui.Pt, col color.RGBA, r float64) bool {
	for dy := -r; dy <= r; dy++ {
		for dx := -r; dx <= r; dx++ {
			if math.Hypot(dx, dy) <= r && near(img.RGBAAt(int(at.X+dx), int(at.Y+dy)), col) {
				return true
			}
		}
	}
	return false
}
