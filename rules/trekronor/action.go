package trekronor

import (
	"embers/rules"
)

// Apply plays m and returns what happened. An illegal move returns an
// *rules.IllegalMove and leaves the state unchanged.
func (s *State) Apply(m rules.Move) ([]rules.Event, error) {
	if s.masked {
		return nil, &rules.IllegalMove{Move: formatMove(m), Reason: "this is a view with hidden parts; Determinize it before playing"}
	}
	if e := s.illegal(m); e != nil {
		return nil, e
	}
	rec := &rules.Recorder{Places: eventPlaces}
	s.apply(m, rec)
	return rec.List, nil
}

// Play is Apply without events.
func (s *State) Play(m rules.Move) error {
	if s.masked {
		return &rules.IllegalMove{Move: formatMove(m), Reason: "this is a view with hidden parts; Determinize it before playing"}
	}
	if e := s.illegal(m); e != nil {
		return e
	}
	s.apply(m, nil)
	return nil
}

// apply plays a legal move.
func (s *State) apply(m rules.Move, rec *rules.Recorder) {
	k, a, b, stack := decodeMove(m)
	me := s.toMove
	switch k {
	case mvPlace:
		s.putServant(a, me)
		s.hand[me]--
		if rec != nil {
			rec.Add(EvServantPlaced, "5.1", me, rules.SeatRef(me)+" places a servant on "+SquareName(a)+".", ServantPlaced{me, a})
		}
		s.endAction()
	case mvMove:
		s.liftServant(a)
		s.putServant(b, me)
		if rec != nil {
			rec.Add(EvServantMoved, "5.1", me, rules.SeatRef(me)+" moves a servant from "+SquareName(a)+" to "+SquareName(b)+".", ServantMoved{me, a, b})
		}
		s.endAction()
	case mvDouse:
		s.douse(a, b, rec)
	case mvSave, mvSteal:
		kind := KindSave
		if k == mvSteal {
			kind = KindSteal
		}
		s.placeMarker(kind, a, stack, rec)
	case mvPass:
		if s.phase == phaseSpread { // no spread marker left: skip it
			s.nextTurn()
			return
		}
		if rec != nil {
			rec.Add(EvPassed, "5", me, rules.SeatRef(me)+" can do nothing this turn.", Passed{me})
		}
		s.endAction()
	case mvSpread:
		s.spread(a, rec)
	}
}

// endAction moves on to the spread marker (skipped if the hand is empty).
func (s *State) endAction() {
	s.phase = phaseSpread
	if hand, _ := s.spreadHand(s.toMove); hand == 0 {
		s.nextTurn()
	}
}

func (s *State) nextTurn() {
	s.toMove = (s.toMove + 1) % rules.Seat(s.players)
	s.phase = phaseAction
}

// douse puts out one fire (rule 5.2): in a hall, the lowest-numbered square
// with fire; the ash below stays. The well's bucket is taken.
func (s *State) douse(target, well int, rec *rules.Recorder) {
	me := s.toMove
	ev := FireDoused{Seat: me, Hall: -1, Slot: -1, Square: target, Well: well}
	if target >= hallTarget {
		h := target - hallTarget
		for slot := range s.cells[h] {
			if s.cells[h][slot].Fire {
				s.cells[h][slot].Fire = false
				s.hallFireN[h]--
				ev.Hall, ev.Slot, ev.Square = h, slot, int(hallSq[h][slot])
				break
			}
		}
	} else {
		s.fire = s.fire.andNot(squareBit(target))
	}
	s.fireSupply++
	s.bucket[well] = false
	if rec != nil {
		where := SquareName(target)
		if ev.Hall >= 0 {
			where = "hall " + hallID(ev.Hall)
		}
		rec.Add(EvFireDoused, "5.2", me, rules.SeatRef(me)+" puts out a fire in "+where+" with the "+WellNames[well]+" bucket.", ev)
	}
	if s.fireOnBoard() == 0 {
		s.finish(endFireOut, rec)
		return
	}
	s.endAction()
}

// placeMarker lays a face-down marker (rule 5.3): unstacked on the lowest
// empty square, stacked on the lowest square holding one lone marker.
func (s *State) placeMarker(kind Kind, h int, stack bool, rec *rules.Recorder) {
	me := s.toMove
	slot := 0
	for i, c := range s.cells[h] {
		if (!stack && c.Empty()) || (stack && c.N == 1 && !c.Ash && !c.Fire) {
			slot = i
			break
		}
	}
	c := &s.cells[h][slot]
	c.M[c.N] = Marker{Owner: me, Kind: kind}
	c.N++
	if rec != nil {
		where := "hall " + hallID(h) + ", square " + string(rune('0'+slot))
		e := rec.Add(EvMarkerPlaced, "5.3", me, rules.SeatRef(me)+" lays a face-down marker in "+where+".",
			MarkerPlaced{me, h, slot, stack, KindUnknown})
		e.Secret = me
		e.SecretText = rules.SeatRef(me) + " lays a face-down " + kind.String() + " marker in " + where + "."
		e.SecretData = MarkerPlaced{me, h, slot, stack, kind}
	}
	if !s.hasEmptyHallSquare() {
		s.finish(endHallsFull, rec)
		return
	}
	s.endAction()
}
