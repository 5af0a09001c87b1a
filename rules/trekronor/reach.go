package trekronor

import (
	"math/rand/v2"

	"embers/rules"
)

// maxLayers bounds the rings of fireRings: no open square of the board lies
// further than this from another.
const maxLayers = 40

// fireRings are the open squares (courtyard and corridor without fire) by
// how many steps over open ground they lie from the fire: ring 0 holds the
// doors of burning halls and the squares next to corridor fire, ring d the
// squares d steps from ring 0. Servants do not block the way (another
// chain's servant is a step like any other).
type fireRings struct {
	ring [maxLayers]squares
	n    int // rings filled; 0 when nothing burns or nothing can be reached
}

// doorsOf is every entrance square of each hall.
var doorsOf [NumHalls]squares

func layDoorSets() {
	for h := range NumHalls {
		for i := range entrN[h] {
			doorsOf[h] = doorsOf[h].or(squareBit(int(entr[h][i])))
		}
	}
}

// rings fills r from the fire as the state stands.
func (s *State) rings(r *fireRings) {
	open := ground.andNot(s.fire)
	var goal squares
	for h, f := range s.hallFireN {
		if f > 0 {
			goal = goal.or(doorsOf[h])
		}
	}
	ring := goal.or(s.fire.grown()).and(open)
	seen := ring
	r.n = 0
	for !ring.empty() && r.n < maxLayers {
		r.ring[r.n] = ring
		r.n++
		ring = ring.grown().and(open).andNot(seen)
		seen = seen.or(ring)
	}
}

// nearest is the first ring holding one of at, and that ring's squares of
// at; -1 when none does.
func (r *fireRings) nearest(at squares) (int, squares) {
	for d := range r.n {
		if hit := r.ring[d].and(at); !hit.empty() {
			return d, hit
		}
	}
	return -1, squares{}
}

// nth returns the k-th lowest square of a set (k < a.count()).
func (a squares) nth(k int) int {
	for ; k > 0; k-- {
		a.next()
	}
	return a.lowest()
}

// towardFire picks the placement that extends a well-linked chain (or
// starts at a well) and comes closest to a door of a burning hall or a
// burning corridor square, at random among the closest.
func (s *State) towardFire(rng *rand.Rand, nw *network) (rules.Move, bool) {
	if s.hand[s.toMove] == 0 {
		return 0, false
	}
	var r fireRings
	s.rings(&r)
	free := ground.andNot(nw.occ).andNot(s.fire)
	d, at := r.nearest(free.and(s.bucketReach(nw)))
	if d < 0 {
		d, at = r.nearest(free.and(nearAnyWell.or(nw.linkedSq.grown())))
	}
	if d < 0 {
		return 0, false
	}
	return PlaceMove(at.nth(rng.IntN(at.count()))), true
}

// bucketReach is every square next to a well that has its bucket or to a
// chain touching one: where a servant joins a chain that can put out fire
// now, rather than one whose bucket is gone until the next spread.
func (s *State) bucketReach(nw *network) squares {
	var wells uint8
	var reach squares
	for w, b := range s.bucket {
		if b {
			wells |= 1 << w
			reach = reach.or(nearWell[w])
		}
	}
	for c := range nw.n {
		if nw.wells[c]&wells != 0 {
			reach = reach.or(nw.sq[c].grown())
		}
	}
	return reach
}

// nearestFire is how many more servants a well-linked chain (or a fresh one
// at a well) needs to reach a burning door or a square next to corridor
// fire: 0 when one already does, 10 when nothing burns or nothing can.
func (s *State) nearestFire(nw *network) int {
	var r fireRings
	s.rings(&r)
	best := 10
	if d, _ := r.nearest(nw.linkedSq); d >= 0 {
		best = d
	}
	if d, _ := r.nearest(nearAnyWell.andNot(nw.occ)); d >= 0 && d+1 < best {
		best = d + 1
	}
	return best
}

// shiftTowardFire is towardFire for a seat with no servant in hand: it
// moves one of its idle servants (not in a well-linked chain that reaches a
// fire) to a square nearest the fire that extends a well-linked chain or
// stands by a well. Long games are played with the servants on the board.
func (s *State) shiftTowardFire(rng *rand.Rand, nw *network) (rules.Move, bool) {
	var r fireRings
	s.rings(&r)
	burning := s.burningHalls()
	var working squares
	for c := range nw.n {
		if nw.wells[c] != 0 && (nw.halls[c]&burning != 0 || nw.sq[c].grown().meets(s.fire)) {
			working = working.or(nw.sq[c])
		}
	}
	idle := s.servants[s.toMove].andNot(working)
	if idle.empty() {
		return 0, false
	}
	free := ground.andNot(nw.occ).andNot(s.fire)
	d, at := r.nearest(free.and(nearAnyWell.or(nw.linkedSq.grown())))
	if d < 0 {
		return 0, false
	}
	for tries := 0; tries < 4; tries++ {
		to := at.nth(rng.IntN(at.count()))
		from := idle.nth(rng.IntN(idle.count()))
		if m := MoveMove(from, to); s.illegal(m) == nil {
			return m, true
		}
	}
	return 0, false
}
