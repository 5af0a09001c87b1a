package cronberg

import "embers/rules"

var _ rules.Refuser = (*State)(nil)

// WhyNotAt says why the mover can do nothing at place p: a crossing
// refuses its token, the pile its draw (nil where that move is legal, and
// at any other place: a tile's refusal is the lay's own). It is asked on
// the mover's view, whose pile order is hidden; no refusal reads it.
func (s *State) WhyNotAt(p rules.Place) *rules.IllegalMove {
	spot, _ := ParsePlace(p)
	var m rules.Move
	switch spot.Kind {
	case CrossingSpot:
		m = TokenMove(spot.Index)
	case PileSpot:
		m = DrawMove()
	default:
		return nil
	}
	open := *s
	open.masked = false // a view refuses every move as unplayable
	if err := open.refuse(m); err != nil {
		return err.(*rules.IllegalMove)
	}
	return nil
}
