package play

import (
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

	"embers/game"

	"embers/rules"
	"embers/scenes/kit"
	"embers/scenes/play/playtest"
	"embers/scenes/ui"
)

// While the last move of a game plays, the header names the seat that made
// it, never "Game over" ahead of the animation; once it is shown, the game
// is over.
func TestHeaderFollowsTheAnimation(t *testing.T) {
	s, err := playtest.Session("trekronor", []string{"easy", "easy", "easy"}, 3, 0)
	if err != nil {
		t.Fatal(err)
	}
	var last rules.Move
	for last == 0 {
		for _, m := range s.Match.State.Legal(nil) {
			st := s.Match.State.Clone()
			if _, err := st.Apply(m); err == nil && st.ToMove() == rules.NoSeat {
				last = m
			}
		}
		if last == 0 {
			if err := playtest.PlayAhead(s, 1, 3); err != nil || s.ToMove() == rules.NoSeat {
				t.Fatalf("no last move found (%v)", err)
			}
		}
	}
	mover := s.ToMove()
	app := playtest.NewApp()
	sc := NewWith(app, s, Options{NoAI: true})
	if err := sc.Play(app, last); err != nil {
		t.Fatal(err)
	}
	if s.ToMove() != rules.NoSeat || !sc.Animating() {
		t.Fatalf("after the last move: to move %d, animating %v", s.ToMove(), sc.Animating())
	}
	for i := 0; sc.Animating() && i < 1000; i++ {
		if title, _ := sc.Header(); title != kit.SeatName(s, mover)+" plays" {
			t.Fatalf("tick %d of the last move's animation: the header says %q", i, title)
		}
		if sc.shownSeat() != mover {
			t.Fatalf("the panel lights seat %d, the move is %d's", sc.shownSeat(), mover)
		}
		app.Step(sc, ui.Input{})
	}
	if title, _ := sc.Header(); title != "Game over" {
		t.Errorf("after the animation the header says %q", title)
	}
}

// personFirst is a Tre Kronor game with one person, who is to move first.
func personFirst(t *testing.T) *game.Session {
	t.Helper()
	for seed := uint64(1); seed < 50; seed++ {
		s, err := playtest.Session("trekronor", []string{"", "easy", "easy"}, seed, 0)
		if err != nil {
			t.Fatal(err)
		}
		if s.IsHuman(s.ToMove()) {
			return s
		}
	}
	t.Fatal("no seed lets the person start")
	return nil
}

// humanTurn opens a Tre Kronor game whose first seat is a person and plays
// the person's first action, so its events are being shown and the same
// person lays a spread marker next.
func humanTurn(t *testing.T) (*playtest.App, *Scene) {
	t.Helper()
	s := personFirst(t)
	app := playtest.NewApp()
	sc := NewWith(app, s, Options{NoAI: true})
	app.Step(sc, ui.Input{})
	if sc.Play(app, s.Match.State.Legal(nil)[0]) != nil || !sc.Animating() || !s.IsHuman(s.ToMove()) {
		t.Fatal("no person's move being shown with the person to play next")
	}
	return app, sc
}

// A click made while a move is being shown skips the animation and is
// not lost: the board gets it, now that the person may choose.
func TestClickDuringAnimationReachesTheBoard(t *testing.T) {
	app, sc := humanTurn(t)
	before := theFake.clicks
	app.Step(sc, ui.Input{MouseX: 300, MouseY: 300, Click: true})
	if sc.Animating() {
		t.Fatal("the click did not skip the animation")
	}
	if theFake.clicks != before+1 {
		t.Errorf("the board got %d clicks after the skipping click, want 1", theFake.clicks-before)
	}
	// a key skips and stays a skip
	app.Step(sc, ui.Input{})
	sc.turn = nil
	if err := sc.Play(app, sc.s.Match.State.Legal(nil)[0]); err != nil || !sc.Animating() {
		t.Fatal("no second move to show")
	}
	clicks := theFake.clicks
	app.Step(sc, ui.Input{AnyKey: true})
	if sc.Animating() || theFake.clicks != clicks {
		t.Errorf("a key: animating %v, clicks given %d", sc.Animating(), theFake.clicks-clicks)
	}
}

// A person's turn is called: a sound and the header lit, which then
// settles.
func TestYourTurnIsCalled(t *testing.T) {
	s := personFirst(t)
	app := playtest.NewApp()
	sc := NewWith(app, s, Options{NoAI: true})
	app.Step(sc, ui.Input{})
	if !slices.Contains(app.Sounds, TurnSound) || sc.TurnCue() < 0.9 {
		t.Fatalf("the person's turn: sounds %v, cue %.2f", app.Sounds, sc.TurnCue())
	}
	if _, sub := sc.Header(); sub != "your turn, "+kit.SeatName(s, s.ToMove()) {
		t.Errorf("the header's second line is %q", sub)
	}
	for range cueTicks {
		app.Step(sc, ui.Input{})
	}
	if sc.TurnCue() != 0 {
		t.Errorf("the cue still shows after %d ticks: %.2f", cueTicks, sc.TurnCue())
	}
	n := len(app.Sounds)
	app.Step(sc, ui.Input{})
	if len(app.Sounds) != n {
		t.Errorf("the turn was called again without a move: %v", app.Sounds[n:])
	}
}

// A chooser opens with its title under the mouse that opened it, so a
// double click chooses nothing (a hall's menu once opened with "steal"
// under the mouse); near the board's bottom it opens above the mouse.
func TestChooserOpensWithNoChoiceUnderTheMouse(t *testing.T) {
	area := kit.Rect{X: 20, Y: 20, W: 680, H: 680}
	opts := []kit.Option{{Label: "Put out a fire", Move: 1}, {Label: "Lay a save marker", Move: 2}, {Label: "Lay a steal marker", Move: 3}}
	for _, at := range [][2]float64{{360, 360}, {100, 40}, {600, 690}, {30, 600}} {
		m := kit.NewChooser("A2 The Chapel Royal", at[0], at[1], opts, "", area)
		if i := m.At(at[0], at[1]); i >= 0 {
			t.Errorf("opened at %v: %q lies under the mouse", at, m.Opts[i].Label)
		}
		if r := m.Rect; r.X < area.X || r.X+r.W > area.X+area.W || r.Y < area.Y || r.Y+r.H > area.Y+area.H+6 {
			t.Errorf("opened at %v: the chooser %v leaves the board", at, r)
		}
	}
}

// The teaching cards get only the room the log leaves: under a hint, a
// recap and a "why not" the log keeps its title and its last lines.
func TestCardsLeaveTheLogItsLines(t *testing.T) {
	bottom, logTop := kit.PanelRect.Y+kit.PanelRect.H, kit.ControlsRect.Y+kit.ControlsRect.H+8
	room := cardRoom(bottom, logTop)
	if room <= whyStripH {
		t.Fatalf("the cards get %.0f px, not even a one-line why-not card", room)
	}
	// the log starts where the cards end, at worst: their room, the gap
	// after the last card and the margins (drawPanel, drawCards)
	logStart := logTop + 8 + room + 6 + 8
	if lines := (bottom - logStart - 30) / logLineH; lines < minLogLines {
		t.Errorf("with every card at its largest the log shows %.1f lines, want %d", lines, minLogLines)
	}
}

// A line too wide is cut at a letter and ends in one "…" (the controls'
// line once grew by a byte each time it was cut, and froze the window).
func TestFitLineCutsOnce(t *testing.T) {
	face := ui.Face{Style: ui.Bold, Size: 14}
	long := "Click to lay it on e5 and e6: Blue's token on crossing 28 scores +6; the park on e6 will count; the guard on d8 takes post"
	got := kit.FitLine(long, face, 340)
	if w, _ := ui.Measure(got, face); w > 340 || !strings.HasSuffix(got, "…") || strings.Count(got, "…") != 1 || len(got) >= len(long) {
		t.Errorf("cut to %q (%.0f px)", got, w)
	}
	if !utf8.ValidString(got) {
		t.Errorf("cut inside a letter: %q", got)
	}
}
