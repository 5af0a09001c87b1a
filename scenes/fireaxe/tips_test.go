package fireaxe

import (
	"strings"
	"testing"

	fx "embers/rules/fireaxe"
	"embers/scenes/play"
	"embers/scenes/play/playtest"
	"embers/scenes/ui"
)

// TestOneTipAtARefusedPort: pointing at a port the person cannot reach now
// shows one tip, the port's words with the kit's quiet note under them
// (before, the kit's note stood above the mouse and the port's tip below
// it); a click there shows the refusal alone.
func TestOneTipAtARefusedPort(t *testing.T) {
	s, err := playtest.Session("fireaxe", []string{"", "easy"}, 2, 0)
	if err != nil {
		t.Fatal(err)
	}
	app := playtest.NewApp()
	sc := play.NewWith(app, s, play.Options{Instant: true, NoAI: true})
	b := New(s)
	b.Reset(s.Match.State.View(0), 0)
	x, y, ok := b.PlaceCentre(fx.PortPlace("rome"))
	if !ok {
		t.Fatal("Rome is not on the map")
	}
	tips := func(in ui.Input) []ui.Rect {
		for range 3 {
			if err := app.Step(sc, in); err != nil {
				t.Fatal(err)
			}
			in.Click = false
		}
		var got []ui.Rect
		playtest.OnUI(t, func() {
			hits := &ui.Hits{}
			c := playtest.Canvas(hits)
			sc.Draw(c)
			got = hits.Tips()
		})
		return got
	}
	// the turn begins with the mouse elsewhere, as a person's would be (no
	// quiet note is given where the pointer rested when the turn began)
	tips(ui.Input{MouseX: 8, MouseY: 8, MouseMoved: true})
	// the port's tip stands below the mouse, the kit's tips above it
	if got := tips(ui.Input{MouseX: x, MouseY: y, MouseMoved: true}); len(got) != 1 || got[0].Y < y {
		t.Fatalf("pointing at Rome shows the tips %v, want one below the mouse at y %.0f", got, y)
	}
	if k := sc.Board().(*Board); k.Pick.Quiet == "" || !strings.Contains(k.Pick.Quiet, "click to see why") {
		t.Fatalf("Rome is not noted as refused: %q", k.Pick.Quiet)
	}
	if got := tips(ui.Input{MouseX: x, MouseY: y, Click: true}); len(got) != 1 || got[0].Y > y {
		t.Fatalf("after a click on Rome the tips are %v, want the refusal alone, above the mouse at y %.0f", got, y)
	}
}
