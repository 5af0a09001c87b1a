package fireaxe

import (
	"strings"
	"testing"

	"embers/rules"
	fx "embers/rules/fireaxe"
	"embers/scenes/kit"
	"embers/scenes/play"
	"embers/scenes/play/playtest"
	"embers/scenes/ui"
)

// TestPictureOfTheStart opens a game of four in the play scene and looks
// at it as the first player does: the map, every longboat in the Wintering
// box, the wind's +1 to the south on the dial, three sagas on show, and the
// player's own rune named while the others' are backs.
func TestPictureOfTheStart(t *testing.T) {
	playtest.SlowTest(t)
	s, err := playtest.Session("fireaxe", []string{"", "easy", "easy", "easy"}, 3, 0)
	if err != nil {
		t.Fatal(err)
	}
	app := playtest.NewApp()
	sc := play.NewWith(app, s, play.Options{Instant: true, NoAI: true})
	defer sc.Close()
	app.Step(sc, ui.Input{})
	img := playtest.Shoot(t, sc, "fireaxe-start.png")
	b := New(s)
	for seat := range 4 {
		if b.v.BoatAt(seat) != "wintering" {
			t.Fatalf("seat %d starts at %s, want the Wintering box", seat, b.v.BoatAt(seat))
		}
	}
	if len(b.v.SagaUp) != 3 {
		t.Fatalf("%d sagas on show, want 3", len(b.v.SagaUp))
	}
	wintered := ui.Pt{X: winterBox.X + 16, Y: winterBox.Y + 36}
	if !colourNear(img, wintered, ui.SeatColour(0), 10) && !colourNear(img, wintered, kit.SeatColour(s, rules.Seat(0)), 10) {
		t.Error("the first longboat is not drawn in the Wintering box in its seat's colour")
	}
}

// The buttons' letters are the board's own: the play scene takes H and ?
// (a hint) and R (the rules) before the board sees a key, so a button on
// one of them could never be pressed by its key.
func TestButtonKeysAreNotTheScenes(t *testing.T) {
	for p, keys := range buttonKeys {
		for _, k := range keys {
			if strings.ContainsRune("hH?rR", k) {
				t.Errorf("%s is pressed by %q, a key the play scene takes first", p, k)
			}
		}
		if !strings.Contains(buttonLabels[p], "("+strings.ToUpper(keys[:1])+")") {
			t.Errorf("%s's label %q does not name its key %q", p, buttonLabels[p], keys[:1])
		}
	}
}

// A rune card under the pointer is named in full with what it does, to
// the seat whose runes the screen shows; another seat's card tells nothing
// of its rune.
func TestRuneCardHintOnlyToItsHolder(t *testing.T) {
	s, err := playtest.Session("fireaxe", []string{"", "easy"}, 2, 0)
	if err != nil {
		t.Fatal(err)
	}
	b := New(s)
	b.Reset(s.Match.State.View(0), 0)
	own, other := runeCard(b.seatRow(0), 0), runeCard(b.seatRow(1), 0)
	ox, oy := own.Centre()
	name := fx.RuneName(b.v.Hands[0][0])
	if h := b.PanelHint(ox, oy); name == "" || !strings.HasPrefix(h, name+": ") {
		t.Fatalf("the own rune card's hint is %q, want %q and what it does", h, name)
	}
	hidden := fx.RuneName(s.Match.State.(*fx.State).Hands[1][0])
	if h := b.PanelHint(other.Centre()); strings.Contains(h, hidden) {
		t.Fatalf("the other seat's rune card tells %q", h)
	}
}
