package play

import (
	"testing"
	"time"

	"embers/game"
	"embers/rules"
	"embers/scenes/kit"
	"embers/scenes/play/playtest"
	"embers/scenes/ui"
)

// personToAct is a 3-player game played ahead to the action of Orange
// (seat 0, a person) after the computer seats have moved.
func personToAct(t *testing.T, training bool) *game.Session {
	t.Helper()
	s, err := playtest.Session("trekronor", []string{"", "easy", "easy"}, 3, 0)
	if err != nil {
		t.Fatal(err)
	}
	s.Options.Training = training
	for i := 0; i < 200 && (len(s.Match.History) < 6 || s.ToMove() != 0 || s.Match.History[len(s.Match.History)-1].Seat == 0); i++ {
		if err := playtest.PlayAhead(s, 1, uint64(i)); err != nil {
			t.Fatal(err)
		}
	}
	if s.ToMove() != 0 {
		t.Fatal("Orange never came to act")
	}
	return s
}

func click(x, y float64) ui.Input { return ui.Input{MouseX: x, MouseY: y, Click: true} }

// The "Suggest a move" button asks in the background; the hint comes back
// for this position and is dropped once a move is played.
func TestHintButtonShowsAHint(t *testing.T) {
	s := personToAct(t, false)
	app := playtest.NewApp()
	sc := NewWith(app, s, Options{})
	app.Step(sc, ui.Input{})
	app.Step(sc, ui.Input{Runes: []rune{'h'}, AnyKey: true}) // the key asks as the button does
	if sc.teach.hinter.Left(0) != game.HintsPerGame-1 {
		t.Fatalf("H did not ask for a hint (%d left)", sc.teach.hinter.Left(0))
	}
	app.Step(sc, click(hintButton.X+20, hintButton.Y+10)) // asking again keeps the search
	deadline := time.Now().Add(30 * time.Second)
	for {
		if _, ok := sc.Hint(); ok {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("no hint after 30 s (%s)", sc.teach.hintErr)
		}
		time.Sleep(5 * time.Millisecond)
		app.Step(sc, ui.Input{})
	}
	h, _ := sc.Hint()
	legal := false
	for _, m := range s.Match.State.Legal(nil) {
		legal = legal || m == h.Move
	}
	if !legal || h.Reason == "" {
		t.Fatalf("hint %+v is not a legal move with a reason", h)
	}
	if left := sc.teach.hinter.Left(0); left != game.HintsPerGame-1 {
		t.Errorf("%d hints left after one, want %d", left, game.HintsPerGame-1)
	}
	if err := sc.Play(app, h.Move); err != nil {
		t.Fatal(err)
	}
	sc.Drain()
	app.Step(sc, ui.Input{})
	if _, ok := sc.Hint(); ok {
		t.Error("the hint stays after the move was played")
	}
}

// At a person's turn the recap says what each computer seat did since the
// person's last move, in the order they played; it is gone once the person
// has acted.
func TestRecapAtThePersonsTurn(t *testing.T) {
	s := personToAct(t, false)
	app := playtest.NewApp()
	sc := NewWith(app, s, Options{NoAI: true})
	app.Step(sc, ui.Input{})
	r := sc.teach.recap
	if len(r) != 2 || r[0].Seat != 1 || r[1].Seat != 2 {
		t.Fatalf("recap %+v, want Blue then Green", r)
	}
	if err := sc.Play(app, s.Match.State.Legal(nil)[0]); err != nil {
		t.Fatal(err)
	}
	sc.Drain()
	app.Step(sc, ui.Input{})
	if s.ToMove() == 0 && len(sc.teach.recap) != 0 {
		t.Errorf("after Orange's action the recap still shows %+v", sc.teach.recap)
	}
}

// In training the computer waits at least TrainingPauseTicks before its
// chosen move is played; in a normal game (pause 0 here) it plays the tick
// its choice arrives.
func TestTrainingSlowsTheComputer(t *testing.T) {
	for _, training := range []bool{false, true} {
		s := personToAct(t, training)
		if err := playtest.PlayAhead(s, 2, 1); err != nil { // Orange acts and lays a marker
			t.Fatal(err)
		}
		app := playtest.NewApp()
		sc := NewWith(app, s, Options{})
		n := len(s.Match.History)
		waited, ticks := 0, 0
		deadline := time.Now().Add(30 * time.Second)
		for len(s.Match.History) == n {
			if time.Now().After(deadline) {
				t.Fatal("the computer never moved")
			}
			app.Step(sc, ui.Input{})
			ticks++
			if sc.thought != nil {
				waited++
			}
			time.Sleep(time.Millisecond)
		}
		switch {
		case training && ticks < TrainingPauseTicks:
			t.Errorf("training: the computer moved after %d ticks, want at least %d", ticks, TrainingPauseTicks)
		case !training && waited > 0:
			t.Errorf("normal game: the chosen move waited %d ticks with no pause set", waited)
		}
		if training && sc.aiPause(app) != TrainingPauseTicks {
			t.Errorf("training pause %d ticks", sc.aiPause(app))
		}
		sc.Close()
	}
}

// whyBoard is a board that explains a refused target.
type whyBoard struct {
	fakeBoard
	reason, rule string
}

func (w *whyBoard) WhyNot() (string, string) { return w.reason, w.rule }

// menusApp records the rules section a scene opens.
type menusApp struct {
	*playtest.App
	opened string
}

func (a *menusApp) Menus() ui.Menus { return rulesMenus{a} }

type rulesMenus struct{ a *menusApp }

func (rulesMenus) Title() ui.Scene                      { return nil }
func (rulesMenus) Pause(*game.Session, func()) ui.Scene { return nil }
func (rulesMenus) Results(*game.Session) ui.Scene       { return nil }
func (rulesMenus) Settings() ui.Scene                   { return nil }
func (m rulesMenus) Rules(gameID, section string) ui.Scene {
	m.a.opened = gameID + " " + section
	return nil
}

// The board's last "why not" stays in a card while the mouse goes to the
// panel, and its link opens the rules reference at the rule's section.
func TestWhyNotLinksToItsRule(t *testing.T) {
	s := personToAct(t, false)
	app := &menusApp{App: playtest.NewApp()}
	sc := NewWith(app, s, Options{NoAI: true})
	wb := &whyBoard{reason: "d1 is on fire", rule: "5.1"}
	sc.board = wb
	app.Step(sc, ui.Input{})
	wb.reason, wb.rule = "", "" // the mouse left the square
	app.Step(sc, ui.Input{})
	if w := sc.teach.whyNot; w == nil || w.reason != "d1 is on fire" || w.rule != "5.1" {
		t.Fatalf("the card holds %+v", w)
	}
	// where the panel draws the card (the board's pictures test draws it)
	l := whyLink(kit.Rect{X: kit.PanelRect.X + 12, Y: 640, W: kit.PanelRect.W - 24, H: 52}, "5.1")
	sc.teach.link = l
	app.In = click(l.X+l.W/2, l.Y+l.H/2)
	if err := sc.Update(app); err != nil {
		t.Fatal(err)
	}
	if app.opened != "trekronor 5.1" {
		t.Errorf("the link opened %q, want trekronor 5.1", app.opened)
	}
	app.opened = ""
	app.In = ui.Input{Runes: []rune{'r'}, AnyKey: true}
	if err := sc.Update(app); err != nil {
		t.Fatal(err)
	}
	if app.opened != "trekronor 5.1" {
		t.Errorf("the R key opened %q, want trekronor 5.1", app.opened)
	}
	if len(s.Match.History) == 0 || s.ToMove() != rules.Seat(0) {
		t.Error("the click on the link played a move")
	}
}
