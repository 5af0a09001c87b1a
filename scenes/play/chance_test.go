package play

import (
	"testing"

	"embers/game"
	"embers/rules"
	"embers/rules/testgames"
	"embers/scenes/kit"
	"embers/scenes/play/playtest"
	"embers/scenes/ui"
)

var brigadeBoard *fakeBoard

func init() {
	kit.Register("brigade", func(*game.Session) kit.Board { brigadeBoard = &fakeBoard{}; return brigadeBoard })
}

// brigade is a game of Bucket Brigade with a person at seat 1 and random
// computer seats (they search nothing) around them.
func brigade(t *testing.T, players int) *game.Session {
	t.Helper()
	seats := make([]game.SeatInfo, players)
	for i := range seats {
		seats[i] = game.SeatInfo{Level: "random", Colour: i}
	}
	seats[1].Level = ""
	s, err := game.NewSession(testgames.Brigade, rules.Setup{Players: players, Seed: 4}, seats, game.Options{})
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// TestChanceRollsAsAnEventOfItsOwn: with chance to move, nobody thinks and
// nobody is asked; after the pause the game rolls and the roll's events are
// animated one at a time like any move's.
func TestChanceRollsAsAnEventOfItsOwn(t *testing.T) {
	s := brigade(t, 2)
	app := playtest.NewApp()
	app.Cfg.Play.AIPauseMs = 100 // 6 ticks
	sc := NewWith(app, s, Options{})
	defer sc.Close()
	app.Step(sc, ui.Input{})
	if len(s.Match.History) != 0 || s.Thinking() || sc.turn != nil {
		t.Fatal("the roll must wait the pause, with no search and no turn open")
	}
	for i := 0; i < 10 && len(s.Match.History) == 0; i++ {
		app.Step(sc, ui.Input{})
	}
	if len(s.Match.History) != 1 || s.Match.History[0].Seat != rules.Chance {
		t.Fatalf("history %+v: want the die rolled by chance", s.Match.History)
	}
	if got := brigadeBoard.animated; len(got) != 1 || got[0].Kind != "die.rolled" || !sc.Animating() {
		t.Fatalf("animated %+v: the roll's first event must be shown on its own", got)
	}
}

// TestAnEmptyWindowPassesForTheOnlyPerson: the person holds no shield, so
// the window passes at once; the log reads as if they had chosen to.
func TestAnEmptyWindowPassesForTheOnlyPerson(t *testing.T) {
	s := brigade(t, 3)
	for range 300 { // play on until the person is asked with only the pass
		st := s.Match.State
		if _, open := st.(rules.Reactor).Window(); open && st.ToMove() == 1 && len(st.Legal(nil)) == 1 {
			break
		}
		if m, ok := s.Automatic(); ok {
			s.Play(m)
			continue
		}
		legal := st.Legal(nil)
		s.Play(legal[len(s.Match.History)%len(legal)])
	}
	if s.ToMove() != 1 {
		t.Fatal("no empty window for the person came up")
	}
	app := playtest.NewApp()
	sc := NewWith(app, s, Options{Instant: true})
	defer sc.Close()
	n := len(s.Match.History)
	app.Step(sc, ui.Input{})
	if len(s.Match.History) != n+1 || s.Match.History[n].Notation != "pass" || s.Match.History[n].Seat != 1 {
		t.Fatalf("the person's empty window was not passed at once: %+v", s.Match.History[n:])
	}
	if sc.turn != nil && sc.turn.Seat == 1 && sc.turn.Legal[0] == testgames.BrigadePass {
		t.Fatal("the person was asked in a window with nothing to play")
	}
}

// stillDirector never lets the person move and says nothing.
type stillDirector struct{}

func (stillDirector) MayMove() bool          { return false }
func (stillDirector) Accept(rules.Move) bool { return false }
func (stillDirector) Status() string         { return "" }

// TestTutorialsAndStillPicturesDoNotRoll: a tutorial's script names every
// outcome, and a still picture stays still.
func TestTutorialsAndStillPicturesDoNotRoll(t *testing.T) {
	for name, opt := range map[string]Options{"tutorial": {Director: stillDirector{}, Instant: true}, "still": {NoAI: true, Instant: true}} {
		s := brigade(t, 2)
		app := playtest.NewApp()
		sc := NewWith(app, s, opt)
		for range 20 {
			app.Step(sc, ui.Input{})
		}
		if len(s.Match.History) != 0 {
			t.Errorf("%s: chance was rolled: %v", name, s.Match.Notations())
		}
	}
}
