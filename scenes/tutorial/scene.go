// Package tutorial is the tutorial scene: a game's tutorial script played on
// the real board. It hosts the game's play scene (scenes/play) with itself
// as the play scene's Director: the event runner, the board, its input and
// animations are the play scene's own; the tutorial adds the narration card,
// the highlights, the judging of the learner's move and the watched moves.
package tutorial

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"embers/assets"
	"embers/game"
	gt "embers/game/tutorial"
	"embers/rules"
	"embers/rules/games"
	"embers/saves"
	"embers/scenes/kit"
	"embers/scenes/play"
	"embers/scenes/ui"
)

// Options change how the tutorial opens.
type Options struct {
	GameID string
	// Step opens this step (0-based) at once; -1 opens the remembered step,
	// after asking whether to continue there.
	Step int
	// Instant plays every animation and watched move at once (pictures, tests).
	Instant bool
	// ProgressDir is where the reached step is remembered ("" the data folder).
	ProgressDir string
}

// watchPause is the pause before each watched move, in ticks.
const watchPause = 24

// Scene is the tutorial scene.
type Scene struct {
	opt      Options
	script   *gt.Script
	g        rules.Game
	progress *gt.Progress

	step  int
	play  *play.Scene
	start int // moves in the history when the step started

	done       bool   // the step's move or watched moves are made
	accepted   bool   // the learner's move was accepted, its animation may still run
	correction string // why the learner's last move was refused
	watched    int    // watched moves played so far
	wait       int    // ticks since the last watched move ended
	offer      bool   // ask whether to continue at the remembered step
	err        error  // the tutorial cannot be shown

	card card
}

// Available lists the ids of the games that have a tutorial and a board,
// in the menus' order.
func Available() []string {
	var out []string
	boards := kit.Registered()
	tuts := assets.Tutorials()
	for _, p := range games.Plan() {
		if slices.Contains(boards, p.ID) && slices.Contains(tuts, p.ID) {
			out = append(out, p.ID)
		}
	}
	return out
}

// Load reads and parses the built-in tutorial of a game.
func Load(gameID string) (*gt.Script, rules.Game, error) {
	data, ok := assets.Tutorial(gameID)
	if !ok {
		return nil, nil, fmt.Errorf("there is no tutorial for %s yet", gameID)
	}
	sc, err := gt.Parse(data)
	if err != nil {
		return nil, nil, err
	}
	g, err := games.Lookup(sc.Game)
	if err != nil {
		return nil, nil, err
	}
	return sc, g, nil
}

// New opens a game's tutorial.
func New(app ui.App, opt Options) *Scene {
	t := &Scene{opt: opt}
	t.card.build(t)
	t.script, t.g, t.err = Load(opt.GameID)
	if t.err != nil {
		return t
	}
	dir := opt.ProgressDir
	if dir == "" {
		dir, _ = saves.DataDir()
	}
	if dir != "" {
		t.progress = gt.ProgressIn(dir)
	}
	first := max(0, min(opt.Step, len(t.script.Steps)-1))
	if opt.Step < 0 {
		if i := t.script.Index(t.progress.Step(opt.GameID)); i > 0 {
			t.offer = true
			first = 0
		}
	}
	t.enter(app, first)
	return t
}

// Step is the step shown (0-based).
func (t *Scene) Step() int { return t.step }

// Steps is how many steps the tutorial has.
func (t *Scene) Steps() int {
	if t.script == nil {
		return 0
	}
	return len(t.script.Steps)
}

// Done reports whether the step's move or watched moves have been made.
func (t *Scene) Done() bool { return t.done }

// Correction is the gentle correction of the learner's last wrong move.
func (t *Scene) Correction() string { return t.correction }

// Play is the play scene the tutorial hosts (nil when it has none).
func (t *Scene) Play() *play.Scene { return t.play }

// Script is the tutorial's script.
func (t *Scene) Script() *gt.Script { return t.script }

func (t *Scene) cur() *gt.Step { return &t.script.Steps[t.step] }

// enter shows step i: its position built from the script (or the current
// board kept, when the step continues from where the last one ended).
func (t *Scene) enter(app ui.App, i int) {
	keep := t.play != nil && i == t.step+1 && t.script.Steps[i].Setup == nil &&
		t.script.Steps[i].Kind() != gt.Guide && !t.play.Animating() && t.matchesStart(i)
	t.step = i
	t.done, t.accepted, t.correction, t.watched, t.wait = false, false, "", 0, 0
	if !keep {
		if err := t.build(app, i); err != nil {
			t.err = fmt.Errorf("%s cannot be shown: %w (run: embers tutorial -game %s -check)", t.script.Name(i), err, t.script.Game)
			return
		}
	}
	t.start = len(t.play.Session().Match.History)
	if h, ok := t.play.Board().(kit.Highlighter); ok {
		names := t.cur().Highlight
		if names == nil {
			names = []string{}
		}
		h.Highlight(names, t.cur().Labels)
	}
	if t.progress != nil && !t.offer {
		t.progress.Save(t.script.Game, t.cur().ID) // the tutorial goes on without it
	}
	t.card.layout(t)
}

// matchesStart reports whether the board shows where step i starts.
func (t *Scene) matchesStart(i int) bool {
	p, err := t.script.Start(i)
	if err != nil {
		return false
	}
	h := t.play.Session().Match.Notations()
	if len(h) != len(p.Moves) {
		return false
	}
	for k := range h {
		if !strings.EqualFold(h[k], p.Moves[k]) {
			return false
		}
	}
	return true
}

// build makes the game of step i and the play scene that shows it.
func (t *Scene) build(app ui.App, i int) error {
	if t.play != nil {
		t.play.Close()
	}
	var s *game.Session
	var err error
	if t.script.Steps[i].Kind() == gt.Guide {
		s, err = t.guidedPreview(i)
	} else {
		var p gt.Position
		if p, err = t.script.Start(i); err == nil {
			s, err = t.script.Session(t.g, p)
		}
	}
	if err != nil {
		return err
	}
	t.dress(s)
	t.play = play.NewWith(app, s, play.Options{Instant: t.opt.Instant, Director: t})
	if t.play.Board() == nil {
		return errors.New("this game has no board yet")
	}
	return nil
}

// dress gives the seats the script's names and colours; a seat the
// script does not name is called by its colour, as on the board (never by
// the rules' own label, which may name another colour).
func (t *Scene) dress(s *game.Session) {
	for i := range s.Match.Seats {
		seat := &s.Match.Seats[i]
		if i < len(t.script.Seats) {
			if n := t.script.Seats[i].Name; n != "" {
				seat.Name = n
			}
			if c := colourIndex(t.script.Seats[i].Colour); c >= 0 {
				seat.Colour = c
			}
		}
		if seat.Name == "" {
			seat.Name = ui.SeatColourTitle(seat.Colour)
		}
	}
}

// plain names every seat of the guided game by its colour: it is a real
// game, so the tutorial's characters stay in the tutorial.
func plain(s *game.Session) {
	for i := range s.Match.Seats {
		s.Match.Seats[i].Name = ui.SeatColourTitle(s.Match.Seats[i].Colour)
	}
}

// colourIndex is the seat colour with title name, or -1.
func colourIndex(name string) int {
	for i := range ui.SeatColours {
		if strings.EqualFold(ui.SeatColourTitle(i), name) {
			return i
		}
	}
	return -1
}

// guidedPreview is the board shown behind the guided game's card: a fresh
// game of the guided player count.
func (t *Scene) guidedPreview(i int) (*game.Session, error) {
	gd := t.script.Steps[i].Guided
	players := gd.Players
	if players == 0 {
		players = t.script.Players
	}
	return game.NewSession(t.g, rules.Setup{Players: players, Seed: 1}, t.script.SeatInfos(players, gd.Level), game.Options{})
}
