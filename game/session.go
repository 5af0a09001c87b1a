package game

import (
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
}

// NewSession starts a fresh game. seats says, per seat, its name, colour and
// AI level ("" for a person); it must have one entry per player.
func NewSession(g rules.Game, setup rules.Setup, seats []SeatInfo, opt Options) (*Session, error) {
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
	return &Session{Match: m, Options: opt}, nil
}

// IsHuman tells whether a person plays seat.
func (s *Session) IsHuman(seat rules.Seat) bool {
	return int(seat) >= 0 && int(seat) < len(s.Match.Seats) && s.Match.Seats[seat].Level == ""
}

// ToMove is the seat whose decision it is, or rules.NoSeat when the game is over.
func (s *Session) ToMove() rules.Seat { return s.Match.State.ToMove() }
