package boardtest

import (
	"testing"

	"embers/rules"
	"embers/scenes/play"
	"embers/scenes/play/playtest"
	"embers/scenes/ui"
)

// choicePictures shows a person's choice being made: a game played ahead
// from moves moves to the first person's turn with a move of several
// places, its first place clicked (or, where that click makes the move
// alone, the mouse over it).
func choicePictures(t *testing.T, gameID, variant string, levels []string, moves int) {
	s, err := playtest.SessionWith(gameID, variant, levels, 1, moves)
	if err != nil {
		t.Fatal(err)
	}
	var m rules.Move
	var places []rules.Place
	for tries := 0; ; tries++ {
		if s.ToMove() == rules.NoSeat || tries == 400 {
			t.Logf("no turn of a person with a move of several places in %d moves after the first %d", tries, moves)
			return
		}
		if m, places = severalPlaces(s.Match.State); s.ToMove() == 0 && places != nil {
			break
		}
		if err := playtest.PlayAhead(s, 1, 5); err != nil {
			t.Fatal(err)
		}
	}
	app := playtest.NewApp()
	sc := play.NewWith(app, s, play.Options{Instant: true, NoAI: true})
	defer sc.Close()
	tb := &table{t: t, app: app, sc: sc, s: s, board: sc.Board()}
	pp, ok := tb.board.(PlacePointer)
	if !ok {
		t.Fatal("the board does not say where its places lie: give it PlacePoint (boardtest.PlacePointer)")
	}
	tb.step(ui.Input{})
	x, y, ok := tb.pointFor(pp, m, places, 0)
	if !ok {
		t.Fatalf("%s's first place %s has no point", s.Match.State.FormatMove(m), places[0])
	}
	tb.step(ui.Input{MouseX: x, MouseY: y, MouseMoved: true})
	if _, aimed := tb.board.(Aimer); !aimed { // else the click would make the move
		tb.step(ui.Input{MouseX: x, MouseY: y, Click: true})
		tb.step(ui.Input{MouseX: x + 24, MouseY: y + 40, MouseMoved: true})
	}
	shoot(t, sc, gameID+"-choice", 1)
}

// severalPlaces is a legal move of st naming two places or more, and its
// places (nil when there is none).
func severalPlaces(st rules.State) (rules.Move, []rules.Place) {
	p, ok := st.(rules.Placer)
	if !ok {
		return 0, nil
	}
	for _, m := range st.Legal(nil) {
		if ps := p.MovePlaces(m); len(ps) >= 2 {
			return m, ps
		}
	}
	return 0, nil
}
