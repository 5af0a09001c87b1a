package trekronor

import (
	"fmt"

	"embers/rules"
)

// illegal returns why m may not be played now, or nil when it is legal.
// It agrees exactly with Legal (tested), but says which rule forbids a move.
func (s *State) illegal(m rules.Move) *rules.IllegalMove {
	no := func(rule, why string, args ...any) *rules.IllegalMove {
		return &rules.IllegalMove{Move: formatMove(m), Reason: fmt.Sprintf(why, args...), Rule: rule}
	}
	if !validMove(m) {
		return no("5", "this is not a Tre Kronor move; write one of: %s", moveForms)
	}
	k, a, b, stack := decodeMove(m)
	switch {
	case s.phase == phaseOver:
		return no("6.1", "the game is over")
	case k == mvSpreadHidden || k == mvMarkerHidden:
		return no("5.4.1", "this is how other players see a hidden marker; name the marker you play")
	case s.phase == phaseSpread && k == mvPass:
		if hand, _ := s.spreadHand(s.toMove); hand != 0 {
			return no("5.4.1", "end the turn by placing a spread marker (spread A, B, C, 1, 2 or 3)")
		}
		return nil
	case s.phase == phaseSpread && k != mvSpread:
		return no("5.4.1", "you have acted; now place a spread marker (spread A, B, C, 1, 2 or 3)")
	case s.phase == phaseAction && k == mvSpread:
		return no("5", "first take one action (place, move, douse, save, steal, or pass if none is possible)")
	}
	switch k {
	case mvPlace:
		return s.whyNotPlace(a, no)
	case mvMove:
		return s.whyNotMove(a, b, no)
	case mvDouse:
		return s.whyNotDouse(a, b, no)
	case mvSave, mvSteal:
		kind := KindSave
		if k == mvSteal {
			kind = KindSteal
		}
		return s.whyNotMarker(kind, a, stack, no)
	case mvPass:
		var buf [4]rules.Move
		if l := s.Legal(buf[:0]); len(l) != 1 || l[0] != PassMove {
			return no("5", "you may pass only when no action is possible; %s is one", formatMove(l[0]))
		}
		return nil
	default: // mvSpread
		if hand, _ := s.spreadHand(s.toMove); hand&(1<<a) == 0 {
			return no("5.4.1", "your spread marker %s is already on the pile", valueNames[a])
		}
		return nil
	}
}

type refuse func(rule, why string, args ...any) *rules.IllegalMove

func (s *State) whyNotStand(sq, lift int, no refuse) *rules.IllegalMove {
	if s.canStand(sq, lift) {
		return nil
	}
	name := SquareName(sq)
	switch {
	case area[sq] == Well || area[sq] == HallFloor:
		return no("5.1", "servants stand only in the courtyard and the corridors, not on %s", name)
	case s.owner(sq) >= 0:
		return no("5.1", "%s already holds a servant", name)
	case s.fire.has(sq):
		return no("5.1", "%s is on fire", name)
	case !s.canStand(sq, lift):
		return no("5.1", "%s is not next to a well or to another servant", name)
	}
	return nil
}

func (s *State) whyNotPlace(sq int, no refuse) *rules.IllegalMove {
	if s.hand[s.toMove] == 0 {
		return no("5.1", "you have no servants left in hand; move one instead")
	}
	return s.whyNotStand(sq, -1, no)
}

func (s *State) whyNotMove(from, to int, no refuse) *rules.IllegalMove {
	if s.owner(from) != s.toMove {
		return no("5.1", "there is no servant of yours on %s to move", SquareName(from))
	}
	if from == to {
		return no("5.1", "a move must go to another square")
	}
	if e := s.whyNotStand(to, from, no); e != nil {
		return e
	}
	burning := s.burningHalls()
	if burning == 0 {
		return nil
	}
	if wells, halls := links(flood(from, s.occupied())); wells == 0 || halls&burning == 0 {
		return nil // its chain links no burning hall: lifting it cuts nothing
	}
	var nw network
	nw.build(s, s.toMove, -1, -1)
	need := nw.connected() & burning
	if !nw.mayCut(from, need) {
		return nil
	}
	nw.build(s, s.toMove, from, to)
	if lost := need &^ nw.connected(); lost != 0 {
		return no("5.1", "this servant holds the only link between a well and burning hall %s", hallID(lowestBit(lost)))
	}
	return nil
}

func lowestBit(m uint16) int {
	for i := range 16 {
		if m&(1<<i) != 0 {
			return i
		}
	}
	return -1
}

func (s *State) whyNotDouse(target, well int, no refuse) *rules.IllegalMove {
	var nw network
	if target >= hallTarget {
		nw.buildAround(s, s.toMove, doorsOf[target-hallTarget])
	} else {
		nw.buildAround(s, s.toMove, squareBit(target).grown())
	}
	var wells uint8
	burning := false
	if target >= hallTarget {
		wells, burning = s.douseWells(&nw, s.burningHalls())[target-hallTarget], s.hallFire(target-hallTarget) > 0
	} else {
		wells, burning = s.fireWells(&nw, target), s.fire.has(target)
	}
	if burning && s.bucket[well] && wells&(1<<well) != 0 {
		return nil
	}
	name := SquareName(target)
	if target >= hallTarget {
		name = "hall " + hallID(target-hallTarget)
	}
	switch {
	case !burning:
		return no("5.2", "%s has no fire to put out", name)
	case !s.bucket[well]:
		return no("5.2", "the %s well's bucket is in use until the fire next spreads", WellNames[well])
	}
	return no("5.2", "no chain with a servant of yours links the %s well to %s", WellNames[well], name)
}

func (s *State) whyNotMarker(kind Kind, h int, stack bool, no refuse) *rules.IllegalMove {
	var nw network
	nw.buildAround(s, s.toMove, doorsOf[h])
	r := s.room(h, &nw)
	id := hallID(h)
	switch f := s.hallFire(h); {
	case f < 1 || f > 2:
		return no("5.3", "hall %s holds %d fire; markers go only into a hall with 1 or 2", id, f)
	case s.hallAsh(h) >= 3:
		return no("5.3", "hall %s has burnt down (3 or more ash)", id)
	case !r.reach:
		return no("5.3", "no chain with a servant of yours links a well to hall %s", id)
	case s.markersLeft(s.toMove, kind) <= 0:
		return no("5.3", "you have no %s markers left", kind)
	case stack && !r.two:
		return no("5.3", "stacking on a marker needs two of your servants connected to hall %s", id)
	case stack && !r.single:
		return no("5.3", "hall %s has no square holding a single marker and nothing else", id)
	case !stack && r.hasOwn && !r.two:
		return no("5.3", "you already have a marker in hall %s; a second needs two of your servants connected there", id)
	case !stack && !r.empty:
		return no("5.3", "hall %s has no empty square", id)
	}
	return nil
}
