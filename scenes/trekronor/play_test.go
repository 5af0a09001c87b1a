package trekronor

import (
	"regexp"
	"strings"
	"testing"
	"time"

	"embers/game"
	"embers/rules"
	tk "embers/rules/trekronor"
	"embers/scenes/play"
	"embers/scenes/play/playtest"
	"embers/scenes/ui"
)

// open starts a play scene at normal speed on a fresh or played-ahead game.
func open(t *testing.T, levels []string, moves int, opt play.Options) (*playtest.App, *play.Scene, *game.Session) {
	t.Helper()
	s, err := playtest.Session("trekronor", levels, 11, moves)
	if err != nil {
		t.Fatal(err)
	}
	for s.ToMove() != rules.NoSeat && !s.IsHuman(s.ToMove()) && s.Humans() > 0 {
		if err := playtest.PlayAhead(s, 1, 11); err != nil {
			t.Fatal(err)
		}
	}
	app := playtest.NewApp()
	sc := play.NewWith(app, s, opt)
	t.Cleanup(sc.Close)
	return app, sc, s
}

func at(sq int) ui.Input {
	x, y := squareCentre(sq)
	return ui.Input{MouseX: x, MouseY: y, MouseMoved: true}
}

func click(sq int) ui.Input {
	in := at(sq)
	in.Click = true
	return in
}

func firstLegal(s *game.Session, kind string) (rules.Move, bool) {
	for _, m := range s.Match.State.Legal(nil) {
		if decode(m).kind == kind {
			return m, true
		}
	}
	return 0, false
}

func TestClickOnLegalSquarePlacesServant(t *testing.T) {
	app, sc, s := open(t, []string{"", "easy", "easy"}, 0, play.Options{})
	m, ok := firstLegal(s, "place")
	if !ok {
		t.Fatal("no place move at the start")
	}
	sq := decode(m).a
	app.Step(sc, at(sq))
	app.Step(sc, click(sq))
	if h := s.Match.History; len(h) == 0 || h[len(h)-1].Notation != "place "+tk.SquareName(sq) {
		t.Fatalf("history %v, want [place %s]", s.Match.Notations(), tk.SquareName(sq))
	}
	if !sc.Animating() {
		t.Error("the placed servant is not animated")
	}
	if len(app.Sounds) == 0 || app.Sounds[0] != "clack" {
		t.Errorf("sounds %v, want a clack first", app.Sounds)
	}
}

func TestIllegalClickExplainsWithRule(t *testing.T) {
	app, sc, s := open(t, []string{"", "easy", "easy"}, 0, play.Options{})
	b := sc.Board().(*Board)
	centre := 43 // d4: a corridor square far from the wells, and nobody stands next to it yet
	n := len(s.Match.History)
	app.Step(sc, click(centre))
	if len(s.Match.History) != n {
		t.Fatalf("an illegal click played %v", s.Match.Notations())
	}
	if !strings.Contains(b.pick.why, "(rule 5.") {
		t.Fatalf("no reason with a rule shown: %q", b.pick.why)
	}
	// the explanation is the rules' own
	im := explainPlace(s, centre)
	if im == nil || !strings.Contains(b.pick.why, im.Reason[1:]) {
		t.Errorf("shown %q, the rules say %v", b.pick.why, im)
	}
}

func explainPlace(s *game.Session, sq int) *rules.IllegalMove {
	_, err := s.Match.State.Clone().Apply(tk.PlaceMove(sq))
	im, _ := err.(*rules.IllegalMove)
	return im
}

func TestInputLockedWhileAnimatingAndSkipDrains(t *testing.T) {
	app, sc, s := open(t, []string{"", "easy", "easy"}, 0, play.Options{})
	m, _ := firstLegal(s, "place")
	logBefore := len(sc.Log())
	app.Step(sc, click(decode(m).a))
	if !sc.Animating() {
		t.Fatal("not animating after a move")
	}
	// pointing at the spread buttons while the servant slides does nothing
	for range 3 {
		b := valueButton(0)
		app.Step(sc, ui.Input{MouseX: b.X + 5, MouseY: b.Y + 5, MouseMoved: true})
	}
	n := len(s.Match.History)
	if !s.Match.State.(*tk.State).InSpreadPhase() {
		t.Fatal("the action did not lead to the spread marker")
	}
	// a click skips: the queue drains at once and is not taken as a move
	b := valueButton(0)
	app.Step(sc, ui.Input{MouseX: b.X + 5, MouseY: b.Y + 5, Click: true})
	if sc.Animating() {
		t.Fatal("a click did not skip the animation")
	}
	if len(s.Match.History) != n {
		t.Fatalf("the skipping click played a move: %v", s.Match.Notations())
	}
	if got, want := len(sc.Log()), len(s.Log(rules.NoSeat)); got != want || got <= logBefore {
		t.Errorf("log has %d lines after the drain, the session %d (before %d)", got, want, logBefore)
	}
	// now the spread buttons work
	app.Step(sc, ui.Input{MouseX: b.X + 5, MouseY: b.Y + 5, Click: true})
	if h := s.Match.History; len(h) != n+1 || !strings.HasPrefix(h[n].Notation, "spread ") {
		t.Fatalf("history %v, want a spread marker second", s.Match.Notations())
	}
}

func TestHotSeatHandoffHidesUntilClicked(t *testing.T) {
	app, sc, s := open(t, []string{"", "", "easy"}, 0, play.Options{Instant: true})
	if !sc.HandoffShown() {
		t.Fatal("two people: the first turn must start with a handoff")
	}
	first := s.ToMove()
	app.Step(sc, ui.Input{Click: true})
	if sc.HandoffShown() || sc.Viewer() != first {
		t.Fatalf("after the click: handoff %v, viewer %d", sc.HandoffShown(), sc.Viewer())
	}
	m, _ := firstLegal(s, "place")
	app.Step(sc, click(decode(m).a))
	spread, _ := firstLegal(s, "spread")
	b := valueButton(decode(spread).a)
	app.Step(sc, ui.Input{MouseX: b.X + 5, MouseY: b.Y + 5, Click: true})
	app.Step(sc, ui.Input{})
	for s.ToMove() == 2 { // the computer plays between the two people
		app.Step(sc, ui.Input{})
		time.Sleep(time.Millisecond)
	}
	if s.ToMove() == rules.NoSeat || !sc.HandoffShown() {
		t.Fatalf("after the first person's turn: to move %d, handoff %v", s.ToMove(), sc.HandoffShown())
	}
	next := s.ToMove()
	if sc.Viewer() == next {
		t.Fatal("the next person's view is shown before the handoff")
	}
	app.Step(sc, ui.Input{Confirm: true})
	if sc.Viewer() != next || sc.HandoffShown() {
		t.Fatalf("after the handoff: viewer %d, handoff %v", sc.Viewer(), sc.HandoffShown())
	}
}

var secretForm = regexp.MustCompile(`spread marker [ABC123] face-down|The pile holds|face-down (save|steal) marker`)

func TestLogNeverHoldsASecret(t *testing.T) {
	app, sc, s := open(t, []string{"easy", "easy", "easy", "easy"}, 0, play.Options{Instant: true})
	app.Cfg.AI.ThinkMsCap = 20
	deadline := time.Now().Add(60 * time.Second)
	for len(s.Match.History) < 60 && s.ToMove() != rules.NoSeat && time.Now().Before(deadline) {
		app.Step(sc, ui.Input{})
		time.Sleep(time.Millisecond)
	}
	if len(s.Match.History) < 20 {
		t.Fatalf("the AI seats played only %d moves", len(s.Match.History))
	}
	secrets := map[string]bool{}
	st, _ := tk.Game.New(s.Match.Setup)
	names := s.Names()
	for _, p := range s.Match.History {
		evs, err := st.Apply(p.Move)
		if err != nil {
			t.Fatal(err)
		}
		for _, e := range evs {
			if e.SecretText != "" && e.SecretText != e.Text {
				secrets[rules.Names(e.SecretText, names)] = true
			}
		}
	}
	if len(secrets) == 0 {
		t.Fatal("the game had no secret to keep")
	}
	for _, line := range sc.Log() {
		if secrets[line] || secretForm.MatchString(line) {
			t.Errorf("the log shows a secret: %q", line)
		}
	}
}

func TestTypingLaysSpreadMarker(t *testing.T) {
	app, sc, s := open(t, []string{"", "easy", "easy"}, 0, play.Options{Instant: true})
	m, _ := firstLegal(s, "place")
	app.Step(sc, click(decode(m).a))
	spread, ok := firstLegal(s, "spread")
	if !ok {
		t.Fatal("no spread marker to lay after the action")
	}
	v := tk.ValueName(uint8(decode(spread).a))
	n := len(s.Match.History)
	app.Step(sc, ui.Input{Runes: []rune(strings.ToLower(v)), AnyKey: true})
	if h := s.Match.History; len(h) != n+1 || h[n].Notation != "spread "+v {
		t.Fatalf("typing %q gave %v", v, s.Match.Notations())
	}
}

func TestKeyboardPlacesAndLaysSpread(t *testing.T) {
	app, sc, s := open(t, []string{"", "easy", "easy"}, 0, play.Options{Instant: true})
	m, _ := firstLegal(s, "place")
	sq := decode(m).a
	x, y := squareCentre(sq)
	n := len(s.Match.History)
	app.Step(sc, ui.Input{MouseX: x, MouseY: y})
	// the arrows walk away and back; Enter acts where the focus is
	right, left := ui.Input{MouseX: x, MouseY: y, Right: true}, ui.Input{MouseX: x, MouseY: y, Left: true}
	if sq%10 == 9 {
		right, left = left, right
	}
	app.Step(sc, right)
	app.Step(sc, left)
	app.Step(sc, ui.Input{MouseX: x, MouseY: y, Confirm: true})
	if h := s.Match.History; len(h) != n+1 || h[n].Move != m {
		t.Fatalf("arrows and Enter gave %v, want %s", s.Match.Notations()[n:], notation.FormatMove(m))
	}
	// the spread buttons: Enter on the first one in hand
	spread, _ := firstLegal(s, "spread")
	for range decode(spread).a {
		app.Step(sc, ui.Input{MouseX: x, MouseY: y, Right: true})
	}
	if decode(spread).a == 0 {
		app.Step(sc, ui.Input{MouseX: x, MouseY: y, Right: true})
		app.Step(sc, ui.Input{MouseX: x, MouseY: y, Left: true})
	}
	app.Step(sc, ui.Input{MouseX: x, MouseY: y, Confirm: true})
	if h := s.Match.History; len(h) != n+2 || h[n+1].Move != spread {
		t.Fatalf("arrows and Enter on the spread buttons gave %v, want %s", s.Match.Notations()[n:], notation.FormatMove(spread))
	}
}

func TestLogLineNamesArePointedOut(t *testing.T) {
	b := New(nil)
	b.PointAt("Fire from B2 spreads through f3 into B1.")
	if len(b.point.halls) != 2 || b.point.halls[0] != 4 || b.point.halls[1] != 3 {
		t.Errorf("halls %v, want B2 and B1 (4, 3)", b.point.halls)
	}
	if sq, _ := tk.ParseSquare("f3"); len(b.point.squares) != 1 || b.point.squares[0] != sq {
		t.Errorf("squares %v, want f3", b.point.squares)
	}
	b.PointAt("Blue puts out a fire in hall C3 with the ne bucket.")
	if len(b.point.wells) != 1 || tk.WellNames[b.point.wells[0]] != "ne" || len(b.point.squares) != 0 {
		t.Errorf("wells %v squares %v, want the ne well only", b.point.wells, b.point.squares)
	}
}

func TestPanelHintsNameWhatTheyPointAt(t *testing.T) {
	_, sc, s := open(t, []string{"", "easy", "easy"}, 0, play.Options{Instant: true})
	b := sc.Board().(*Board)
	b.seatRects[0] = play.Rect{X: 900, Y: 100, W: 370, H: 42}
	b.seatRects[1] = play.Rect{X: 900, Y: 150, W: 370, H: 42}
	b.statusRect = play.Rect{X: 730, Y: 250, W: 520, H: 70}
	me, other := s.ToMove(), 1-s.ToMove()
	if me > 1 {
		t.Skip("the person is not among the first two seats here")
	}
	mine := b.PanelHint(900+200, b.seatRects[me].Y+20)
	if !strings.HasPrefix(mine, "Your spread markers in hand: A, B, C, 1, 2, 3") {
		t.Errorf("own spread hint %q", mine)
	}
	theirs := b.PanelHint(900+200, b.seatRects[other].Y+20)
	if !strings.Contains(theirs, "face down") || strings.Contains(theirs, "A, B") {
		t.Errorf("another seat's spread hint %q shows values", theirs)
	}
	if h := b.PanelHint(740, 250+25); !strings.Contains(h, "fire tokens left") {
		t.Errorf("fire meter hint %q", h)
	}
}
