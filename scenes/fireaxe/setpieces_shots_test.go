package fireaxe

import (
	"bytes"
	"image"
	"strings"
	"testing"

	"embers/game"
	"embers/rules"
	fx "embers/rules/fireaxe"
	"embers/scenes/play"
	"embers/scenes/play/playtest"
	"embers/scenes/ui"
)

// TestPicturesOfTheSetPieces plays a game of two with quick computer seats
// and photographs the set pieces mid-flight in the play scene, as the
// first seat sees them: a raid's die and the town taken, a settlement's
// hall rising, a saga flying to its singer and the final gold counted up
// by source (EMBERS_SHOTS keeps them). Each must draw over the board: the
// picture with the set piece differs from the board at rest.
func TestPicturesOfTheSetPieces(t *testing.T) {
	playtest.SlowTest(t)
	s, err := playtest.Session("fireaxe", []string{"", "easy"}, 5, 0)
	if err != nil {
		t.Fatal(err)
	}
	app := playtest.NewApp()
	sc := play.NewWith(app, s, play.Options{NoAI: true, Instant: true})
	defer sc.Close()
	app.Step(sc, ui.Input{})
	b := sc.Board()
	want := map[string]bool{"raid.won": true, "settle.founded": true, "saga.won": true, "trade": true, "game.over": true}
	for step := 0; s.ToMove() != rules.NoSeat && step < 4000; step++ {
		m, kind, ok := seek(s, want)
		if !ok {
			if err := playtest.PlayAhead(s, 1, uint64(step)); err != nil {
				t.Fatal(err)
			}
			continue
		}
		b.Reset(s.Match.State.View(0), 0)
		evs, err := s.Play(m)
		if err != nil {
			t.Fatal(err)
		}
		for _, e := range evs {
			e = e.For(0)
			b.Animate(e, 40)
			if e.Kind == kind && want[kind] {
				delete(want, kind)
				var rest *image.RGBA
				playtest.OnUI(t, func() { rest = playtest.Picture(sc) })
				for i := 0; b.Busy() && i < 40*kindShare(kind); i++ {
					b.Tick()
				}
				img := playtest.Shoot(t, sc, "fireaxe-"+shotName(kind)+".png")
				if bytes.Equal(img.Pix, rest.Pix) {
					t.Errorf("%s: the set piece draws nothing over the board", kind)
				}
			}
			for i := 0; b.Busy() && i < 2000; i++ {
				b.Tick()
			}
		}
	}
	delete(want, "saga.won") // photographed when the game meets one
	if len(want) > 0 {
		t.Errorf("the game met none of %v", want)
	}
}

// seek is a move of the seat to move whose events include a kind still
// wanted, or that begins a raid or a settlement (which lead to them).
func seek(s *game.Session, want map[string]bool) (rules.Move, string, bool) {
	var start rules.Move
	found := false
	for _, m := range s.Match.State.Legal(nil) {
		evs, _ := s.Match.State.Clone().Apply(m)
		for _, e := range evs {
			if want[e.Kind] {
				return m, e.Kind, true
			}
			if e.Kind == fx.EvAttack && !found {
				start, found = m, true
			}
		}
	}
	return start, "attack", found
}

// kindShare is how far into its set piece each picture is taken (in
// caption lengths of 40 ticks).
func kindShare(kind string) int {
	if kind == "game.over" {
		return 7
	}
	return 1
}

func shotName(kind string) string {
	return map[string]string{"raid.won": "raid", "settle.founded": "settlement", "saga.won": "saga", "game.over": "final-scoring", "trade": "trade"}[kind]
}

// TestPicturesOfTheTableSetPieces photographs, at a game's start, the set
// pieces round the map that quick games seldom meet: the first saga on
// show completed (its card flying to the first seat's row) and the wind
// dial turned a quarter clockwise (the arrow on its way from the South to
// the West). The events are the rules' own kinds with their data.
func TestPicturesOfTheTableSetPieces(t *testing.T) {
	playtest.SlowTest(t)
	s, err := playtest.Session("fireaxe", []string{"", "easy"}, 5, 0)
	if err != nil {
		t.Fatal(err)
	}
	app := playtest.NewApp()
	sc := play.NewWith(app, s, play.Options{NoAI: true, Instant: true})
	defer sc.Close()
	app.Step(sc, ui.Input{})
	b := sc.Board()
	st := s.Match.State.(*fx.State)
	saga := st.Atlas().Sagas[st.SagaUp[0]]
	for _, e := range []rules.Event{
		{Kind: fx.EvSagaWon, Seat: 0, Text: "{0} completes the saga " + saga.Name, Data: fx.SagaWon{Seat: 0, Saga: saga.ID, Bonus: 2}},
		{Kind: fx.EvWind, Seat: 0, Text: "{0} turns the wind dial: +1 now blows West", Data: fx.WindTurned{Seat: 0, Turn: 1, Zone: "W"}},
	} {
		b.Reset(st.View(0), 0)
		var rest *image.RGBA
		playtest.OnUI(t, func() { rest = playtest.Picture(sc) })
		b.Animate(e, 40)
		for i := 0; b.Busy() && i < 24; i++ {
			b.Tick()
		}
		img := playtest.Shoot(t, sc, "fireaxe-"+strings.ReplaceAll(e.Kind, ".", "-")+".png")
		if bytes.Equal(img.Pix, rest.Pix) {
			t.Errorf("%s: the set piece draws nothing over the board", e.Kind)
		}
	}
}
