package burnttoashes

import (
	"strings"
	"testing"

	ba "embers/rules/burnttoashes"
	"embers/scenes/kit"
	"embers/scenes/play/playtest"
	"embers/scenes/ui"
)

// A stack's order reads as its tiles' names, top first, never as letters.
func TestOrderInWords(t *testing.T) {
	tiles := []ba.Tile{ba.Power, ba.Knight, ba.Knight, ba.Attack, ba.Treasure}
	if got, want := orderWords(tiles), "power, knight, knight, dragon attack, treasure"; got != want {
		t.Fatalf("orderWords = %q, want %q", got, want)
	}
	for k := ba.Knight; k <= ba.Treasure; k++ {
		if tileWords[k] == "" {
			t.Errorf("tile %d has no name", k)
		}
	}
	if got, want := tileCounts(tiles), "knight ×2, power, dragon attack, treasure"; got != want {
		t.Errorf("tileCounts = %q, want %q", got, want)
	}
	if _, ok := (&Board{}).Label(ba.Pass); ok {
		t.Error("passing is labelled as an order")
	}
}

// The person puts a looked-at stack in order a tile at a time: a click
// on the province opens the top tile's choice (one option per kind of tile
// in the stack, in words), each choice the next, and the last plays the
// order meant; every chooser fits the board.
func TestOrderChosenTileByTile(t *testing.T) {
	s, err := playtest.Session("burnttoashes", []string{"", "easy", "easy"}, 5, 0)
	if err != nil {
		t.Fatal(err)
	}
	if !personWith(t, s, "order", 400) {
		t.Fatal("the person never put a stack in order")
	}
	legal := s.Match.State.Legal(nil)
	want := legal[len(legal)-1]
	p, tiles, _ := ba.OrderTiles(want)
	app, sc, b := turnScene(t, s)
	defer sc.Close()
	if label := b.MoveLabel(want); label != "Order it, top first: "+ba.TileRuns(tiles) {
		t.Fatalf("the order is labelled %q", label)
	}
	x, y := provRect(p).Centre()
	app.Step(sc, ui.Input{MouseX: x, MouseY: y, MouseMoved: true})
	app.Step(sc, ui.Input{MouseX: x, MouseY: y, Click: true})
	n, step := len(s.Match.History), 0
	var first kit.Rect
	for ; len(s.Match.History) == n; step++ {
		mn := b.Pick.Menu
		if mn == nil || step >= len(tiles) {
			t.Fatalf("step %d: no chooser open (%d tiles, order %s)", step, len(tiles), s.Match.State.FormatMove(want))
		}
		kinds := map[ba.Tile]bool{}
		for _, tile := range tiles[step:] {
			kinds[tile] = true
		}
		if len(mn.Opts) != len(kinds) {
			t.Fatalf("step %d offers %d tiles; %d kinds are left", step, len(mn.Opts), len(kinds))
		}
		for _, o := range mn.Opts {
			if _, at, _ := ba.OrderTiles(o.Move); tileWords[at[step]] != o.Label || !kinds[at[step]] {
				t.Fatalf("step %d: option %q lays a %v", step, o.Label, at[step])
			}
		}
		if want := tileCounts(tiles[step:]); !strings.Contains(mn.Note, want) {
			t.Fatalf("step %d: the note %q does not name the tiles left, %s", step, mn.Note, want)
		}
		if step > 0 && (mn.Rect.X != first.X || mn.Rect.Y != first.Y) {
			t.Fatalf("step %d: the chooser moved from %v to %v", step, first, mn.Rect)
		}
		if step == 0 {
			first = mn.Rect
		}
		if r := mn.Rect; r.X < b.Area.X || r.Y < b.Area.Y || r.X+r.W > b.Area.X+b.Area.W || r.Y+r.H > b.Area.Y+b.Area.H {
			t.Fatalf("step %d: the chooser %v leaves the board %v", step, r, b.Area)
		}
		if step == 1 {
			playtest.Shoot(t, sc, "burnttoashes-order.png")
		}
		x, y, ok := b.ChoicePoint(want)
		if !ok {
			t.Fatalf("step %d: the chooser does not lead to %s", step, s.Match.State.FormatMove(want))
		}
		app.Step(sc, ui.Input{MouseX: x, MouseY: y, MouseMoved: true})
		app.Step(sc, ui.Input{MouseX: x, MouseY: y, Click: true})
	}
	if step < 2 {
		t.Fatalf("the order took %d choices; the test shows little", step)
	}
	if got := s.Match.History[n].Move; got != want {
		t.Fatalf("played %s, meant %s", s.Match.State.FormatMove(got), s.Match.State.FormatMove(want))
	}
}
