package game

import (
	"fmt"
	"slices"

	"embers/files"
	"embers/game/ai"
	"embers/rules"
)

// Options are the choices made at new game that are not seats.
type Options struct {
	// Training allows unlimited undo (past hidden information and other
	// people's moves) and keeps hints available.
	Training bool `json:"training,omitempty"`
}

// Session is a match being played in the window: the match, who is human,
// the undo policy, autosave and the AI seats' thinking. Scenes talk to a game
// only through a Session; it never touches pixels.
type Session struct {
	Match   *Match
	Options Options
	// Store, when set, receives an autosave after every move and undo
	// (package saves keeps the games in progress).
	Store Autosaver
	file  string // the store's file of this game in progress ("": none yet)
	// undone says what the last undo took back (Undone).
	undone string

	shown   rules.Seat // whose screen is shown (hot-seat handoff)
	hints   []int      // hints asked per seat in this game (saved with it)
	saveErr error      // the last autosave's failure, nil when it worked
	// savedMoves is how many moves the game's file holds (-1: none yet),
	// so a failed save can say since when the game is not saved
	savedMoves int
	think      *searchRun[thought] // the AI search under way, if any
}

// NewSession starts a fresh game. seats says, per seat, its name, colour and
// AI level ("" for a person); it must have one entry per player.
func NewSession(g rules.Game, setup rules.Setup, seats []SeatInfo, opt Options) (*Session, error) {
	if err := CheckLevels(seats); err != nil {
		return nil, err
	}
	m, err := NewMatch(g, setup)
	if err != nil {
		return nil, err
	}
	for i := range min(len(seats), len(m.Seats)) {
		if seats[i].Label == "" {
			seats[i].Label = m.Seats[i].Label
		}
		m.Seats[i] = seats[i]
	}
	return newSession(m, opt), nil
}

// CheckLevels says which seat has an AI level that does not exist.
func CheckLevels(seats []SeatInfo) error {
	for i, si := range seats {
		if si.Level == "" {
			continue
		}
		if _, err := ai.ParseLevel(files.Clip(si.Level, 20)); err != nil {
			return fmt.Errorf("seat %d: %w", i+1, err)
		}
	}
	return nil
}

func newSession(m *Match, opt Options) *Session {
	s := &Session{Match: m, Options: opt, shown: rules.NoSeat, hints: make([]int, len(m.Seats)), savedMoves: -1}
	m.onPlay = s.autosave
	return s
}

// IsHuman tells whether a person plays seat.
func (s *Session) IsHuman(seat rules.Seat) bool {
	return int(seat) >= 0 && int(seat) < len(s.Match.Seats) && s.Match.Seats[seat].Level == ""
}

// ToMove is the seat whose decision it is, rules.Chance while a die or a
// draw decides (see Roll), or rules.NoSeat when the game is over.
func (s *Session) ToMove() rules.Seat { return s.Match.State.ToMove() }

// Humans counts the seats people play.
func (s *Session) Humans() int {
	n := 0
	for i := range s.Match.Seats {
		if s.IsHuman(rules.Seat(i)) {
			n++
		}
	}
	return n
}

// Name is what the players call seat: the name given at new game, else the
// game's label for it.
func (s *Session) Name(seat rules.Seat) string {
	if seat == rules.Chance {
		return ChanceName
	}
	if int(seat) < 0 || int(seat) >= len(s.Match.Seats) {
		return "nobody"
	}
	if n := s.Match.Seats[seat].Name; n != "" {
		return n
	}
	if l := s.Match.Seats[seat].Label; l != "" {
		return l
	}
	return s.Match.State.SeatLabel(seat)
}

// Names lists every seat's name, for rules.Names.
func (s *Session) Names() []string {
	out := make([]string, len(s.Match.Seats))
	for i := range out {
		out[i] = s.Name(rules.Seat(i))
	}
	return out
}

// Play applies a move for the seat to move, records it and autosaves (when
// a Store is set; a move played through s.Match.Play is autosaved too). The
// events come back unfiltered: show each one only through Event.For(viewer).
// A failed autosave does not undo the move; it is reported by SaveError.
func (s *Session) Play(mv rules.Move) ([]rules.Event, error) {
	s.Cancel()
	s.undone = ""
	return s.Match.Play(mv)
}

// Autosaver keeps a session's game on disk after every move and undo: its
// Autosave writes it (and names its file with SetSaveFile the first time).
type Autosaver interface {
	Autosave(s *Session) error
}

// Resume makes a session of a match read back from a save, with its
// options and the hints each seat had asked for.
func Resume(m *Match, opt Options, hints []int) (*Session, error) {
	if len(hints) > len(m.Seats) {
		return nil, fmt.Errorf("hints counted for %d seats in a game of %d", len(hints), len(m.Seats))
	}
	s := newSession(m, opt)
	for seat, n := range hints {
		if n < 0 {
			return nil, fmt.Errorf("seat %d asked for %d hints", seat+1, n)
		}
		s.hints[seat] = n
	}
	return s, nil
}

// HintsAsked is how many hints each seat has asked for in this game (a
// copy), or nil when nobody has asked.
func (s *Session) HintsAsked() []int {
	for _, n := range s.hints {
		if n > 0 {
			return slices.Clone(s.hints)
		}
	}
	return nil
}

// KeepIn makes st the session's autosaver, saving into file from the next
// save ("" : a new file). A nil st stops autosaving.
func (s *Session) KeepIn(st Autosaver, file string) { s.Store, s.file = st, file }

// SaveNow autosaves at once and returns SaveError.
func (s *Session) SaveNow() error {
	s.autosave()
	return s.saveErr
}

// SetSaveFile is for an Autosaver: the game is kept in path, which holds
// its first saved moves (-1: none yet).
func (s *Session) SetSaveFile(path string, saved int) { s.file, s.savedMoves = path, saved }

func (s *Session) autosave() {
	if s.Store == nil {
		return
	}
	s.saveErr = s.Store.Autosave(s)
	if s.saveErr == nil && s.file != "" {
		s.savedMoves = len(s.Match.History)
	}
}

// SaveError is the last autosave's failure, or nil when the game on disk is
// up to date (or no store is set).
func (s *Session) SaveError() error { return s.saveErr }

// SavedMoves is how many moves of the game its file holds, or -1 when it
// has never been saved (the moves since are in memory only while SaveError
// is not nil).
func (s *Session) SavedMoves() int { return s.savedMoves }

// SaveFile is the file the game autosaves into ("" before its first save).
func (s *Session) SaveFile() string { return s.file }

// RetrySave tries the autosave again after a failure (the disk may have
// room again); it returns the new SaveError. With no failure it does
// nothing.
func (s *Session) RetrySave() error {
	if s.saveErr != nil {
		s.autosave()
	}
	return s.saveErr
}

// Viewer is the seat whose eyes the screen shows: the person to move. When
// the computer is to move (or the game is over), it is the only person at
// the table, or the last person who moved if that is the only person, and
// rules.NoSeat (the public view) when two or more people share the screen —
// the last person's secrets must not stay on show while someone else may be
// looking — or when every seat is played by the computer.
func (s *Session) Viewer() rules.Seat {
	if to := s.ToMove(); s.IsHuman(to) {
		return to
	}
	if s.Humans() >= 2 {
		return rules.NoSeat
	}
	for i := len(s.Match.History) - 1; i >= 0; i-- {
		if seat := s.Match.History[i].Seat; s.IsHuman(seat) {
			return seat
		}
	}
	for i := range s.Match.Seats {
		if s.IsHuman(rules.Seat(i)) {
			return rules.Seat(i)
		}
	}
	return rules.NoSeat
}

// NeedsHandoff tells whether the screen must be passed to another person
// before the board is shown: the game has secrets (rules.Info.Secrets), two
// or more people play, and the person to move is not the one whose screen is
// shown now. A scene shows its "pass to" screen and calls HandoffDone when
// that person is ready. In a game without secrets the people simply take
// turns at the board.
func (s *Session) NeedsHandoff() bool {
	to := s.ToMove()
	return s.Match.Game.Info().Secrets && s.Humans() >= 2 && s.IsHuman(to) && s.shown != to
}

// HandoffDone records that the person to move now has the screen.
func (s *Session) HandoffDone() {
	if to := s.ToMove(); s.IsHuman(to) {
		s.shown = to
	}
}

// Log is every past move's events as log lines, with the players' names.
// The lines are the public ones for every viewer: the log stays on screen
// while the computer plays and during a handoff, so it never holds a secret,
// not even the viewer's own (viewer is kept for the day that changes).
func (s *Session) Log(viewer rules.Seat) []string {
	lines := s.LogLines(viewer)
	out := make([]string, len(lines))
	for i, l := range lines {
		out[i] = l.Text
	}
	return out
}

// History is the moves so far in the game's notation as viewer perceived
// them: a secret choice of another seat reads as the game masks it (e.g.
// "spread ?"). rules.NoSeat gives the onlooker's history.
func (s *Session) History(viewer rules.Seat) []string {
	out := make([]string, len(s.Match.History))
	for i, p := range s.Match.History {
		out[i] = p.Public
		if int(viewer) >= 0 && int(viewer) < len(p.Seen) {
			out[i] = p.Seen[viewer]
		}
	}
	return out
}
