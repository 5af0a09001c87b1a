package fireaxe

import (
	"math"
	"strings"
	"testing"

	"embers/rules"
	fx "embers/rules/fireaxe"
	"embers/scenes/kit"
	"embers/scenes/play/playtest"
	"embers/scenes/ui"
)

// The route planner, with the person's longboat in Norway at the start of
// its turn: Iceland (several days away) is planned by the rules, its tip
// names it with its value, the days and the risk, and pointing at it draws
// the route from the longboat in the route's ink; a port with no voyage
// planned says it is out of reach.
func TestRoutePlannerShowsTheVoyage(t *testing.T) {
	s, err := playtest.Session("fireaxe", []string{"", "easy"}, 2, 0)
	if err != nil {
		t.Fatal(err)
	}
	st := s.Match.State.(*fx.State)
	sail(t, st, 0, "port:norway")
	b := New(s)
	b.Reset(st.View(0), 0)
	ice, ok := b.plan()["port:iceland"]
	if !ok || ice.Days < 2 || len(ice.Path) != ice.Days {
		t.Fatalf("Iceland from Norway: %+v; want a voyage of several days", ice)
	}
	words := b.placeWords("port:iceland", ice, true, true)
	if !strings.HasPrefix(words, "Iceland · value") || !strings.Contains(words, "days (") {
		t.Fatalf("Iceland's tip says %q", words)
	}
	if w := b.placeWords("port:vinland", fx.Reach{}, false, true); !strings.HasSuffix(w, "out of reach this turn") {
		t.Fatalf("Vinland's tip says %q", w)
	}
	b.pointer.X, b.pointer.Y, ok = b.PlaceCentre("port:iceland")
	if !ok {
		t.Fatal("Iceland is not on the map")
	}
	from := b.boatDrawnAt(0)
	x1, y1, _ := b.PlaceCentre(ice.Path[0])
	mid := ui.Pt{X: (from.X + x1) / 2, Y: (from.Y + y1) / 2}
	img := drawn(t, func(c *ui.Canvas) { b.DrawPick(c, &kit.Turn{Seat: 0, View: st.View(0)}) })
	ink := routeInk
	if ice.Losses > 0 {
		ink = routeRisk
	}
	got := img.RGBAAt(int(math.Round(mid.X)), int(math.Round(mid.Y)))
	if got.A < 200 || math.Abs(float64(got.R)-float64(ink.R)) > 40 || math.Abs(float64(got.G)-float64(ink.G)) > 40 {
		t.Fatalf("the route's first leg at %v is %v, want the route's ink %v", mid, got, ink)
	}
	if b.placeWords("port:norway", fx.Reach{}, false, len(b.plan()) > 0) != b.mapNames[rules.Place("port:norway")] {
		t.Fatal("the longboat's own port is called out of reach")
	}
}
