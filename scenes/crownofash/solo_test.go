package crownofash

import (
	"fmt"
	"reflect"
	"testing"

	"embers/game"
	"embers/rules"
	ca "embers/rules/crownofash"
	"embers/scenes/play"
	"embers/scenes/play/playtest"
	"embers/scenes/ui"
)

// TestSoloAgainstTheAIDeck plays a whole game alone against the AI deck
// (medium) with every event given to the board at once: after each move
// the model is the person's view, the AI deck's box shows its VP, and the
// end has its banner; pictures mid-game and of the end are kept with
// EMBERS_SHOTS.
func TestSoloAgainstTheAIDeck(t *testing.T) {
	g := ca.Game
	s, err := game.NewSession(g, rules.Setup{Players: 1, Seed: 11, Variant: "deck=medium"},
		[]game.SeatInfo{{Name: "Orange", Colour: 0}}, game.Options{})
	if err != nil {
		t.Fatal(err)
	}
	b := New(s)
	b.Reset(s.Match.State.View(0), 0)
	for step := 0; s.ToMove() != rules.NoSeat; step++ {
		n := len(s.Match.History)
		if err := playtest.PlayAhead(s, 1, uint64(step)); err != nil {
			t.Fatal(err)
		}
		events, after := s.Match.History[n].Events, s.Match.State.View(0)
		for i, e := range events {
			endsMove(b, events, i, after)
			b.Animate(e.For(0), 0)
		}
		want := modelOf(s.Match.State.View(0).(*ca.State))
		if !reflect.DeepEqual(b.m, want) {
			t.Fatalf("after move %d the model differs from the view:\n%+v\n%+v", n, b.m, want)
		}
		if step == 60 {
			app := playtest.NewApp()
			sc := play.NewWith(app, s, play.Options{Instant: true, NoAI: true})
			app.Step(sc, ui.Input{})
			playtest.Shoot(t, sc, "crownofash-solo.png")
			sc.Close()
		}
	}
	app := playtest.NewApp() // the end as the window shows it, the AI deck's banner on its card
	sc := play.NewWith(app, s, play.Options{Instant: true, NoAI: true})
	for range 90 {
		app.Step(sc, ui.Input{MouseX: 1000, MouseY: 700})
	}
	playtest.Shoot(t, sc, "crownofash-end.png")
	sc.Close()
	if b.m.ai != 1 || b.Banner() == "" {
		t.Errorf("the AI deck is lord %d, the banner %q", b.m.ai, b.Banner())
	}
	if got := fmt.Sprint(b.vp(b.m.ai)); got != fmt.Sprint(s.Match.State.(*ca.State).VP[1]) {
		t.Errorf("the AI deck's VP shows %s", got)
	}
}
