package cronberg

import "embers/rules"

// Legal appends the legal moves to dst[:0]: while laying, every free pair
// of adjacent triangles; otherwise every crossing a token may take (when
// the mover holds one), the draw (when a rhombus can still be laid), or a
// pass when neither is possible.
func (s *State) Legal(dst []rules.Move) []rules.Move {
	dst = dst[:0]
	switch s.phase {
	case phaseOver:
		return dst
	case phaseLay:
		for t := range NumTriangles {
			if s.tile[t] != noTile {
				continue
			}
			for _, u := range triNbr[t][:triNbrN[t]] {
				if int(u) > t && s.tile[u] == noTile {
					dst = append(dst, encodeMove(mvLay, t, int(u)))
				}
			}
		}
		return dst
	}
	if s.hand[s.toMove] > 0 {
		for c := range NumCrossings {
			if s.tokenSpot(c) {
				dst = append(dst, TokenMove(c))
			}
		}
	}
	if s.canDraw() {
		dst = append(dst, DrawMove())
	}
	if len(dst) == 0 {
		dst = append(dst, PassMove())
	}
	return dst
}

// tokenSpot reports whether a token may go on crossing c (rule 3.1): it is
// empty, not closed by an activated guard, and touches a free triangle.
func (s *State) tokenSpot(c int) bool {
	return s.token[c] == 0 && !s.closed[c] && s.hasFree(c)
}

// anySpot reports whether some crossing could take a token.
func (s *State) anySpot() bool {
	for c := range NumCrossings {
		if s.tokenSpot(c) {
			return true
		}
	}
	return false
}

// freePair reports whether two adjacent triangles are both free.
func (s *State) freePair() bool {
	for t := range NumTriangles {
		if s.tile[t] != noTile || s.active[t] {
			continue
		}
		for _, u := range triNbr[t][:triNbrN[t]] {
			if s.tile[u] == noTile {
				return true
			}
		}
	}
	return false
}

// canDraw reports whether the mover may draw (rule 3.2): a rhombus is left
// and it could be laid. Drawing a tile that cannot be laid is not allowed.
func (s *State) canDraw() bool { return s.pileN > 0 && s.freePair() }

// canAct reports whether seat could place a token or draw.
func (s *State) canAct(seat rules.Seat) bool {
	return s.canDraw() || (s.hand[seat] > 0 && s.anySpot())
}

// anyoneCanAct reports whether the game goes on (rule 4).
func (s *State) anyoneCanAct() bool {
	if s.canDraw() {
		return true
	}
	for i := range int(s.players) {
		if s.hand[i] > 0 {
			return s.anySpot()
		}
	}
	return false
}
