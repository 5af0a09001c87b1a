package trekronor

import "embers/rules"

// maxChains bounds the number of chains: at most 25 servants are on the board
// (8 each at three players, 6 at four, 5 at five), and build may add one.
const maxChains = 26

// network is the board's servants grouped into chains (rule 5.1): sets of
// orthogonally connected servants of any owner. For each chain it knows
// which wells it touches, which halls it reaches (a servant on one of the
// hall's entrance squares) and how many servants of one seat it holds.
type network struct {
	n        int
	occ      squares            // every servant's square
	sq       [maxChains]squares // each chain's squares
	wells    [maxChains]uint8   // bit w: a servant is next to well w
	halls    [maxChains]uint16  // bit h: a servant stands on an entrance of hall h
	own      [maxChains]uint8   // servants of the counted seat
	linked   uint16             // halls some well-touching chain reaches
	linkedSq squares            // the servants of the well-touching chains
}

// build groups the servants into chains, treating square lift as empty and
// square drop as holding a servant of seat of (-1 for neither), and counts
// seat of's servants per chain. Chains are numbered by their lowest square.
func (nw *network) build(s *State, of rules.Seat, lift, drop int) {
	occ, mine := s.servantSquares(of)
	if lift >= 0 {
		occ, mine = occ.andNot(squareBit(lift)), mine.andNot(squareBit(lift))
	}
	if drop >= 0 {
		occ, mine = occ.or(squareBit(drop)), mine.or(squareBit(drop))
	}
	nw.occ = occ
	nw.n, nw.linked, nw.linkedSq = 0, 0, squares{}
	for rest := occ; !rest.empty(); {
		c := flood(rest.lowest(), rest)
		rest = rest.andNot(c)
		nw.add(c, mine)
	}
}

// buildAround is build for the chains holding a servant on one of the
// squares of around only (a hall's doors, a fire's neighbours): what a rule
// about one target needs, without walking every chain on the board.
func (nw *network) buildAround(s *State, of rules.Seat, around squares) {
	occ, mine := s.servantSquares(of)
	nw.occ = occ
	nw.n, nw.linked, nw.linkedSq = 0, 0, squares{}
	for rest := around.and(occ); !rest.empty(); {
		c := flood(rest.lowest(), occ)
		rest = rest.andNot(c)
		nw.add(c, mine)
	}
}

// add records chain c (a set of servant squares) with mine, the counted
// seat's servants.
func (nw *network) add(c, mine squares) {
	id := nw.n
	nw.n++
	nw.sq[id] = c
	wells, halls := links(c)
	nw.wells[id], nw.halls[id], nw.own[id] = wells, halls, uint8(c.and(mine).count())
	if wells != 0 {
		nw.linked |= halls
		nw.linkedSq = nw.linkedSq.or(c)
	}
}

// links returns the wells a chain (a set of servant squares) touches and the
// halls it reaches.
func links(c squares) (wells uint8, halls uint16) {
	for w := range NumWells {
		if c.meets(nearWell[w]) {
			wells |= 1 << w
		}
	}
	for d := c.and(doors); !d.empty(); {
		halls |= entranceOf[d.next()]
	}
	return wells, halls
}

// chainAt is the id of the chain holding the servant on sq, or -1.
func (nw *network) chainAt(sq int) int8 {
	for i := range nw.n {
		if nw.sq[i].has(sq) {
			return int8(i)
		}
	}
	return -1
}

// servantSquares returns the squares holding a servant and those holding
// one of seat of's (none for a seat that is not one).
func (s *State) servantSquares(of rules.Seat) (occ, mine squares) {
	occ = s.occupied()
	if of >= 0 && int(of) < MaxSeats {
		mine = s.servants[of]
	}
	return occ, mine
}

// occupied is every square holding a servant.
func (s *State) occupied() squares {
	var occ squares
	for _, own := range s.servants[:s.players] {
		occ = occ.or(own)
	}
	return occ
}

// owner is the seat whose servant stands on sq, or NoSeat.
func (s *State) owner(sq int) rules.Seat {
	for seat, own := range s.servants[:s.players] {
		if own.has(sq) {
			return rules.Seat(seat)
		}
	}
	return rules.NoSeat
}

// putServant stands a servant of seat on the empty square sq.
func (s *State) putServant(sq int, seat rules.Seat) {
	s.servants[seat] = s.servants[seat].or(squareBit(sq))
}

// liftServant takes the servant off sq and returns its owner (NoSeat: none).
func (s *State) liftServant(sq int) rules.Seat {
	o := s.owner(sq)
	if o >= 0 {
		s.servants[o] = s.servants[o].andNot(squareBit(sq))
	}
	return o
}

// connected returns the halls that some well-touching chain reaches.
func (nw *network) connected() uint16 { return nw.linked }

// mayCut reports whether lifting the servant on from could cut a link
// between a well and one of the halls in need: only when its chain touches
// a well and is the only linked chain reaching one of those halls.
func (nw *network) mayCut(from int, need uint16) bool {
	return nw.cutters(need).has(from)
}

// cutters is every servant whose lifting could cut a link between a well
// and a hall in need: the servants of each well-touching chain that is the
// only one reaching one of those halls.
func (nw *network) cutters(need uint16) squares {
	var cut squares
	if need == 0 {
		return cut
	}
	var once, twice uint16 // halls reached by one linked chain, by more
	for c := range nw.n {
		if nw.wells[c] != 0 {
			twice |= once & nw.halls[c]
			once |= nw.halls[c]
		}
	}
	alone := need & once &^ twice
	for c := range nw.n {
		if nw.wells[c] != 0 && nw.halls[c]&alone != 0 {
			cut = cut.or(nw.sq[c])
		}
	}
	return cut
}

// connectedWith returns the halls linked to a well once a servant is added
// on the empty square sq: the new servant joins its neighbours' chains into
// one, so only that chain changes.
func (nw *network) connectedWith(sq int) uint16 {
	wells, halls := wellNext[sq], entranceOf[sq]
	around := squareBit(sq).grown()
	for c := range nw.n {
		if nw.sq[c].meets(around) {
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
	for h, f := range s.hallFireN {
		if f > 0 {
			m |= 1 << h
		}
	}
	return m
}
