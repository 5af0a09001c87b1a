package play

import (
	"testing"
	"time"

	"embers/game"
	"embers/game/gametest"
	"embers/rules"
	"embers/rules/testgames"
	"embers/scenes/kit"
	"embers/scenes/play/playtest"
	"embers/scenes/ui"
)

// fakeBoard animates each event for a fixed number of ticks and records
// what the scene asked of it.
type fakeBoard struct {
	animated []rules.Event
	left     int
	resets   int
	viewer   rules.Seat
	clicks   int // clicks the board was given
	// ends are the positions the scene told the board moves leave
	// (MoveEnder), endsAt the index in animated of the event each came with.
	ends   []rules.State
	endsAt []int
	ended  bool // told since the last Animate
}

func (f *fakeBoard) EndsMove(after rules.State) { f.ends, f.ended = append(f.ends, after), true }

func (f *fakeBoard) Reset(v rules.State, viewer rules.Seat) {
	f.resets++
	f.left = 0
	f.viewer = viewer
}
func (f *fakeBoard) ClearMarks() {}
func (f *fakeBoard) Animate(e rules.Event, ticks int) string {
	f.animated = append(f.animated, e)
	if f.ended {
		f.endsAt, f.ended = append(f.endsAt, len(f.animated)-1), false
	}
	f.left = min(ticks, 5)
	return "clack"
}
func (f *fakeBoard) Busy() bool { return f.left > 0 }
func (f *fakeBoard) Tick() {
	if f.left > 0 {
		f.left--
	}
}
func (f *fakeBoard) Input(_ *kit.Turn, in *ui.Input) (rules.Move, bool) {
	if in.Click {
		f.clicks++
	}
	return 0, false
}
func (f *fakeBoard) Draw(*ui.Canvas, *kit.Turn)                   {}
func (f *fakeBoard) DrawOver(*ui.Canvas, *kit.Turn)               {}
func (f *fakeBoard) DrawControls(*ui.Canvas, *kit.Turn, kit.Rect) {}
func (f *fakeBoard) DrawSeat(*ui.Canvas, rules.Seat, kit.Rect)    {}
func (f *fakeBoard) DrawStatus(*ui.Canvas, kit.Rect)              {}
func (f *fakeBoard) Banner() string                               { return "" }

var theFake *fakeBoard

func init() {
	kit.Register("trekronor", func(*game.Session) kit.Board { theFake = &fakeBoard{}; return theFake })
}

// spreadingSession is a computer-only game with a move ready that makes the
// fire spread (many events).
func spreadingSession(t *testing.T) (*game.Session, rules.Move) {
	t.Helper()
	s, err := playtest.Session("trekronor", []string{"easy", "easy", "easy"}, 5, 0)
	if err != nil {
		t.Fatal(err)
	}
	for range 300 {
		for _, m := range s.Match.State.Legal(nil) {
			evs, _ := s.Match.State.Clone().Apply(m)
			if len(evs) >= 5 {
				return s, m
			}
		}
		if err := playtest.PlayAhead(s, 1, 5); err != nil {
			t.Fatal(err)
		}
	}
	t.Fatal("no move with many events")
	return nil, 0
}

func TestEventsPlayOneAtATime(t *testing.T) {
	s, m := spreadingSession(t)
	app := playtest.NewApp()
	sc := NewWith(app, s, Options{NoAI: true})
	past := len(theFake.animated) // the past moves, given at once to mark them
	if err := sc.Play(app, m); err != nil {
		t.Fatal(err)
	}
	total := past + len(s.Match.History[len(s.Match.History)-1].Events)
	if got := len(theFake.animated) - past; got != 1 {
		t.Fatalf("%d events started at once, want 1", got)
	}
	for i := 0; i < 5*total+10 && sc.Animating(); i++ {
		before := len(theFake.animated)
		app.Step(sc, ui.Input{})
		if d := len(theFake.animated) - before; d > 1 {
			t.Fatalf("%d events started in one tick", d)
		}
	}
	if sc.Animating() || len(theFake.animated) != total {
		t.Fatalf("animated %d of %d events, still animating %v", len(theFake.animated), total, sc.Animating())
	}
	if len(app.Sounds) != total-past {
		t.Errorf("%d sounds for %d events", len(app.Sounds), total)
	}
	if got, want := len(sc.Log()), len(s.Log(rules.NoSeat)); got != want {
		t.Errorf("log %d lines, the session %d", got, want)
	}
}

// A board that asks (MoveEnder) is told the position each move leaves, as
// the viewer sees it, just before the move's last event is animated; two
// moves queued at once are each told at their own last event.
func TestBoardIsToldWhereEachMoveEnds(t *testing.T) {
	s, m := spreadingSession(t)
	app := playtest.NewApp()
	sc := NewWith(app, s, Options{NoAI: true})
	past := len(theFake.animated)
	theFake.ends, theFake.endsAt = nil, nil
	var want []string
	var lasts []int
	last := past - 1
	for _, mv := range []rules.Move{m, 0} {
		if mv == 0 {
			mv = s.Match.State.Legal(nil)[0]
		}
		if err := sc.Play(app, mv); err != nil {
			t.Fatal(err)
		}
		last += len(s.Match.History[len(s.Match.History)-1].Events)
		lasts = append(lasts, last)
		want = append(want, s.Match.State.View(sc.Viewer()).Dump())
	}
	for i := 0; i < 1000 && sc.Animating(); i++ {
		app.Step(sc, ui.Input{})
	}
	if len(theFake.ends) != 2 || len(theFake.endsAt) != 2 {
		t.Fatalf("told %d positions at events %v, want 2, at %v", len(theFake.ends), theFake.endsAt, lasts)
	}
	for i := range 2 {
		if theFake.endsAt[i] != lasts[i] {
			t.Errorf("move %d: told its position at event %d, want its last, %d", i+1, theFake.endsAt[i], lasts[i])
		}
		if got := theFake.ends[i].Dump(); got != want[i] {
			t.Errorf("move %d: told\n%s\nwant the position it leaves\n%s", i+1, got, want[i])
		}
	}
}

func TestAnyKeySkipsEverything(t *testing.T) {
	s, m := spreadingSession(t)
	app := playtest.NewApp()
	sc := NewWith(app, s, Options{NoAI: true})
	resets := theFake.resets
	past := len(theFake.animated)
	if err := sc.Play(app, m); err != nil {
		t.Fatal(err)
	}
	app.Step(sc, ui.Input{AnyKey: true})
	total := past + len(s.Match.History[len(s.Match.History)-1].Events)
	if sc.Animating() || len(theFake.animated) != total {
		t.Fatalf("after a key: animating %v, %d of %d events given", sc.Animating(), len(theFake.animated), total)
	}
	if theFake.resets != resets+1 {
		t.Errorf("the board was not settled on the state after the skip")
	}
	if got, want := len(sc.Log()), len(s.Log(rules.NoSeat)); got != want {
		t.Errorf("log %d lines after the skip, the session %d", got, want)
	}
	if theFake.viewer != rules.NoSeat {
		t.Errorf("a game with no person shows seat %d's view", theFake.viewer)
	}
}

func TestGameWithoutBoardSaysSo(t *testing.T) {
	s, err := game.NewSession(testgames.Bids, rules.Setup{Players: 2, Seed: 1}, nil, game.Options{}) // no board registers for Bids
	if err != nil {
		t.Fatal(err)
	}
	app := playtest.NewApp()
	sc := NewWith(app, s, Options{})
	if sc.Board() != nil || sc.err == nil {
		t.Fatal("a game without a board opened a board")
	}
	if err := app.Step(sc, ui.Input{Click: true}); err != nil {
		t.Fatal(err)
	}
}

// TestAIThinksWithoutFreezingAndPauses: the computer's search runs beside
// the ticks (each Update returns at once) and its move waits for the pause
// set in the settings.
func TestAIThinksWithoutFreezingAndPauses(t *testing.T) {
	s, err := playtest.Session("trekronor", []string{"hard", "hard", "hard"}, 7, 0)
	if err != nil {
		t.Fatal(err)
	}
	app := playtest.NewApp()
	app.Cfg.Play.AIPauseMs = 500 // 30 ticks
	app.Cfg.AI.ThinkMsCap = 300
	sc := NewWith(app, s, Options{}) // at instant speed the move would come without the pause
	defer sc.Close()
	slowest := time.Duration(0)
	ticks := 0
	for len(s.Match.History) == 0 && ticks < 2000 {
		t0 := time.Now()
		app.Step(sc, ui.Input{})
		slowest = max(slowest, time.Since(t0))
		ticks++
		if len(s.Match.History) == 0 {
			time.Sleep(2 * time.Millisecond)
		}
	}
	if len(s.Match.History) == 0 {
		t.Fatal("the computer never moved")
	}
	if ticks < 30 {
		t.Errorf("the computer moved after %d ticks, before the 30-tick pause", ticks)
	}
	if slowest > 20*time.Millisecond {
		t.Errorf("a tick took %v while the computer thought; the search must not block", slowest)
	}
}

func TestRenderScaleRoundsUpToQuarters(t *testing.T) {
	for _, c := range []struct{ in, want float64 }{{1, 1}, {1.01, 1.25}, {1.5, 1.5}, {2, 2}, {0.6, 0.75}} {
		if got := kit.RenderScale(c.in); got != c.want {
			t.Errorf("RenderScale(%v) = %v, want %v", c.in, got, c.want)
		}
	}
}

// TestForcedAIMoveSkipsThePause: a computer seat with a single legal move
// plays it without the pause after a computer's move (there was nothing to
// decide, so nothing to follow), while a real choice waits for the pause.
func TestForcedAIMoveSkipsThePause(t *testing.T) {
	kit.Register("nim", func(*game.Session) kit.Board { return &fakeBoard{} })
	for _, c := range []struct {
		takes  []string // from a pile of 10, Bo (the computer) to move after them
		forced bool
	}{{[]string{"take 3", "take 3", "take 3"}, true}, {[]string{"take 3", "take 3", "take 1"}, false}} {
		seats := []game.SeatInfo{{Name: "Anna", Level: "hard"}, {Name: "Bo", Level: "hard"}}
		s, err := game.NewSession(gametest.Game, rules.Setup{Players: 2, Seed: 0}, seats, game.Options{})
		if err != nil {
			t.Fatal(err)
		}
		for _, n := range c.takes {
			m, _ := s.Match.State.ParseMove(n)
			if _, err := s.Play(m); err != nil {
				t.Fatal(err)
			}
		}
		app := playtest.NewApp()
		app.Cfg.Play.AIPauseMs = 500 // 30 ticks
		sc := NewWith(app, s, Options{})
		plies := len(s.Match.History)
		ticks := 0
		for len(s.Match.History) == plies && ticks < 2000 {
			app.Step(sc, ui.Input{})
			ticks++
			time.Sleep(time.Millisecond)
		}
		sc.Close()
		if len(s.Match.History) == plies {
			t.Fatalf("after %v the computer never moved", c.takes)
		}
		if waited := ticks >= 30; waited == c.forced {
			t.Errorf("after %v (forced %v) the computer moved after %d ticks; the pause is 30", c.takes, c.forced, ticks)
		}
	}
}
