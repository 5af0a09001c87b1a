package trekronor

import (
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"embers/game"
	"embers/rules"
	tk "embers/rules/trekronor"
	"embers/scenes/kit"
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

func firstLegal(s *game.Session, kind tk.Action) (rules.Move, bool) {
	for _, m := range s.Match.State.Legal(nil) {
		if partsOf(m).kind == kind {
			return m, true
		}
	}
	return 0, false
}

func TestClickOnLegalSquarePlacesServant(t *testing.T) {
	app, sc, s := open(t, []string{"", "easy", "easy"}, 0, play.Options{})
	m, ok := firstLegal(s, tk.ActPlace)
	if !ok {
		t.Fatal("no place move at the start")
	}
	sq := partsOf(m).a
	app.Step(sc, at(sq))
	app.Step(sc, click(sq))
	if h := s.Match.History; len(h) == 0 || h[len(h)-1].Notation != "place "+tk.SquareName(sq) {
		t.Fatalf("history %v, want [place %s]", s.Match.Notations(), tk.SquareName(sq))
	}
	if !sc.Animating() {
		t.Error("the placed servant is not animated")
	}
	sounds := slices.DeleteFunc(slices.Clone(app.Sounds), func(s string) bool { return s == play.TurnSound }) // the turn's call
	if len(sounds) == 0 || sounds[0] != "clack" {
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
	if !strings.Contains(b.Pick.Why, "(rule 5.") {
		t.Fatalf("no reason with a rule shown: %q", b.Pick.Why)
	}
	// the explanation is the rules' own
	im := explainPlace(s, centre)
	if im == nil || !strings.Contains(b.Pick.Why, im.Reason[1:]) {
		t.Errorf("shown %q, the rules say %v", b.Pick.Why, im)
	}
}

func explainPlace(s *game.Session, sq int) *rules.IllegalMove {
	_, err := s.Match.State.Clone().Apply(tk.PlaceMove(sq))
	im, _ := err.(*rules.IllegalMove)
	return im
}

func TestInputLockedWhileAnimatingAndSkipDrains(t *testing.T) {
	app, sc, s := open(t, []string{"", "easy", "easy"}, 0, play.Options{})
	m, _ := firstLegal(s, tk.ActPlace)
	logBefore := len(sc.Log())
	app.Step(sc, click(partsOf(m).a))
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
	// a key skips: the queue drains at once and is not taken as a move
	b := valueButton(0)
	app.Step(sc, ui.Input{MouseX: b.X + 5, MouseY: b.Y + 5, AnyKey: true})
	if sc.Animating() {
		t.Fatal("a key did not skip the animation")
	}
	if len(s.Match.History) != n {
		t.Fatalf("the skipping key played a move: %v", s.Match.Notations())
	}
	if got, want := len(sc.Log()), len(s.Log(rules.NoSeat)); got != want || got <= logBefore {
		t.Errorf("log has %d lines after the drain, the session %d (before %d)", got, want, logBefore)
	}
	// now the spread buttons work (a click during an animation skips it and
	// reaches them too: play's TestClickDuringAnimationReachesTheBoard)
	app.Step(sc, ui.Input{MouseX: b.X + 5, MouseY: b.Y + 5, Click: true})
	if h := s.Match.History; len(h) != n+1 || !strings.HasPrefix(h[n].Notation, "spread ") {
		t.Fatalf("history %v, want a spread marker second", s.Match.Notations())
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
	m, _ := firstLegal(s, tk.ActPlace)
	app.Step(sc, click(partsOf(m).a))
	spread, ok := firstLegal(s, tk.ActSpread)
	if !ok {
		t.Fatal("no spread marker to lay after the action")
	}
	v := tk.ValueName(uint8(partsOf(spread).value))
	n := len(s.Match.History)
	app.Step(sc, ui.Input{Runes: []rune(strings.ToLower(v)), AnyKey: true})
	if h := s.Match.History; len(h) != n+1 || h[n].Notation != "spread "+v {
		t.Fatalf("typing %q gave %v", v, s.Match.Notations())
	}
}

func TestKeyboardPlacesAndLaysSpread(t *testing.T) {
	app, sc, s := open(t, []string{"", "easy", "easy"}, 0, play.Options{Instant: true})
	m, _ := firstLegal(s, tk.ActPlace)
	sq := partsOf(m).a
	x, y := squareCentre(sq)
	n := len(s.Match.History)
	app.Step(sc, ui.Input{MouseX: x, MouseY: y})
	// the first arrow shows the focus on the lit square under the mouse,
	// the next walk away and back; Enter acts where the focus is
	right, left := ui.Input{MouseX: x, MouseY: y, Right: true}, ui.Input{MouseX: x, MouseY: y, Left: true}
	if sq%10 == 9 {
		right, left = left, right
	}
	app.Step(sc, right)
	app.Step(sc, right)
	app.Step(sc, left)
	app.Step(sc, ui.Input{MouseX: x, MouseY: y, Confirm: true})
	if h := s.Match.History; len(h) != n+1 || h[n].Move != m {
		t.Fatalf("arrows and Enter gave %v, want %s", s.Match.Notations()[n:], rulesOnly.FormatMove(m))
	}
	// the spread buttons: Enter on the first one in hand
	spread, _ := firstLegal(s, tk.ActSpread)
	for range partsOf(spread).value {
		app.Step(sc, ui.Input{MouseX: x, MouseY: y, Right: true})
	}
	if partsOf(spread).value == 0 {
		app.Step(sc, ui.Input{MouseX: x, MouseY: y, Right: true})
		app.Step(sc, ui.Input{MouseX: x, MouseY: y, Left: true})
	}
	app.Step(sc, ui.Input{MouseX: x, MouseY: y, Confirm: true})
	if h := s.Match.History; len(h) != n+2 || h[n+1].Move != spread {
		t.Fatalf("arrows and Enter on the spread buttons gave %v, want %s", s.Match.Notations()[n:], rulesOnly.FormatMove(spread))
	}
}

// TestLogPointsAtTheEventsPlaces: hovering a log line rings on the castle
// exactly what its event's payload says happened there.
func TestLogPointsAtTheEventsPlaces(t *testing.T) {
	b := New(nil)
	point := func(p []rules.Place) []tk.Spot { b.PointAt(p); return kit.Parsed(b.Pointed(), tk.ParsePlace) }
	playtest.Pointing(t, "trekronor", 3, 11, 120, point, castleRings, tk.EvServantPlaced, tk.EvFireLanded, tk.EvPileChecked)
	if len(point(nil)) != 0 {
		t.Error("a line without places still rings something")
	}
}

// castleRings is what the castle rings for event e, worked out from its
// payload; ok is false for an event the test does not judge.
func castleRings(e rules.Event) (want []tk.Spot, ok bool) {
	sq := func(q int) tk.Spot { return tk.Spot{Kind: tk.SquareSpot, Index: q} }
	hall := func(h int) tk.Spot { return tk.Spot{Kind: tk.HallSpot, Index: h} }
	switch d := e.Data.(type) {
	case tk.ServantPlaced:
		return []tk.Spot{sq(d.Square)}, true
	case tk.ServantMoved:
		return []tk.Spot{sq(d.From), sq(d.To)}, true
	case tk.FireLanded:
		return []tk.Spot{hall(d.Hall), sq(d.Square)}, true
	case tk.CorridorFire:
		return []tk.Spot{hall(d.From), sq(d.Square)}, true
	case tk.FireSpreads:
		return []tk.Spot{hall(d.From), sq(d.Square), hall(d.To)}, true
	case tk.FireDoused:
		if d.Hall >= 0 {
			want = append(want, hall(d.Hall))
		}
		return append(want, sq(d.Square), tk.Spot{Kind: tk.WellSpot, Index: d.Well}), true
	case tk.MarkerPlaced:
		return []tk.Spot{hall(d.Hall), sq(tk.HallSquare(d.Hall, d.Slot))}, true
	case tk.PileChecked, tk.SpreadPlaced: // the pile lies in the panel
		return nil, true
	}
	return nil, false
}

func TestPanelHintsNameWhatTheyPointAt(t *testing.T) {
	_, sc, s := open(t, []string{"", "easy", "easy"}, 0, play.Options{Instant: true})
	b := sc.Board().(*Board)
	b.Seats[0] = kit.Rect{X: 900, Y: 100, W: 370, H: 42}
	b.Seats[1] = kit.Rect{X: 900, Y: 150, W: 370, H: 42}
	b.Status = kit.Rect{X: 730, Y: 250, W: 520, H: 70}
	me, other := s.ToMove(), 1-s.ToMove()
	if me > 1 {
		t.Skip("the person is not among the first two seats here")
	}
	mine := b.PanelHint(900+200, b.Seats[me].Y+20)
	if !strings.HasPrefix(mine, "Your spread markers in hand: A, B, C, 1, 2, 3") {
		t.Errorf("own spread hint %q", mine)
	}
	theirs := b.PanelHint(900+200, b.Seats[other].Y+20)
	if !strings.Contains(theirs, "face down") || strings.Contains(theirs, "A, B") {
		t.Errorf("another seat's spread hint %q shows values", theirs)
	}
	for _, y := range []float64{250 + 25, 250 + 47} { // the fire meter, the ash meter: the supply
		if h := b.PanelHint(740, y); !strings.Contains(h, " of 18 fire and ") || !strings.Contains(h, " of 27 ash tokens left") {
			t.Errorf("meter hint at y %v: %q", y, h)
		}
	}
	if h := b.PanelHint(1200, 250+40); !strings.HasPrefix(h, "The spread pile: ") {
		t.Errorf("pile hint %q", h)
	}
}

// With a servant picked up, a click on a square where a servant could be
// placed but this one cannot go is refused (the move it meant), not taken
// as a placement; a click on one of its lit squares moves it.
func TestPickedServantClicksAreItsMoves(t *testing.T) {
	for moves := 20; moves <= 60; moves += 4 {
		app, sc, s := open(t, []string{"", "easy", "easy"}, moves, play.Options{Instant: true})
		b := sc.Board().(*Board)
		app.Step(sc, at(0))
		mv, q, ok := refusedPlacement(s)
		if !ok {
			continue
		}
		from, n := partsOf(mv).a, len(s.Match.History)
		app.Step(sc, click(from))
		app.Step(sc, click(q))
		if len(s.Match.History) != n || b.from() != from || b.Pick.Why == "" {
			t.Fatalf("servant on %s picked up, click on %s: played %v, holding %d, why %q; want a refusal, the servant still held",
				tk.SquareName(from), tk.SquareName(q), s.Match.Notations()[n:], b.from(), b.Pick.Why)
		}
		app.Step(sc, click(partsOf(mv).b))
		if h := s.Match.History; len(h) != n+1 || h[n].Move != mv {
			t.Fatalf("a click on %s after %s did not play %v: %v", tk.SquareName(partsOf(mv).b), tk.SquareName(from), mv, s.Match.Notations()[n:])
		}
		return
	}
	t.Fatal("no position with a servant to move and a square it cannot reach but a new servant could")
}

// refusedPlacement is a legal servant's move and a square a servant may
// be placed on that this servant cannot go to.
func refusedPlacement(s *game.Session) (mv rules.Move, q int, ok bool) {
	legal := s.Match.State.Legal(nil)
	for _, mv := range legal {
		for _, m := range legal {
			d, q := partsOf(mv), partsOf(m).a
			if d.kind != tk.ActMove || partsOf(m).kind != tk.ActPlace {
				continue
			}
			if _, err := s.Match.State.Clone().Apply(tk.MoveMove(d.a, q)); err != nil {
				return mv, q, true
			}
		}
	}
	return 0, 0, false
}

// The keyboard's focus starts on a lit square (not mid-castle) and the
// castle rings it in the kit's white focus line.
func TestKeyFocusStartsOnALitSquareAndShows(t *testing.T) {
	app, sc, _ := open(t, []string{"", "easy", "easy"}, 0, play.Options{Instant: true})
	b := sc.Board().(*Board)
	app.Step(sc, ui.Input{})
	app.Step(sc, ui.Input{Down: true, Next: true, AnyKey: true})
	s, _ := tk.ParsePlace(b.Focus.Place)
	sq := s.Index
	if !b.Focus.On || !b.pick.Lit(tk.SquarePlace(sq)) {
		t.Fatalf("after an arrow key the focus is on %s (on %v), lit %v; want a lit square", tk.SquareName(sq), b.Focus.On, b.pick.Lit(tk.SquarePlace(sq)))
	}
	img := playtest.Picture(sc)
	if dir := playtest.ShotDir(t); dir != "" {
		if err := playtest.WritePNG(filepath.Join(dir, "trekronor-key-focus.png"), img); err != nil {
			t.Fatal(err)
		}
	}
	r := squareRect(sq)
	if c := img.RGBAAt(int(r.X+r.W/2), int(r.Y)); c.R < 200 || c.G < 200 || c.B < 200 {
		t.Errorf("the top edge of the focused square %s is %v, want the focus ring's white", tk.SquareName(sq), c)
	}
}
