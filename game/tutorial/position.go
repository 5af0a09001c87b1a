package tutorial

import (
	"fmt"

	"embers/game"
	"embers/rules"
)

// Position is where a step starts: a setup and the moves played since it
// (the setup's own moves, then the moves of the steps in between).
type Position struct {
	From  int // the step whose setup it starts from
	Setup Setup
	Moves []string // every move after the setup's start or state, in notation
	Steps []int    // Moves[k] belongs to step Steps[k] (From's own moves: From)
}

// Start is the position at the start of step i: the nearest setup at or
// before it, then the moves of the steps between (an expected move, or the
// watched moves). A step that follows a step with several expected moves
// needs its own setup (the learner may have made any of them).
func (sc *Script) Start(i int) (Position, error) {
	if i < 0 || i >= len(sc.Steps) {
		return Position{}, fmt.Errorf("there is no step %d (the tutorial has %d)", i+1, len(sc.Steps))
	}
	from := i
	for from >= 0 && sc.Steps[from].Setup == nil {
		from--
	}
	if from < 0 {
		return Position{}, fmt.Errorf("%s: no step before it sets up a position; give the first step a setup (seed, players, moves)", sc.Name(0))
	}
	p := Position{From: from, Setup: *sc.Steps[from].Setup}
	if p.Setup.Players == 0 {
		p.Setup.Players = sc.Players
	}
	p.Moves = append([]string(nil), p.Setup.Moves...)
	for range p.Moves {
		p.Steps = append(p.Steps, from)
	}
	for k := from; k < i; k++ {
		moves, err := sc.stepMoves(k)
		if err != nil {
			return Position{}, fmt.Errorf("%s continues from %s, but %w", sc.Name(i), sc.Name(k), err)
		}
		for _, m := range moves {
			p.Moves = append(p.Moves, m)
			p.Steps = append(p.Steps, k+1) // played during step k, so part of where k+1 starts
		}
	}
	return p, nil
}

// stepMoves are the moves step k plays: its one expected move or its
// watched moves.
func (sc *Script) stepMoves(k int) ([]string, error) {
	st := &sc.Steps[k]
	switch st.Kind() {
	case Move:
		if len(st.Expect) > 1 {
			return nil, fmt.Errorf("it accepts %d different moves, so the position after it is not known: give the next step its own setup", len(st.Expect))
		}
		return st.Expect, nil
	case Watch:
		return st.Watch, nil
	case Guide:
		return nil, fmt.Errorf("it is the guided game, which must be the last step")
	}
	return nil, nil
}

// SeatInfos are the seats of a tutorial game: the learner a person, every
// other seat the computer at level (it never thinks on its own in a
// tutorial: the script plays its moves).
func (sc *Script) SeatInfos(players int, level string) []game.SeatInfo {
	seats := make([]game.SeatInfo, players)
	for i := range seats {
		seats[i] = game.SeatInfo{Level: level, Colour: i}
		if i < len(sc.Seats) {
			seats[i].Name = sc.Seats[i].Name
		}
	}
	if sc.Learner >= 0 && sc.Learner < players {
		seats[sc.Learner].Level = ""
	}
	return seats
}

// MoveError says which move of a position failed, and why.
type MoveError struct {
	Step     int // the step the move belongs to (0-based)
	Index    int // the move's place in the position (0-based)
	Notation string
	Err      error
}

func (e *MoveError) Error() string {
	return fmt.Sprintf("move %q (move %d of the position) %v", e.Notation, e.Index+1, e.Err)
}

func (e *MoveError) Unwrap() error { return e.Err }

// Session builds the game of a position, the moves played and recorded so
// the board shows their last-move marks and the log their lines. It fails
// with a *MoveError on a move that cannot be read or is not legal.
func (sc *Script) Session(g rules.Game, p Position) (*game.Session, error) {
	setup := rules.Setup{Players: p.Setup.Players, Seed: p.Setup.Seed}
	var start rules.State
	if p.Setup.State != "" {
		st, err := g.Decode([]byte(p.Setup.State))
		if err != nil {
			return nil, fmt.Errorf("its setup's state cannot be read: %w", err)
		}
		if p.Setup.Players != 0 && st.Setup().Players != p.Setup.Players {
			return nil, fmt.Errorf("its setup says %d players but its state has %d", p.Setup.Players, st.Setup().Players)
		}
		start, setup = st, st.Setup()
	}
	s, err := game.NewSession(g, setup, sc.SeatInfos(setup.Players, "easy"), game.Options{})
	if err != nil {
		return nil, fmt.Errorf("its setup cannot start a game: %w", err)
	}
	if start != nil {
		s.Match.State = start
	}
	for i, text := range p.Moves {
		mv, err := s.Match.State.ParseMove(text)
		if err != nil {
			return nil, &MoveError{Step: p.Steps[i], Index: i, Notation: text, Err: fmt.Errorf("cannot be read: %w", err)}
		}
		if _, err := s.Match.Play(mv); err != nil {
			return nil, &MoveError{Step: p.Steps[i], Index: i, Notation: text, Err: fmt.Errorf("is not legal there: %w", err)}
		}
	}
	return s, nil
}
