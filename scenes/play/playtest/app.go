// Package playtest helps test board scenes: a stand-in App, sessions played
// ahead by quick AI seats, and a way to draw a scene into a PNG from a test
// run under a display (xvfb-run).
package playtest

import (
	"fmt"
	"slices"
	"testing"

	"embers/config"
	"embers/game"
	"embers/game/ai"
	"embers/rules"
	"embers/rules/games"
	"embers/scenes/ui"
)

// App is a stand-in for the program around a scene: the test sets the
// input before each Update and reads what the scene asked for.
type App struct {
	In     ui.Input
	Cfg    config.Config
	Sounds []string
	Gone   ui.Scene // the last scene given to Goto
	Pushed ui.Scene // the last scene given to Push
	ticks  int
}

// NewApp makes an App with instant-free default settings.
func NewApp() *App {
	a := &App{}
	a.Cfg.Display.AnimationSpeed = "normal"
	a.Cfg.Play.AIPauseMs = 0
	a.Cfg.AI.ThinkMsCap = 200
	return a
}

func (a *App) Goto(s ui.Scene)                   { a.Gone = s }
func (a *App) Push(s ui.Scene)                   { a.Pushed = s }
func (a *App) Pop()                              { a.Pushed = nil }
func (a *App) Input() *ui.Input                  { return &a.In }
func (a *App) Config() *config.Config            { return &a.Cfg }
func (a *App) SetConfig(cfg config.Config) error { a.Cfg = cfg; return nil }
func (a *App) Sound() ui.Sound                   { return sounds{a} }
func (a *App) Menus() ui.Menus                   { return nil }
func (a *App) Tick() int                         { return a.ticks }

type sounds struct{ a *App }

func (s sounds) Play(effect string) { s.a.Sounds = append(s.a.Sounds, effect) }

// Step runs one tick of scene with the input in (cleared afterwards).
func (a *App) Step(scene ui.Scene, in ui.Input) error {
	a.In = in
	a.ticks++
	err := scene.Update(a)
	a.In = ui.Input{MouseX: in.MouseX, MouseY: in.MouseY}
	return err
}

// Session starts a game of gameID; levels gives each seat's AI level ("" for
// a person). Then moves moves are played by quick AI players (the humans'
// seats too), so tests and pictures can start mid-game.
func Session(gameID string, levels []string, seed uint64, moves int) (*game.Session, error) {
	return SessionWith(gameID, "", levels, seed, moves)
}

// SessionWith is Session with the game's options chosen (a Setup.Variant,
// as FormatVariant writes it: "deck=easy"); the game refuses those it
// does not know.
func SessionWith(gameID, variant string, levels []string, seed uint64, moves int) (*game.Session, error) {
	g, err := games.Lookup(gameID)
	if err != nil {
		return nil, err
	}
	seats := make([]game.SeatInfo, len(levels))
	for i, l := range levels {
		seats[i] = game.SeatInfo{Level: l, Colour: i, Name: colourNames[i%len(colourNames)]}
	}
	s, err := game.NewSession(g, rules.Setup{Players: len(levels), Seed: seed, Variant: variant}, seats, game.Options{})
	if err != nil {
		return nil, err
	}
	return s, PlayAhead(s, moves, seed)
}

// colourNames name test seats after their colours (ui.SeatColour order).
var colourNames = []string{"Orange", "Blue", "Green", "Yellow", "Purple", "Red"}

// PlayAhead plays up to n moves with quick AI players (stops at the end).
func PlayAhead(s *game.Session, n int, seed uint64) error {
	cfg := ai.DefaultConfig(ai.Easy)
	cfg.Iterations, cfg.MaxTime = 24, 0
	players := map[rules.Seat]*ai.Player{}
	for range n {
		seat := s.ToMove()
		if seat == rules.NoSeat {
			return nil
		}
		if seat == rules.Chance { // as the match does: the game's own generator
			if _, err := s.Roll(); err != nil {
				return fmt.Errorf("playing ahead: %w", err)
			}
			continue
		}
		p := players[seat]
		if p == nil {
			p = ai.NewWithConfig(ai.Easy, seed+uint64(seat)*101, cfg)
			players[seat] = p
		}
		d := p.Choose(s.Match.State, seat)
		if _, err := s.Play(d.Move); err != nil {
			return fmt.Errorf("playing ahead: %w", err)
		}
	}
	return nil
}

// Pointing plays a game of gameID with quick AI seats for moves moves and,
// for every past event judge knows, hands the event's places to point and
// compares what the board then rings with what judge works out from the
// event's payload. Each kind in mustSee must have been judged at least
// once, so a game too short to show them fails.
func Pointing[S comparable](t testing.TB, gameID string, seats, seed, moves int,
	point func([]rules.Place) []S, judge func(rules.Event) ([]S, bool), mustSee ...string) {
	t.Helper()
	levels := make([]string, seats)
	for i := range levels {
		levels[i] = "easy"
	}
	s, err := Session(gameID, levels, uint64(seed), moves)
	if err != nil {
		t.Fatal(err)
	}
	seen := map[string]bool{}
	for _, p := range s.Match.History {
		for _, e := range p.Events {
			e = e.For(rules.NoSeat)
			want, ok := judge(e)
			if !ok {
				continue
			}
			if got := point(e.Places); !slices.Equal(got, want) {
				t.Fatalf("%q rings %v, want %v", e.Text, got, want)
			}
			seen[e.Kind] = true
		}
	}
	for _, k := range mustSee {
		if !seen[k] {
			t.Errorf("no %s in %d moves: the test saw too little", k, moves)
		}
	}
}
