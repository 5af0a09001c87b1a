// Package game holds a match of any Embers game: its setup, the seats, the
// current state and the history of moves, with undo and saves. It speaks to
// the game only through the rules contract.
package game

import (
	"errors"
	"fmt"

	"embers/rules"
)

// SeatInfo says who sits at a seat: a label (a colour, a lord), the name the
// players gave it, the colour chosen for it (an index into the palette) and,
// for a computer seat, its AI level ("" for a person).
type SeatInfo struct {
	Label  string `json:"label,omitempty"`
	Level  string `json:"level,omitempty"`
	Name   string `json:"name,omitempty"`
	Colour int    `json:"colour"`
}

// Played is one move of the history.
type Played struct {
	Seat     rules.Seat // rules.Chance for a chance outcome (see Roll)
	Move     rules.Move // the in-memory code
	Notation string     // the game's notation, as saved
	Reveal   bool       // the move uncovered hidden information or resolved chance

	// Events are what the move did, unfiltered: show them only through
	// Event.For. Seen[v] is the notation as seat v perceived the move (a
	// secret choice reads "spread ?" to everyone but its owner); Public is
	// how an onlooker saw it.
	Events []rules.Event
	Seen   []string
	Public string
}

// Match is one game being played: setup, seats, state and history.
type Match struct {
	Game    rules.Game
	Setup   rules.Setup
	Seats   []SeatInfo
	State   rules.State
	History []Played

	// onPlay runs after every move recorded by Play (the session's
	// autosave), so a caller playing through the Match directly still
	// saves. Truncate keeps it.
	onPlay func()
}

// NewMatch starts a fresh game.
func NewMatch(g rules.Game, setup rules.Setup) (*Match, error) {
	s, err := g.New(setup)
	if err != nil {
		return nil, err
	}
	m := &Match{Game: g, Setup: setup, State: s, Seats: make([]SeatInfo, setup.Players)}
	for i := range m.Seats {
		m.Seats[i].Label = s.SeatLabel(rules.Seat(i))
		m.Seats[i].Colour = i // the palette in seat order, until the players choose
	}
	return m, nil
}

// Play applies a move given as a code and records it.
func (m *Match) Play(mv rules.Move) ([]rules.Event, error) {
	if m.State.ToMove() == rules.NoSeat {
		return nil, &rules.IllegalMove{Move: m.State.FormatMove(mv), Reason: "the game is over"}
	}
	seat := m.State.ToMove()
	p := Played{Seat: seat, Move: mv, Notation: m.State.FormatMove(mv)}
	p.Seen, p.Public = observed(m.State, mv)
	events, err := m.State.Apply(mv)
	if err != nil {
		return nil, err
	}
	p.Events = events
	p.Reveal = seat == rules.Chance // an outcome is known once played
	for _, e := range events {
		p.Reveal = p.Reveal || e.Reveal
	}
	m.History = append(m.History, p)
	if m.onPlay != nil {
		m.onPlay()
	}
	return events, nil
}

// observed writes mv as every seat and an onlooker perceive it, in state st
// before it is played.
func observed(st rules.State, mv rules.Move) (seen []string, public string) {
	n := st.Setup().Players
	seen = make([]string, n)
	for v := range n {
		seen[v] = st.FormatMove(st.Observe(mv, rules.Seat(v)))
	}
	return seen, st.FormatMove(st.Observe(mv, rules.NoSeat))
}

// PlayText reads a move in the game's notation and applies it.
func (m *Match) PlayText(text string) ([]rules.Event, error) {
	mv, err := m.State.ParseMove(text)
	if err != nil {
		return nil, err
	}
	return m.Play(mv)
}

// ErrNothingToUndo is returned by Undo at the start of a game.
var ErrNothingToUndo = errors.New("there is no move to undo")

// Undo takes back the last move by replaying the game without it. A move
// that revealed hidden information or resolved chance cannot be taken back.
func (m *Match) Undo() error {
	n := len(m.History)
	if n == 0 {
		return ErrNothingToUndo
	}
	last := m.History[n-1]
	if last.Reveal {
		return fmt.Errorf("move %d %q revealed hidden information or a chance result, so it cannot be taken back", n, last.Notation)
	}
	return m.Truncate(n - 1)
}

// Truncate takes the game back to where it stood after its first n moves, by
// replaying them. It does not check any undo policy (see Session.Undo).
func (m *Match) Truncate(n int) error {
	if n < 0 || n > len(m.History) {
		return fmt.Errorf("cannot go back to move %d of a game of %d moves", n, len(m.History))
	}
	r, err := Replay(m.Game, m.Setup, m.Notations()[:n])
	if err != nil {
		return fmt.Errorf("undo failed, the game is unchanged: %w", err)
	}
	r.Seats, r.onPlay = m.Seats, m.onPlay
	*m = *r
	return nil
}

// Notations returns the history in the game's notation.
func (m *Match) Notations() []string {
	out := make([]string, len(m.History))
	for i, p := range m.History {
		out[i] = p.Notation
	}
	return out
}

// MoveError says which move of a replay failed and why.
type MoveError struct {
	Index    int    // 1-based
	Notation string // as written
	Unread   bool   // the notation could not be read (else: not legal there)
	Err      error
}

func (e *MoveError) Error() string {
	if e.Unread {
		return fmt.Sprintf("move %d %s cannot be read: %v", e.Index, rules.Excerpt(e.Notation), e.Err)
	}
	return fmt.Sprintf("move %d %s is not legal there: %v", e.Index, rules.Excerpt(e.Notation), e.Err)
}

func (e *MoveError) Unwrap() error { return e.Err }

// Replay sets the game up and plays the moves, given in notation, one by
// one. It fails on the first move that cannot be read or is not legal.
func Replay(g rules.Game, setup rules.Setup, notations []string) (*Match, error) {
	m, err := NewMatch(g, setup)
	if err != nil {
		return nil, err
	}
	for i, text := range notations {
		mv, err := m.State.ParseMove(text)
		if err != nil {
			return nil, &MoveError{Index: i + 1, Notation: text, Unread: true, Err: err}
		}
		if _, err := m.Play(mv); err != nil {
			return nil, &MoveError{Index: i + 1, Notation: text, Err: err}
		}
	}
	return m, nil
}
