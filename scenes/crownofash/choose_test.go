package crownofash

import (
	"strings"
	"testing"

	"embers/rules"
	ca "embers/rules/crownofash"
	"embers/scenes/kit"
	"embers/scenes/play"
	"embers/scenes/play/playtest"
	"embers/scenes/ui"
)

// TestFightersAreToggled: a click on a battle space whose battles differ
// by the fighters sent opens the kit's chooser with a toggle per fighter
// in hand and every group as a set of them, each saying its strength
// against the defence; toggling the fighters of a group and confirming
// plays that battle.
func TestFightersAreToggled(t *testing.T) {
	for seed := uint64(1); seed <= 12; seed++ {
		app, sc, ok := phaseAt(t, 3, seed, "Place", 2)
		if !ok {
			continue
		}
		b := sc.Board().(*Board)
		var space rules.Place
		var moves []rules.Move
		for r := range ca.Regions {
			if ms := b.groupMoves(ca.CombatPlace(r)); len(ms) > 1 {
				space, moves = ca.CombatPlace(r), ms
			}
		}
		if space == "" {
			sc.Close()
			continue
		}
		x, y, _ := b.PlacePoint(space)
		app.Step(sc, ui.Input{MouseX: x, MouseY: y, MouseMoved: true})
		app.Step(sc, ui.Input{MouseX: x, MouseY: y, Click: true})
		menu := b.Pick.Menu
		if menu == nil {
			t.Fatal("a click on the battle space opened no chooser")
		}
		if len(menu.Opts) != len(moves) {
			t.Fatalf("the chooser offers %d sets for %d battles", len(menu.Opts), len(moves))
		}
		for _, o := range menu.Opts {
			g, _ := ca.MoveGroup(o.Move)
			if len(o.Parts) != len(ids(g)) || !strings.Contains(o.Label, " against ") {
				t.Errorf("the set %q has parts %v for %d fighters", o.Label, o.Parts, len(ids(g)))
			}
		}
		want := moves[len(moves)-1]
		n := len(b.Session.Match.History)
		for range 10 {
			if len(b.Session.Match.History) > n {
				break
			}
			x, y, ok := b.ChoicePoint(want)
			if !ok {
				t.Fatalf("the chooser has no way to %s", b.MoveLabel(want))
			}
			app.Step(sc, ui.Input{MouseX: x, MouseY: y, MouseMoved: true})
			app.Step(sc, ui.Input{MouseX: x, MouseY: y, Click: true})
		}
		if len(b.Session.Match.History) == n || b.Session.Match.History[n].Move != want {
			t.Fatalf("toggling and confirming did not play %s", b.MoveLabel(want))
		}
		sc.Close()
		return
	}
	t.Fatal("no battle with a choice of fighters came up")
}

// TestTheMatsPartsAreWhereDrawn: the panel's mat names each part where
// DrawSupplies draws it, the VP last.
func TestTheMatsPartsAreWhereDrawn(t *testing.T) {
	b := &Board{}
	for dx, want := range map[float64]string{10: "bone", 40: "ash", 125: "gold", 155: ca.MinionsPart,
		190: ca.HandPart, 220: ca.GravePart, 260: ca.CardsPart, 310: ca.FatePart, 350: ca.VPPart} {
		if got := b.SupplyPart(0, dx); got != want {
			t.Errorf("at %v the mat's part is %q, want %q", dx, got, want)
		}
	}
}

// TestTheKindsAreChosenInTheTray: while a special ingredient is chosen the
// tray shows the four kinds, each whole inside it, where the combat cards
// were; at other times neither they nor a click on them are there.
func TestTheKindsAreChosenInTheTray(t *testing.T) {
	for k := range ca.Kinds {
		r := resRect(k)
		if !trayRect.Contains(r.X, r.Y) || !trayRect.Contains(r.X+r.W, r.Y+r.H) || !origin.Contains(r.X+r.W, r.Y+r.H) {
			t.Errorf("kind %d's button %+v is not whole inside the tray", k, r)
		}
	}
	for seed := uint64(1); seed <= 20; seed++ {
		_, sc, ok := phaseAt(t, 2, seed, "Choose the kind", 0)
		if !ok {
			continue
		}
		defer sc.Close()
		b := sc.Board().(*Board)
		if len(b.Shapes(ca.ResPlace(0))) == 0 || len(b.Shapes(ca.CardPlace(0))) != 0 {
			t.Fatal("choosing a kind, the tray does not show the kinds in place of the cards")
		}
		return
	}
	t.Fatal("no special ingredient came up")
}

// TestThePromptFollowsTheBuild: after the build space is clicked the
// prompt asks for a structure, after a structure for the region, and
// putting them back asks for a minion again.
func TestThePromptFollowsTheBuild(t *testing.T) {
	app, sc, ok := phaseAt(t, 2, 4, "Place", 0)
	if !ok {
		t.Fatal("no placement")
	}
	defer sc.Close()
	b := sc.Board().(*Board)
	click := func(p rules.Place) {
		x, y, _ := b.PlacePoint(p)
		app.Step(sc, ui.Input{MouseX: x, MouseY: y, MouseMoved: true})
		app.Step(sc, ui.Input{MouseX: x, MouseY: y, Click: true})
	}
	head := func() string { h, _ := b.asks(b.Pick.Turn); return h }
	if h := head(); h != "Place a minion" {
		t.Fatalf("the prompt starts with %q", h)
	}
	click(ca.BuildPlace)
	if h := head(); h != "Build: choose a structure" {
		t.Errorf("after the build space: %q", h)
	}
	for i := range ca.RowSize {
		if len(b.pick.At(ca.RowPlace(i))) > 0 {
			click(ca.RowPlace(i))
			break
		}
	}
	if h := head(); !strings.HasPrefix(h, "Build the ") || !strings.HasSuffix(h, ": choose where") {
		t.Errorf("after a structure: %q", h)
	}
	app.Step(sc, ui.Input{MouseX: 5, MouseY: 5, RightClick: true})
	if h := head(); h != "Place a minion" {
		t.Errorf("put back: %q", h)
	}
}

// phaseAt plays a game of players seats (the first a person, the others
// easy) ahead until the person is asked what the rules' Asks head starts
// with, and opens the play scene there; ok is false when it never is.
func phaseAt(t *testing.T, players int, seed uint64, head string, skip int) (*playtest.App, *play.Scene, bool) {
	t.Helper()
	levels := []string{""}
	for range players - 1 {
		levels = append(levels, "easy")
	}
	variant := ""
	if players == 1 {
		variant = "deck=medium"
	}
	s, err := playtest.SessionWith("crownofash", variant, levels, seed, 0)
	if err != nil {
		t.Fatal(err)
	}
	for range 600 {
		if s.ToMove() == rules.NoSeat {
			return nil, nil, false
		}
		if s.ToMove() == 0 {
			if h, _ := s.Match.State.(*ca.State).Asks(); strings.HasPrefix(h, head) {
				if skip == 0 {
					break
				}
				skip--
			}
		}
		playtest.PlayAhead(s, 1, seed)
	}
	if s.ToMove() != 0 {
		return nil, nil, false
	}
	app := playtest.NewApp()
	sc := play.NewWith(app, s, play.Options{Instant: true, NoAI: true})
	for range 3 {
		app.Step(sc, ui.Input{MouseX: 1000, MouseY: 700})
	}
	return app, sc, true
}

// TestTheChoosersPromptFitsThePanel: while the chooser of fighters is
// open, the panel's prompt is one line inside the controls, for every
// region and each of the citadel's positions (the citadel's ran off the
// panel: "Attack the citadel from the left flank (+1), defending at 3:
// choose 1 to 3 f"); the chooser's own title keeps the defence.
func TestTheChoosersPromptFitsThePanel(t *testing.T) {
	s, err := playtest.SessionWith("crownofash", "", []string{"easy", "easy"}, 1, 0)
	if err != nil {
		t.Fatal(err)
	}
	b := New(s)
	var moves []rules.Move
	for r := range ca.Regions {
		moves = append(moves, ca.Battle(r, 1))
	}
	for p := range ca.Positions {
		moves = append(moves, ca.Storm(p, 1))
	}
	room := kit.ControlsRect.W - 12
	for _, m := range moves {
		title, head, _ := b.groupTitle(m)
		if w, _ := ui.Measure(head, ui.Face{Style: ui.Bold, Size: 16}); w > room {
			t.Errorf("the prompt %q is %.0f pixels wide; the panel has %.0f", head, w, room)
		}
		if !strings.Contains(title, "defending at") {
			t.Errorf("the chooser's title %q does not say the defence", title)
		}
	}
}
