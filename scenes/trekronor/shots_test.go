package trekronor

import (
	"image"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"embers/game"
	"embers/rules"
	tk "embers/rules/trekronor"
	"embers/scenes/play"
	"embers/scenes/play/playtest"
	"embers/scenes/ui"
)

func TestMain(m *testing.M) { playtest.Main(m) }

// shotDir is where pictures go: $EMBERS_SHOTS when set (to look at them),
// else a temporary folder.
func shotDir(t *testing.T) string {
	if d := os.Getenv("EMBERS_SHOTS"); d != "" {
		return d
	}
	return t.TempDir()
}

// colours counts the distinct colours of a picture (up to limit).
func colours(img *image.RGBA, limit int) int {
	seen := map[[3]uint8]bool{}
	for i := 0; i+3 < len(img.Pix) && len(seen) < limit; i += 4 * 7 {
		seen[[3]uint8{img.Pix[i], img.Pix[i+1], img.Pix[i+2]}] = true
	}
	return len(seen)
}

func shoot(t *testing.T, scene ui.Scene, name string) {
	t.Helper()

	var img *image.RGBA
	playtest.OnUI(t, func() { img = playtest.Picture(scene) })
	if n := colours(img, 200); n < 50 {
		t.Errorf("%s: the picture has only %d colours; the board is not drawn", name, n)
	}
	path := filepath.Join(shotDir(t), name)
	if err := playtest.WritePNG(path, img); err != nil {
		t.Fatal(err)
	}
	t.Logf("wrote %s", path)
}

func still(t *testing.T, levels []string, seed uint64, moves int) (*playtest.App, *play.Scene, *game.Session) {
	t.Helper()
	s, err := playtest.Session("trekronor", levels, seed, moves)
	if err != nil {
		t.Fatal(err)
	}
	app := playtest.NewApp()
	sc := play.NewWith(app, s, play.Options{Instant: true, NoAI: true})
	for range 3 {
		if err := app.Step(sc, ui.Input{MouseX: 1000, MouseY: 700}); err != nil {
			t.Fatal(err)
		}
	}
	return app, sc, s
}

func TestPictures(t *testing.T) {
	slowTest(t)
	levels := []string{"", "easy", "easy", "easy"}
	_, sc, _ := still(t, levels, 3, 0)
	shoot(t, sc, "board-early.png")
	_, sc, _ = still(t, levels, 3, 40)
	shoot(t, sc, "board-40.png")
	_, sc, _ = still(t, levels, 3, 400)
	shoot(t, sc, "board-end.png")
}

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
	slowTest(t)
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
	shoot(t, sc, "board-anim-reveal.png")
	for i := 0; i < 400 && revealed(); i++ {
		app.Step(sc, ui.Input{})
	}
	for range 16 {
		app.Step(sc, ui.Input{})
	}
	shoot(t, sc, "board-anim-fire.png")
}

func playtestOnUI(t *testing.T, f func()) { playtest.OnUI(t, f) }

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
	slowTest(t)
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
	shoot(t, sc, "board-turn-illegal.png")
	if h := hallChoice(s); h >= 0 {
		x, y := hallCentre(h)
		app.Step(sc, ui.Input{MouseX: x, MouseY: y, Click: true})
		app.Step(sc, ui.Input{MouseX: x + 10, MouseY: y + 40})
		shoot(t, sc, "board-turn-hall.png")
		app.Step(sc, ui.Input{RightClick: true})
	}
	m, _ := firstLegal(s, tk.ActPlace)
	app.Step(sc, click(partsOf(m).a))
	app.Step(sc, ui.Input{MouseX: 900, MouseY: 500})
	shoot(t, sc, "board-turn-spread.png")
}

func TestPictureHandoff(t *testing.T) {
	slowTest(t)
	s, err := playtest.Session("trekronor", []string{"", "", "easy"}, 8, 0)
	if err != nil {
		t.Fatal(err)
	}
	app := playtest.NewApp()
	sc := play.NewWith(app, s, play.Options{Instant: true, NoAI: true})
	app.Step(sc, ui.Input{})
	shoot(t, sc, "handoff.png")
}

// TestPictureScoring lays markers and plays a won end with its hall scores
// on the board (the computer seldom saves a castle with markers in it, so
// the events are made here), to look at the points counting up.
func TestPictureScoring(t *testing.T) {
	slowTest(t)
	app, sc, s := still(t, []string{"", "easy", "easy", "easy"}, 3, 30)
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
	shoot(t, sc, "board-anim-scoring.png")
	_ = s
}

// TestPictureAtOddScale draws the board at 1.3 real pixels per logical one
// (a window between sizes): sprites and the castle must line up.
func TestPictureAtOddScale(t *testing.T) {
	slowTest(t)
	_, sc, _ := still(t, []string{"", "easy", "easy", "easy"}, 3, 40)
	var img *image.RGBA
	playtest.OnUI(t, func() { img = playtest.PictureAt(sc, 1.3) })
	if n := colours(img, 200); n < 50 {
		t.Errorf("only %d colours at scale 1.3", n)
	}
	if err := playtest.WritePNG(filepath.Join(shotDir(t), "board-scale-1.3.png"), img); err != nil {
		t.Fatal(err)
	}
}

func TestPictureLogPointing(t *testing.T) {
	slowTest(t)
	app, sc, _ := still(t, []string{"", "easy", "easy", "easy"}, 3, 40)
	playtest.OnUI(t, func() { playtest.Picture(sc) }) // the log learns where it lies
	y := play.ControlsRect.Y + play.ControlsRect.H + 8 + 24 + 19*3 + 8
	app.Step(sc, ui.Input{MouseX: 900, MouseY: y, MouseMoved: true})
	shoot(t, sc, "board-log-pointing.png")
}

func TestPicturePanelHint(t *testing.T) {
	slowTest(t)
	app, sc, _ := still(t, []string{"", "easy", "easy", "easy"}, 3, 40)
	playtest.OnUI(t, func() { playtest.Picture(sc) }) // the panel learns where its rows lie
	b := sc.Board().(*Board)
	r := b.Seats[0]
	app.Step(sc, ui.Input{MouseX: r.X + 180, MouseY: r.Y + r.H/2, MouseMoved: true})
	shoot(t, sc, "board-panel-hint.png")
}

// slowTest skips a test that draws many frames or pictures in -short mode.
func slowTest(t *testing.T) {
	if testing.Short() {
		t.Skip("pictures and frame timings are skipped in -short mode")
	}
}
