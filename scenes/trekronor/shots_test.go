package trekronor

import (
	"strings"
	"testing"

	"embers/game"
	"embers/rules"
	tk "embers/rules/trekronor"
	"embers/scenes/kit"
	"embers/scenes/play"
	"embers/scenes/play/boardtest"
	"embers/scenes/play/playtest"
	"embers/scenes/ui"
)

// spreading finds, playing ahead, a spread marker that makes the fire spread.
func spreading(t *testing.T, s *game.Session) rules.Move {
	t.Helper()
	for range 300 {
		if s.Match.State.(*tk.State).InSpreadPhase() {
			for _, m := range s.Match.State.Legal(nil) {
				evs, err := s.Match.State.Clone().Apply(m)
				if err != nil {
					t.Fatal(err)
				}
				for _, e := range evs {
					if e.Kind == tk.EvPileRevealed {
						return m
					}
				}
			}
		}
		if err := playtest.PlayAhead(s, 1, 5); err != nil || s.ToMove() == rules.NoSeat {
			t.Fatal("no spread found", err)
		}
	}
	t.Fatal("no spread found")
	return 0
}

func TestPictureAnimating(t *testing.T) {
	playtest.SlowTest(t)
	s, err := playtest.Session("trekronor", []string{"", "easy", "easy", "easy"}, 5, 20)
	if err != nil {
		t.Fatal(err)
	}
	m := spreading(t, s)
	app := playtest.NewApp()
	app.Cfg.Display.AnimationSpeed = "slow"
	sc := play.NewWith(app, s, play.Options{NoAI: true})
	defer sc.Close()
	if err := sc.Play(app, m); err != nil {
		t.Fatal(err)
	}
	revealed := func() bool {
		l := sc.Log()
		return strings.HasPrefix(l[len(l)-1], "The spread markers are turned")
	}
	for i := 0; i < 400 && !revealed(); i++ {
		app.Step(sc, ui.Input{})
	}
	for range 80 {
		app.Step(sc, ui.Input{})
	}
	playtest.Shoot(t, sc, "board-anim-reveal.png")
	for i := 0; i < 400 && revealed(); i++ {
		app.Step(sc, ui.Input{})
	}
	for range 16 {
		app.Step(sc, ui.Input{})
	}
	playtest.Shoot(t, sc, "board-anim-fire.png")
}

// personToAct plays ahead until seat 0 (a person) is to take an action
// that has a hall choice when one comes within limit moves.
func personToAct(t *testing.T, s *game.Session, limit int, wantHall bool) {
	t.Helper()
	for range limit {
		st := s.Match.State.(*tk.State)
		if s.ToMove() == 0 && !st.InSpreadPhase() {
			if !wantHall || hallChoice(s) >= 0 {
				return
			}
		}
		if err := playtest.PlayAhead(s, 1, 7); err != nil {
			t.Fatal(err)
		}
	}
}

// hallChoice is a hall where the person to move may do something, or -1.
func hallChoice(s *game.Session) int {
	for _, m := range s.Match.State.Legal(nil) {
		if d := partsOf(m); d.hall >= 0 {
			return d.hall
		}
	}
	return -1
}

func TestPicturesOfATurn(t *testing.T) {
	playtest.SlowTest(t)
	var s *game.Session
	for seed := uint64(1); seed < 60; seed++ {
		var err error
		s, err = playtest.Session("trekronor", []string{"", "easy", "easy", "easy"}, seed, 6)
		if err != nil {
			t.Fatal(err)
		}
		personToAct(t, s, 200, true)
		if s.ToMove() == 0 {
			t.Logf("seed %d: a hall choice after %d moves", seed, len(s.Match.History))
			break
		}
	}
	app := playtest.NewApp()
	sc := play.NewWith(app, s, play.Options{Instant: true, NoAI: true})
	defer sc.Close()
	app.Step(sc, at(43))
	playtest.Shoot(t, sc, "board-turn-illegal.png")
	if h := hallChoice(s); h >= 0 {
		x, y := hallCentre(h)
		app.Step(sc, ui.Input{MouseX: x, MouseY: y, Click: true})
		app.Step(sc, ui.Input{MouseX: x + 10, MouseY: y + 40})
		playtest.Shoot(t, sc, "board-turn-hall.png")
		app.Step(sc, ui.Input{RightClick: true})
	}
	m, _ := firstLegal(s, tk.ActPlace)
	app.Step(sc, click(partsOf(m).a))
	app.Step(sc, ui.Input{MouseX: 900, MouseY: 500})
	playtest.Shoot(t, sc, "board-turn-spread.png")
}

// TestPictureScoring lays markers and plays a won end with its hall scores
// on the board (the computer seldom saves a castle with markers in it, so
// the events are made here), to look at the points counting up.
func TestPictureScoring(t *testing.T) {
	playtest.SlowTest(t)
	app, sc, s := boardtest.Still(t, "trekronor", []string{"", "easy", "easy", "easy"}, 3, 30)
	b := sc.Board().(*Board)
	_ = app
	lay := []tk.MarkerPlaced{
		{Seat: 0, Hall: 0, Slot: 1, Kind: tk.KindSave},
		{Seat: 1, Hall: 0, Slot: 2, Kind: tk.KindSteal},
		{Seat: 2, Hall: 4, Slot: 3, Kind: tk.KindSave},
		{Seat: 0, Hall: 4, Slot: 3, Stacked: true, Kind: tk.KindSteal},
		{Seat: 3, Hall: 8, Slot: 0, Kind: tk.KindSave},
	}
	for _, m := range lay { // with the places the rules would give them: the last-move marks read them
		places := []rules.Place{tk.HallPlace(m.Hall), tk.SquarePlace(tk.HallSquare(m.Hall, m.Slot))}
		b.Animate(rules.Event{Kind: tk.EvMarkerPlaced, Seat: m.Seat, Data: m, Places: places}, 0)
	}
	b.Animate(rules.Event{Kind: tk.EvGameWon, Data: tk.GameEnded{Won: true, Reason: "The last fire is out: the castle is saved."}}, 0)
	score := func(h int) tk.HallScored {
		hs := tk.HallScore{Hall: h, ID: tk.Hall(h).ID, Name: tk.Hall(h).Name, Ash: b.m.hallAsh(h)}
		for slot, c := range b.m.cells[h] {
			for i := range int(c.N) {
				m := c.M[i]
				hs.Markers = append(hs.Markers, tk.MarkerScore{Owner: m.Owner, Kind: m.Kind, Slot: slot, Points: tk.MarkerPoints(m.Kind, hs.Ash)})
			}
		}
		return tk.HallScored{Score: hs}
	}
	b.Animate(rules.Event{Kind: tk.EvHallScored, Data: score(0)}, 0)
	b.Animate(rules.Event{Kind: tk.EvHallScored, Data: score(4)}, 40)
	for range 30 {
		b.Tick()
	}
	playtest.Shoot(t, sc, "board-anim-scoring.png")
	_ = s
}

func TestPictureLogPointing(t *testing.T) {
	playtest.SlowTest(t)
	app, sc, _ := boardtest.Still(t, "trekronor", []string{"", "easy", "easy", "easy"}, 3, 40)
	playtest.OnUI(t, func() { playtest.Picture(sc) }) // the log learns where it lies
	y := kit.ControlsRect.Y + kit.ControlsRect.H + 8 + 24 + 19*3 + 8
	app.Step(sc, ui.Input{MouseX: 900, MouseY: y, MouseMoved: true})
	playtest.Shoot(t, sc, "board-log-pointing.png")
}

func TestPicturePanelHint(t *testing.T) {
	playtest.SlowTest(t)
	app, sc, _ := boardtest.Still(t, "trekronor", []string{"", "easy", "easy", "easy"}, 3, 40)
	playtest.OnUI(t, func() { playtest.Picture(sc) }) // the panel learns where its rows lie
	b := sc.Board().(*Board)
	r := b.Seats[0]
	app.Step(sc, ui.Input{MouseX: r.X + 180, MouseY: r.Y + r.H/2, MouseMoved: true})
	playtest.Shoot(t, sc, "board-panel-hint.png")
}
