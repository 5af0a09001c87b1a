package crownofash

import (
	"strings"
	"testing"

	ca "embers/rules/crownofash"
	"embers/scenes/play"
	"embers/scenes/play/boardtest"
	"embers/scenes/play/playtest"
	"embers/scenes/ui"
)

// The pictures of the set pieces (kept with EMBERS_SHOTS, for the docs):
// each is taken from the play scene mid-animation, and only once the
// animation shows what its name says.

// TestSetPiecePictures: the combat reveal, a battle's outcome, a
// structure stacked (its covered tiles rising) and a round's scoring
// (the VP counting up, each lord's points by source beside them), at
// three lords.
func TestSetPiecePictures(t *testing.T) {
	playtest.SlowTest(t)
	if !playtest.HasDisplay() {
		t.Skip("no display: run under xvfb-run -a to draw the pictures")
	}
	for _, c := range []struct {
		kind, file string
		atLast     bool // the move's settle (its last event), not the event itself
		at         float64
	}{
		{"cards.shown", "crownofash-reveal.png", false, 0.45},
		{"battle.won", "crownofash-battle.png", false, 0.35},
		{"build", "crownofash-build.png", true, 0.8},
		{"round.scored", "crownofash-scoring.png", false, 0.75},
	} {
		app, sc, ok := boardtest.PlayingEvent(t, "crownofash", []string{"", "easy", "easy"}, c.kind, 8)
		if !ok {
			t.Fatalf("no %s in 8 games", c.kind)
		}
		b := sc.Board().(*Board)
		events := b.Session.Match.History[len(b.Session.Match.History)-1].Events
		want := c.kind
		if c.atLast {
			want = events[len(events)-1].Kind
		}
		if !stepTo(t, app, sc, b, want, c.at) {
			t.Fatalf("%s: the animation of %s never reached %.2f", c.file, want, c.at)
		}
		playtest.Shoot(t, sc, c.file)
		sc.Close()
	}
}

// TestAIDeckPicture: alone against the AI deck, its action card turned
// over with its line of why.
func TestAIDeckPicture(t *testing.T) {
	playtest.SlowTest(t)
	if !playtest.HasDisplay() {
		t.Skip("no display: run under xvfb-run -a to draw the pictures")
	}
	app, sc, ok := boardtest.PlayingEventWith(t, "crownofash", "deck=medium", []string{""}, "ai.action", 3)
	if !ok {
		t.Fatal("the AI deck never played")
	}
	defer sc.Close()
	if !stepTo(t, app, sc, sc.Board().(*Board), "ai.action", 0.5) {
		t.Fatal("the action card was never shown")
	}
	playtest.Shoot(t, sc, "crownofash-aideck.png")
}

// stepTo runs the scene until its board animates an event of kind at
// least f of the way through; false when it never does.
func stepTo(t *testing.T, app *playtest.App, sc *play.Scene, b *Board, kind string, f float64) bool {
	for range 3000 {
		if a := b.Anim; a != nil && a.Kind == kind && a.F() >= f {
			return true
		}
		if err := app.Step(sc, ui.Input{MouseX: 1000, MouseY: 700}); err != nil {
			t.Fatal(err)
		}
	}
	return false
}

// TestChoicePictures: the person's own choices as the map and the tray
// show them: placing a minion (each space's note, the closed ones
// greyed) and laying a combat card (both strengths, each card's chance).
func TestChoicePictures(t *testing.T) {
	playtest.SlowTest(t)
	if !playtest.HasDisplay() {
		t.Skip("no display: run under xvfb-run -a to draw the pictures")
	}
	for _, c := range []struct{ kind, file string }{{"gather", "crownofash-placing.png"}, {"card.laid", "crownofash-odds.png"}} {
		s, err := playtest.Session("crownofash", []string{"", "easy", "easy"}, 4, 0)
		if err != nil {
			t.Fatal(err)
		}
		for range 400 {
			if _, ok := playtest.MoveWith(t, s, c.kind, 1); ok && s.ToMove() == 0 {
				break
			}
			playtest.PlayAhead(s, 1, 5)
		}
		if s.ToMove() != 0 {
			t.Fatalf("%s: the person never came to it", c.file)
		}
		app := playtest.NewApp()
		sc := play.NewWith(app, s, play.Options{Instant: true, NoAI: true})
		for range 3 {
			app.Step(sc, ui.Input{MouseX: 1000, MouseY: 700})
		}
		if _, ok := sc.Board().(*Board).odds(); ok != (c.kind == "card.laid") {
			t.Errorf("%s: odds shown %v", c.file, ok)
		}
		playtest.Shoot(t, sc, c.file)
		sc.Close()
	}
}

// TestIssuePictures: the pictures issue 35 and 40 ask of Crown of Ash,
// each taken from the play scene once it shows what its name says: the
// fighters of a battle chosen in the kit's chooser, the "why not" of a
// refused click at the mouse, and the mats with their key, a resource's
// tip and the person's Fate card.
func TestIssuePictures(t *testing.T) {
	playtest.SlowTest(t)
	if !playtest.HasDisplay() {
		t.Skip("no display: run under xvfb-run -a to draw the pictures")
	}
	app, sc, ok := phaseAt(t, 3, 3, "Place", 3)
	if !ok {
		t.Fatal("no placement")
	}
	defer sc.Close()
	b := sc.Board().(*Board)
	at := func(x, y float64, click bool) {
		app.Step(sc, ui.Input{MouseX: x, MouseY: y, MouseMoved: true})
		if click {
			app.Step(sc, ui.Input{MouseX: x, MouseY: y, Click: true})
		}
		app.Step(sc, ui.Input{MouseX: x, MouseY: y})
	}
	// a refused click: the build space, with too little gold
	x, y, _ := b.PlacePoint(ca.BuildPlace)
	at(x, y, true)
	if reason, _ := b.WhyNot(); !strings.Contains(reason, "gold") {
		t.Fatalf("the build space says %q", reason)
	}
	playtest.Shoot(t, sc, "crownofash-whynot.png")
	// the mats: the mouse on the person's gold
	mat := b.Seats[0]
	at(mat.X+matRes+4*matResW+8, mat.Y+mat.H/2, false)
	playtest.Shoot(t, sc, "crownofash-mats.png")
	// a battle's fighters, one ticked
	for r := range ca.Regions {
		if len(b.groupMoves(ca.CombatPlace(r))) > 1 {
			x, y, _ = b.PlacePoint(ca.CombatPlace(r))
			at(x, y, true)
			break
		}
	}
	if b.Pick.Menu == nil {
		t.Fatal("no battle's chooser opened")
	}
	m := b.Pick.Menu.Opts[len(b.Pick.Menu.Opts)-1].Move
	x, y, _ = b.ChoicePoint(m)
	at(x, y, true)
	playtest.Shoot(t, sc, "crownofash-chooser.png")
}
