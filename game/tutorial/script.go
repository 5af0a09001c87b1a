// Package tutorial reads tutorial scripts and checks them against a game's
// rules. A script is data (TOML in assets/tutorials): steps of narration on
// the real board, each with an optional position (a seed and moves in the
// game's notation), names of what to highlight, and either a move the
// learner must make, moves the other seats make while the learner watches,
// or nothing (a step to read). The package is pure Go: the board scene
// (scenes/tutorial) and the headless check (`embers tutorial -check`) both
// build every position through it, so what is checked is what is shown.
package tutorial

import (
	"bytes"
	"fmt"
	"strings"

	"github.com/BurntSushi/toml"
)

// Script is one game's tutorial.
type Script struct {
	Game    string `toml:"game"`    // the game's id, e.g. "trekronor"
	Title   string `toml:"title"`   // shown on the card and in the chooser
	About   string `toml:"about"`   // one sentence for the chooser
	Learner int    `toml:"learner"` // the seat the learner plays (0 = first seat)
	Players int    `toml:"players"` // players of every setup that names none
	Seats   []Seat `toml:"seats"`   // names and colours of the seats (optional)
	Steps   []Step `toml:"step"`
}

// Seat says what a seat is called and which seat colour it wears.
type Seat struct {
	Name   string `toml:"name"`
	Colour string `toml:"colour"` // a seat colour title: Orange, Blue, Green, Yellow or Purple
}

// Step is one card of the tutorial.
type Step struct {
	ID    string `toml:"id"`    // unique, used in messages and to remember progress
	Title string `toml:"title"` // the card's headline
	Text  string `toml:"text"`  // the narration: short paragraphs, blank line between

	// Setup gives the step its own position; without it the step continues
	// from where the previous step ended.
	Setup *Setup `toml:"setup"`

	Highlight []string          `toml:"highlight"` // names in the game's board terms
	Labels    map[string]string `toml:"labels"`    // short notes drawn beside highlighted names

	Expect    []string `toml:"expect"`     // moves the learner may make (any one of them)
	Goal      string   `toml:"goal"`       // what the expected move does, for corrections: "put out the fire in A1"
	HintWrong string   `toml:"hint_wrong"` // the correction for a legal but unexpected move
	Watch     []string `toml:"watch"`      // moves played while the learner watches, in order
	Done      string   `toml:"done"`       // said once the step's move or moves are made

	Guided *Guided `toml:"guided_game"` // the final step: a short game against the AI
}

// Setup is a position: the game's start for a seed and player count, and
// moves played from there. State, when set, is a position a real game
// reaches only after a long game, written as the game's own saved state
// (what State.Encode writes); the moves are then played from it.
type Setup struct {
	Seed    uint64   `toml:"seed"`
	Players int      `toml:"players"`
	Moves   []string `toml:"moves"`
	State   string   `toml:"state"`
}

// Guided is a short game against AI seats with hints on, to end a tutorial.
type Guided struct {
	Level   string `toml:"level"`   // the AI seats' level, e.g. "easy"
	Players int    `toml:"players"` // 0: the script's players
	Hints   bool   `toml:"hints"`   // training mode: hints and unlimited undo
}

// Kind is what a step asks of the learner.
type Kind int

// The kinds of steps.
const (
	Read  Kind = iota // read, then Next
	Move              // make one of the expected moves
	Watch             // watch the scripted moves
	Guide             // play the guided game
)

// Kind tells what the step asks of the learner.
func (s *Step) Kind() Kind {
	switch {
	case len(s.Expect) > 0:
		return Move
	case len(s.Watch) > 0:
		return Watch
	case s.Guided != nil:
		return Guide
	}
	return Read
}

// Name is how messages name the step: its number, id and title.
func (sc *Script) Name(i int) string {
	if i < 0 || i >= len(sc.Steps) {
		return fmt.Sprintf("step %d", i+1)
	}
	return fmt.Sprintf("step %d %q (%s)", i+1, sc.Steps[i].ID, sc.Steps[i].Title)
}

// Paragraphs splits the narration at blank lines, each paragraph on one line.
func (s *Step) Paragraphs() []string {
	var out []string
	for _, p := range strings.Split(strings.ReplaceAll(s.Text, "\r\n", "\n"), "\n\n") {
		if p = strings.Join(strings.Fields(p), " "); p != "" {
			out = append(out, p)
		}
	}
	return out
}

// Parse reads a script. Unknown keys are errors naming the key (a typo in
// a script should never pass silently), and so is a script without steps.
func Parse(data []byte) (*Script, error) {
	var sc Script
	md, err := toml.NewDecoder(bytes.NewReader(data)).Decode(&sc)
	if err != nil {
		return nil, fmt.Errorf("the tutorial script cannot be read: %w", err)
	}
	if und := md.Undecoded(); len(und) > 0 {
		keys := make([]string, len(und))
		for i, k := range und {
			keys[i] = k.String()
		}
		return nil, fmt.Errorf("the tutorial script has keys Embers does not know: %s (see docs/tutorials.md for every key)", strings.Join(keys, ", "))
	}
	if sc.Game == "" {
		return nil, fmt.Errorf("the tutorial script names no game: add game = \"<id>\" at the top")
	}
	if len(sc.Steps) == 0 {
		return nil, fmt.Errorf("the tutorial script for %s has no steps: add [[step]] tables", sc.Game)
	}
	return &sc, nil
}

// Index finds a step by id, or -1.
func (sc *Script) Index(id string) int {
	for i := range sc.Steps {
		if sc.Steps[i].ID == id {
			return i
		}
	}
	return -1
}
