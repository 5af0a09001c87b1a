package scenes

import (
	"os"
	"path/filepath"
	"testing"

	"embers/game"
	"embers/rules/burnttoashes"
	"embers/rules/crownofash"
	"embers/rules/games"
	"embers/rules/testgames"
	"embers/scenes/play/playtest"
	"embers/scenes/ui"
)

// TestNewGameOffersEachOption: Bucket Brigade's two options appear as a
// stepper (start: calm or fierce) and a toggle (wind) beside training, and
// the game starts with the canonical variant they make.
func TestNewGameOffersEachOption(t *testing.T) {
	a, _ := testApp(t)
	settle(t, a)
	n := newNewGame(a)
	n.plan = []games.Planned{{ID: "brigade", Name: "Bucket Brigade", Game: testgames.Brigade}}
	n.pick(0)
	var start *ui.Stepper
	var wind, train *ui.Toggle
	for _, w := range n.form.Items {
		switch w := w.(type) {
		case *ui.Stepper:
			if w.Label == "Start" {
				start = w
			}
		case *ui.Toggle:
			switch w.Label {
			case "Wind":
				wind = w
			case "Training":
				train = w
			}
		}
	}
	if start == nil || wind == nil || train == nil || start.Value() != "Calm" || wind.On {
		t.Fatalf("want a Start stepper at Calm, a Wind toggle off and Training: %v %v %v", start, wind, train)
	}
	confirm := &ui.Input{Confirm: true}
	start.Update(confirm, true, false)
	wind.Update(confirm, true, false)
	n.form.SetFocus(start)
	if about := n.optionAbout(); about != "Start, Fierce: every house smoulders (how many houses burn when the game begins)." {
		t.Errorf("the line below says %q", about)
	}
	playtest.OnUI(t, func() {
		img := playtest.Picture(n)
		if dir := os.Getenv("EMBERS_SHOT_DIR"); dir != "" {
			if err := playtest.WritePNG(filepath.Join(dir, "newgame-options.png"), img); err != nil {
				t.Error(err)
			}
		}
	})
	n.players, n.seed = 2, "12"
	n.start()
	if n.problem != "" {
		t.Fatal(n.problem)
	}
	settle(t, a)
	s := a.Top().(interface{ Session() *game.Session }).Session()
	defer s.Cancel()
	if v := s.Match.Setup.Variant; v != "start=fierce,wind" {
		t.Fatalf("the game started with variant %q, want start=fierce,wind", v)
	}
	start.Update(confirm, true, false) // back to calm: the default leaves the variant
	wind.Update(confirm, true, false)
	if len(n.opts) != 0 {
		t.Fatalf("options at their defaults are left out: %v", n.opts)
	}
}

// TestNewGameFitsOptionsToPlayers: Crown of Ash refuses one player without
// its AI deck and four players with it; choosing one player steps the deck
// to its first level, the game starts, and four players put it back to none.
func TestNewGameFitsOptionsToPlayers(t *testing.T) {
	a, _ := testApp(t)
	settle(t, a)
	n := newNewGame(a)
	n.plan = []games.Planned{{ID: "crownofash", Name: "Crown of Ash", Game: crownofash.Game}}
	n.players = 2
	n.pick(0)
	if v := n.opts.Value("deck", "none"); v != "none" {
		t.Fatalf("at two players the deck stays at its default, got %q", v)
	}
	n.players = 1
	n.build()
	deck := func() *ui.Stepper {
		for _, w := range n.form.Items {
			if st, ok := w.(*ui.Stepper); ok && st.Label == "AI deck" {
				return st
			}
		}
		t.Fatal("no AI deck stepper")
		return nil
	}
	if v := n.opts.Value("deck", "none"); v != "easy" || deck().Value() != "Easy" {
		t.Fatalf("one player needs a level: deck=%q, the stepper shows %q", v, deck().Value())
	}
	n.seed = "7"
	n.start()
	if n.problem != "" {
		t.Fatalf("a game alone does not start: %s", n.problem)
	}
	settle(t, a)
	s := a.Top().(interface{ Session() *game.Session }).Session()
	defer s.Cancel()
	if v := s.Match.Setup.Variant; v != "deck=easy" {
		t.Errorf("the game alone started with variant %q, want deck=easy", v)
	}
	n.opts["deck"] = "hard"
	n.players = 4
	n.build()
	if v := n.opts.Value("deck", "none"); v != "none" || deck().Value() != "None" {
		t.Errorf("four players leave the deck out: deck=%q, the stepper shows %q", v, deck().Value())
	}
}

// TestSixSeatsClearTheOptions: at six players (Burnt to Ashes) every
// widget of the sixth seat's row lies above the options' row.
func TestSixSeatsClearTheOptions(t *testing.T) {
	a, _ := testApp(t)
	settle(t, a)
	n := newNewGame(a)
	n.plan = []games.Planned{{ID: "burnttoashes", Name: "Burnt to Ashes", Game: burnttoashes.Game}}
	n.players = 6
	n.pick(0)
	if n.players != 6 {
		t.Fatalf("the screen holds %d players, want 6", n.players)
	}
	top := n.optionsY() + 4
	for _, w := range n.form.Items {
		r := w.Bounds()
		if r.Y < top && r.Y+r.H > top {
			t.Errorf("a widget at %v runs into the options' row at y %.0f", r, top)
		}
	}
	if last := n.seatY(5); last+44 > top {
		t.Errorf("the sixth seat's row (%.0f to %.0f) runs into the options at %.0f", last, last+44, top)
	}
}
