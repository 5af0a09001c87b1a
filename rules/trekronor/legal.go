package trekronor

import (
	"math/bits"

	"embers/rules"
)

// Legal appends the legal moves to dst[:0]. It allocates nothing when dst
// has room. In the action phase it lists place, move, douse, save and
// steal moves, or only pass when none exists (gap 1b.10); in the spread
// phase, one move per spread marker in the mover's hand.
func (s *State) Legal(dst []rules.Move) []rules.Move {
	dst = dst[:0]
	switch s.phase {
	case phaseOver:
		return dst
	case phaseSpread:
		hand, _ := s.spreadHand(s.toMove)
		for v := range numValues {
			if hand&(1<<v) != 0 {
				dst = append(dst, SpreadMove(v))
			}
		}
		if len(dst) == 0 { // cannot happen: a hand never runs dry; skip the marker
			dst = append(dst, PassMove)
		}
		return dst
	}
	var nw network
	nw.build(s, s.toMove, -1, -1)
	free := ground.andNot(nw.occ).andNot(s.fire)
	burning := s.burningHalls()
	dst = s.appendPlaces(dst, nw.occ, free)
	dst = s.appendMoves(dst, &nw, free, burning)
	dst = s.appendDouses(dst, &nw, burning)
	dst = s.appendMarkers(dst, &nw)
	if len(dst) == 0 {
		dst = append(dst, PassMove)
	}
	return dst
}

// canStand reports whether a servant may arrive on sq (with the servant on
// lift picked up): free ground next to a well or to another servant.
func (s *State) canStand(sq, lift int) bool {
	occ := s.occupied()
	if !ground.andNot(occ).andNot(s.fire).has(sq) {
		return false
	}
	if lift >= 0 {
		occ = occ.andNot(squareBit(lift))
	}
	return nearAnyWell.has(sq) || occ.meets(squareBit(sq).grown())
}

// appendPlaces lists the squares a servant from hand may go to: free ground
// (no servant, no fire) next to a well or to a servant.
func (s *State) appendPlaces(dst []rules.Move, occ, free squares) []rules.Move {
	if s.hand[s.toMove] == 0 {
		return dst
	}
	for to := free.and(nearAnyWell.or(occ.grown())); !to.empty(); {
		dst = append(dst, PlaceMove(to.next()))
	}
	return dst
}

// appendMoves lists the moves of the mover's servants: to free ground next
// to a well or to another servant, never cutting the only link between a
// well and a burning hall.
func (s *State) appendMoves(dst []rules.Move, nw *network, free squares, burning uint16) []rules.Move {
	need := nw.connected() & burning
	cutters := nw.cutters(need)
	for mine := s.servants[s.toMove]; !mine.empty(); {
		from := mine.next()
		to := free.and(nearAnyWell.or(nw.occ.andNot(squareBit(from)).grown()))
		if cutters.has(from) {
			dst = s.appendLinkKeepingMoves(dst, from, to, need)
			continue
		}
		for !to.empty() {
			dst = append(dst, MoveMove(from, to.next()))
		}
	}
	return dst
}

// appendLinkKeepingMoves lists the moves of the servant on from, whose chain
// alone links a hall in need, to those squares of to that keep every such
// hall linked (the chain may hold without it, or the servant may close the
// gap again where it lands).
func (s *State) appendLinkKeepingMoves(dst []rules.Move, from int, to squares, need uint16) []rules.Move {
	var lifted network
	lifted.build(s, s.toMove, from, -1)
	uncut := lifted.connected()&need == need
	for !to.empty() {
		sq := to.next()
		if uncut || lifted.connectedWith(sq)&need == need {
			dst = append(dst, MoveMove(from, sq))
		}
	}
	return dst
}

// douseWells returns, for the mover, the wells through which each burning
// hall can be doused: a chain holding a mover's servant that touches a well
// with its bucket and reaches the hall (gaps 1b.6-1b.8).
func (s *State) douseWells(nw *network, burning uint16) (hallW [NumHalls]uint8) {
	buckets := s.buckets()
	for c := range nw.n {
		ws := nw.wells[c] & buckets
		if nw.own[c] == 0 || ws == 0 {
			continue
		}
		for reach := nw.halls[c] & burning; reach != 0; reach &= reach - 1 {
			hallW[bits.TrailingZeros16(reach)] |= ws
		}
	}
	return hallW
}

// fireWells returns the wells through which the mover can put out the fire
// on corridor square sq: a chain holding a mover's servant next to it that
// touches a well with its bucket.
func (s *State) fireWells(nw *network, sq int) uint8 {
	var ws uint8
	for _, n := range neighbours(sq) {
		if c := nw.chainAt(int(n)); c >= 0 && nw.own[c] > 0 {
			ws |= nw.wells[c]
		}
	}
	return ws & s.buckets()
}

// buckets is the wells that have their bucket, one bit each.
func (s *State) buckets() uint8 {
	var b uint8
	for w, here := range s.bucket {
		if here {
			b |= 1 << w
		}
	}
	return b
}

func (s *State) appendDouses(dst []rules.Move, nw *network, burning uint16) []rules.Move {
	hallW := s.douseWells(nw, burning)
	for h, ws := range hallW {
		for ; ws != 0; ws &= ws - 1 {
			dst = append(dst, DouseHallMove(h, bits.TrailingZeros8(ws)))
		}
	}
	for fire := s.fire; !fire.empty(); {
		sq := fire.next()
		for ws := s.fireWells(nw, sq); ws != 0; ws &= ws - 1 {
			dst = append(dst, DouseSquareMove(sq, bits.TrailingZeros8(ws)))
		}
	}
	return dst
}

// markerRoom describes hall h for a marker of the mover (rule 5.3).
type markerRoom struct {
	reach, two    bool // own servant connected; two or more of them
	hasOwn        bool // the mover already has a marker there
	empty, single bool // an empty square; a square with one lone marker
}

func (s *State) room(h int, nw *network) markerRoom {
	own := nw.ownIn(h)
	r := markerRoom{reach: own >= 1, two: own >= 2}
	for _, c := range s.cells[h] {
		r.empty = r.empty || c.Empty()
		r.single = r.single || (c.N == 1 && !c.Ash && !c.Fire)
		for i := range c.N {
			r.hasOwn = r.hasOwn || c.M[i].Owner == s.toMove
		}
	}
	return r
}

// markerHallOpen reports the fire and ash conditions of rule 5.3.
func (s *State) markerHallOpen(h int) bool {
	f, a := s.hallTokens(h)
	return f >= 1 && f <= 2 && a < 3
}

func (s *State) appendMarkers(dst []rules.Move, nw *network) []rules.Move {
	left := [2]int{-2, -2} // saves and steals in hand, counted when first needed
	for h := range NumHalls {
		if nw.linked&(1<<h) == 0 || !s.markerHallOpen(h) || nw.ownIn(h) == 0 {
			continue
		}
		r := s.room(h, nw)
		if left[0] == -2 {
			left = [2]int{s.markersLeft(s.toMove, KindSave), s.markersLeft(s.toMove, KindSteal)}
		}
		for i, k := range [2]Kind{KindSave, KindSteal} {
			if left[i] <= 0 {
				continue
			}
			if r.empty && (!r.hasOwn || r.two) {
				dst = append(dst, MarkerMove(k, h, false))
			}
			if r.two && r.single {
				dst = append(dst, MarkerMove(k, h, true))
			}
		}
	}
	return dst
}
