package kindling

import (
	"fmt"

	"embers/rules"
)

// DescribePlace says what a log is now.
func (s *State) DescribePlace(p rules.Place) string {
	sp := ParsePlace(p)
	if sp.Kind != LogSpot {
		return ""
	}
	n := sp.Index + 1
	switch l := s.logs[sp.Index]; l {
	case Cold:
		return fmt.Sprintf("Log %d is cold: light it to burn it in your colour.", n)
	case Ash:
		return fmt.Sprintf("Log %d is ash: nothing more happens to it.", n)
	default:
		return fmt.Sprintf("Log %d burns for %s: a point at the end unless it is smothered.", n, rules.SeatRef(l.Owner()))
	}
}

// DescribeMove labels a move.
func (s *State) DescribeMove(m rules.Move) string {
	if KindOf(m) == Smother {
		return fmt.Sprintf("Smother log %d", LogOf(m)+1)
	}
	return fmt.Sprintf("Light log %d", LogOf(m)+1)
}

// WhyNotAt says why nothing can be done at a log now.
func (s *State) WhyNotAt(p rules.Place) *rules.IllegalMove {
	sp := ParsePlace(p)
	if sp.Kind != LogSpot {
		return nil
	}
	m := LightMove(sp.Index)
	if s.logs[sp.Index] != Cold {
		m = SmotherMove(sp.Index)
	}
	return s.refusal(m)
}
