package game

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"embers/rules"
)

// The undo policy.
//
// In a normal game a person may take back their own last decision, with
// every computer move played since: the game goes back to just before that
// decision and it is their turn again. Undo stops at two things: a move that
// showed hidden information or decided chance (what was seen cannot be
// unseen, and a second try at a roll would be unfair), and another person's
// move (nobody takes back someone else's decision).
//
// In training, undo is unlimited: each Undo goes back to just before the
// last decision of the person asking, whoever played since and whatever was
// revealed; a person who has not decided anything yet steps back one move at
// a time. The computer then plays its moves again (with the same seeds, so
// the same moves unless the board changed).

// undoTarget is the history length Undo(by) goes back to, or a reason why it
// cannot.
func (s *Session) undoTarget(by rules.Seat) (int, error) {
	h := s.Match.History
	if !s.IsHuman(by) {
		return 0, fmt.Errorf("only a person can take a move back, and %s is played by the computer", s.Name(by))
	}
	if len(h) == 0 {
		return 0, ErrNothingToUndo
	}
	last := -1
	for i := len(h) - 1; i >= 0; i-- {
		if h[i].Seat == by {
			last = i
			break
		}
	}
	if s.Options.Training {
		if last < 0 {
			return len(h) - 1, nil
		}
		return last, nil
	}
	if last < 0 {
		return 0, errors.New("you have not made a move yet, so there is nothing of yours to take back")
	}
	for i := len(h) - 1; i >= last; i-- {
		p := h[i]
		if p.Seat != by && s.IsHuman(p.Seat) {
			return 0, fmt.Errorf("%s has moved since your last move; you cannot take back another player's decision", s.Name(p.Seat))
		}
		if p.Reveal {
			return 0, fmt.Errorf("since your move, something hidden came to light or chance decided (%s): what was seen cannot be unseen. Training games can undo anything",
				s.revealed(i))
		}
	}
	return last, nil
}

// revealed says in words what move i brought to light, as the log tells it
// to everyone ("Green checks the pile: no spread yet"), or whose move it was
// when its events do not say.
func (s *Session) revealed(i int) string {
	p := s.Match.History[i]
	for _, e := range p.Events {
		if e.Reveal {
			if text := e.For(rules.NoSeat).Text; text != "" {
				return strings.TrimSuffix(rules.Names(text, s.Names()), ".")
			}
		}
	}
	return fmt.Sprintf("%s's move %s", s.Name(p.Seat), p.Public)
}

// CanUndo tells whether the person at seat by may take a move back now, and
// if not, why, in words to show them.
func (s *Session) CanUndo(by rules.Seat) (bool, string) {
	if _, err := s.undoTarget(by); err != nil {
		return false, err.Error()
	}
	return true, ""
}

// UndoSteps is how many moves Undo(by) would take back (0 when it cannot).
func (s *Session) UndoSteps(by rules.Seat) int {
	n, err := s.undoTarget(by)
	if err != nil {
		return 0
	}
	return len(s.Match.History) - n
}

// Undo takes back moves as the undo policy allows the person at seat by (see
// the policy above). Any AI search under way is cancelled, and the game is
// autosaved.
func (s *Session) Undo(by rules.Seat) error {
	n, err := s.undoTarget(by)
	if err != nil {
		return err
	}
	s.Cancel()
	taken := slices.Clone(s.Match.History[n:])
	if err := s.Match.Truncate(n); err != nil {
		return err
	}
	s.undone = s.undoneText(taken, by)
	s.autosave()
	return nil
}

// Undone says what the last undo took back, in the log's words ("" before
// any undo): the first move taken back, and how many came after it.
func (s *Session) Undone() string { return s.undone }

// undoneText is what taking back moves undoes, as the person at seat by
// reads it.
func (s *Session) undoneText(taken []Played, by rules.Seat) string {
	if len(taken) == 0 {
		return ""
	}
	names := s.Names()
	first := ""
	for _, e := range taken[0].Events {
		if l, ok := PublicLine(e, names); ok {
			first = strings.TrimSuffix(l.Text, ".")
			break
		}
	}
	if first == "" {
		first = s.Name(taken[0].Seat) + "'s move"
	}
	text := "Taken back: " + first
	switch more := len(taken) - 1; {
	case more == 1:
		text += ", and the move after it"
	case more > 1:
		text += fmt.Sprintf(", and the %d moves after it", more)
	}
	return text + "."
}
