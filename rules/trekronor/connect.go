package trekronor

import "embers/rules"

// maxChains bounds the number of chains: at most 40 servants are on the board.
const maxChains = 40

// network is the board's servants grouped into chains (rule 5.1): sets of
// orthogonally connected servants of any owner. For each chain it knows
// which wells it touches, which halls it reaches (a servant on one of the
// hall's entrance squares) and how many servants of one seat it holds.
type network struct {
	chain [NumSquares]int8 // chain id of the servant on a square, or -1
	n     int
	wells [maxChains]uint8  // bit w: a servant is next to well w
	halls [maxChains]uint16 // bit h: a servant stands on an entrance of hall h
	own   [maxChains]uint8  // servants of the counted seat
}

// build groups the servants into chains, treating square lift as empty and
// square drop as holding a servant of seat of (-1 for neither), and counts
// seat of's servants per chain.
func (nw *network) build(s *State, of rules.Seat, lift, drop int) {
	var occ [NumSquares]bool
	for sq := range NumSquares {
		occ[sq] = s.servant[sq] != 0
	}
	if lift >= 0 {
		occ[lift] = false
	}
	if drop >= 0 {
		occ[drop] = true
	}
	mine := int8(of + 1)
	for i := range nw.chain {
		nw.chain[i] = -1
	}
	nw.n = 0
	var stack [NumSquares]int8
	for start := range NumSquares {
		if nw.chain[start] >= 0 || !occ[start] {
			continue
		}
		id := nw.n
		nw.n++
		nw.wells[id], nw.halls[id], nw.own[id] = 0, 0, 0
		nw.chain[start] = int8(id)
		stack[0] = int8(start)
		top := 1
		for top > 0 {
			top--
			sq := int(stack[top])
			nw.wells[id] |= wellNext[sq]
			nw.halls[id] |= entranceOf[sq]
			if sq == drop || (sq != lift && s.servant[sq] == mine) {
				nw.own[id]++
			}
			for _, n := range neighbours(sq) {
				if nw.chain[n] < 0 && occ[n] {
					nw.chain[n] = int8(id)
					stack[top] = n
					top++
				}
			}
		}
	}
}

// connected returns the halls that some well-touching chain reaches.
func (nw *network) connected() uint16 {
	var m uint16
	for i := range nw.n {
		if nw.wells[i] != 0 {
			m |= nw.halls[i]
		}
	}
	return m
}

// connectedWith returns the halls linked to a well once a servant is added
// on the empty square sq: the new servant joins its neighbours' chains into
// one, so only that chain changes.
func (nw *network) connectedWith(sq int) uint16 {
	wells, halls := wellNext[sq], entranceOf[sq]
	for _, n := range neighbours(sq) {
		if c := nw.chain[n]; c >= 0 {
			wells |= nw.wells[c]
			halls |= nw.halls[c]
		}
	}
	m := nw.connected()
	if wells != 0 {
		m |= halls
	}
	return m
}

// ownIn counts the counted seat's servants in well-touching chains that
// reach hall h (the "two or more servants" test of rule 5.3).
func (nw *network) ownIn(h int) int {
	n := 0
	for i := range nw.n {
		if nw.wells[i] != 0 && nw.halls[i]&(1<<h) != 0 {
			n += int(nw.own[i])
		}
	}
	return n
}

// burningHalls returns the halls holding at least one fire.
func (s *State) burningHalls() uint16 {
	var m uint16
	for h := range NumHalls {
		for _, c := range s.cells[h] {
			if c.Fire {
				m |= 1 << h
				break
			}
		}
	}
	return m
}

// nextToServant reports whether sq touches a servant other than on lift.
func (s *State) nextToServant(sq, lift int) bool {
	for _, n := range neighbours(sq) {
		if int(n) != lift && s.servant[n] != 0 {
			return true
		}
	}
	return false
}

// standable reports whether a servant may stand on sq: courtyard or
// corridor, no servant, no fire.
func (s *State) standable(sq int) bool {
	a := area[sq]
	return (a == Courtyard || a == Corridor) && s.servant[sq] == 0 && !s.fire[sq]
}
