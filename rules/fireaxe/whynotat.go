package fireaxe

import (
	"strings"

	"embers/rules"
)

var _ rules.Refuser = (*State)(nil)

// WhyNotAt says why the mover can do nothing at place p now, as the
// refusal of the move a person pointing there most likely meant: a space
// or port, sailing there (launching, from the Wintering box; a task, in
// the port the longboat is in); the crew or a good, loading it (losing
// it, when the sea takes its toll); the rune deck, drawing; a rune,
// playing it; the Wintering box, wintering. Nil where something can be
// done, or for a place no move is meant at (a saga, the wind dial).
func (s *State) WhyNotAt(p rules.Place) *rules.IllegalMove {
	m, ok := s.meantAt(p)
	if !ok || s.isLegal(m) {
		return nil
	}
	open := *s // the mover's view answers as the game would (refuse names a view as such)
	open.masked = false
	reason, rule := open.whyNot(m)
	return &rules.IllegalMove{Move: s.FormatMove(m), Reason: reason, Rule: rule}
}

// meantAt is the move a person pointing at p most likely meant.
func (s *State) meantAt(p rules.Place) (rules.Move, bool) {
	if !rules.IsSeat(s.ToMove()) || s.Phase == phOver {
		return 0, false
	}
	b := s.boat()
	name := string(p)
	switch {
	case p == plWinter:
		return mv(mvWinter, 0, 0, 0), true
	case p == plRuneDeck:
		return mv(mvDraw, 0, 0, 0), true
	case p == plCrew:
		if s.Phase == phLoss {
			return mv(mvLoseCrew, 0, 0, 0), true
		}
		return mv(mvLoadCrew, 0, 0, 0), true
	case strings.HasPrefix(name, "good:"):
		g := goodIndex(strings.TrimPrefix(name, "good:"))
		switch {
		case g < 0:
			return 0, false
		case s.Phase == phLoss:
			return mv(mvLoseGood, g, 0, 0), true
		case b.At == inWinter:
			return mv(mvLoadGood, g, 0, 0), true
		}
		return mv(mvTrade, g, 0, 0), true
	case strings.HasPrefix(name, "rune:"):
		for k, q := range plRunes {
			if q == p {
				return mv(mvPlay, k, 0, windStay), true
			}
		}
		return 0, false
	}
	id, isPort := strings.CutPrefix(name, "port:")
	if !isPort {
		id, _ = strings.CutPrefix(name, "sea:")
	}
	n, ok := s.b.byID[id]
	if !ok || id == name {
		return 0, false
	}
	switch {
	case b.At == inWinter && s.b.nodes[n].home:
		return mv(mvLaunch, n, 0, 0), true
	case n == b.At && isPort && s.port(n).Town > 0:
		return mv(mvRaid, 0, 0, 0), true
	case n == b.At && isPort:
		return mv(mvSettle, 1, 0, 0), true
	}
	return mv(mvSail, n, 0, 0), true
}
