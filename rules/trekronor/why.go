package trekronor

import (
	"fmt"
	"strings"

	"embers/rules"
)

var _ rules.Explainer = (*State)(nil)

// WhyMove says in one line what m does in this position and why it may be
// worth it, in board terms, for hints and recaps: "puts out a fire in B2
// (3 fire) with the sw bucket". It reads only what the state holds, so on a
// seat's View it never tells more than that seat knows.
func (s *State) WhyMove(m rules.Move) string {
	if !validMove(m) {
		return formatMove(m)
	}
	k, a, b, stack := decodeMove(m)
	switch k {
	case mvPlace:
		return "places a servant on " + SquareName(a) + s.standWhy(a, -1)
	case mvMove:
		return "moves a servant from " + SquareName(a) + " to " + SquareName(b) + s.standWhy(b, a)
	case mvDouse:
		return s.douseWhy(a, b)
	case mvSave, mvSteal:
		return s.markerWhy(k, a, stack)
	case mvPass:
		return "passes: nothing else can be done this turn"
	case mvSpread:
		return s.spreadWhy(a)
	}
	return formatMove(m)
}

// hallFires names a hall with its fire: "B2 (2 fire)".
func (s *State) hallFires(h int) string {
	return fmt.Sprintf("%s (%d fire)", hallID(h), s.hallFire(h))
}

// standWhy says what a servant arriving on sq (lifted from lift, or -1)
// does for the chains: links a well to a fire, or comes nearer one.
func (s *State) standWhy(sq, lift int) string {
	var nw network
	nw.build(s, s.toMove, lift, sq)
	c := nw.chainAt(sq)
	wells, reach := nw.wells[c], nw.halls[c]&s.burningHalls()
	if wells != 0 && reach != 0 {
		h := lowestBit(reach)
		return fmt.Sprintf(": your chain now links the %s well to burning hall %s", WellNames[lowestBit(uint16(wells))], s.hallFires(h))
	}
	if wells != 0 {
		for _, n := range neighbours(sq) {
			if s.fire.has(int(n)) {
				return fmt.Sprintf(": your chain from the %s well now reaches the fire on %s", WellNames[lowestBit(uint16(wells))], SquareName(int(n)))
			}
		}
	}
	d, goal := s.fireFrom(&nw, c)
	from := ""
	if wells != 0 {
		from = " on a chain from the " + WellNames[lowestBit(uint16(wells))] + " well"
	}
	switch {
	case d < 0 && from != "":
		return from
	case d < 0:
		return ""
	case d == 0:
		at := "beside "
		if strings.HasPrefix(goal, "the door") {
			at = "at "
		}
		return ", " + at + goal + ", though no chain links it to a well yet"
	case d == 1:
		return from + ": one servant short of " + goal
	}
	return fmt.Sprintf("%s: %d servants short of %s", from, d, goal)
}

// fireFrom counts the servants chain c still needs to reach the nearest
// door of a burning hall or square beside a corridor fire, walking over
// open ground (a servant of another chain counts as a step too), and names
// what is there; -1 when no fire can be reached.
func (s *State) fireFrom(nw *network, c int8) (int, string) {
	var dist [NumSquares]int8
	var queue [NumSquares]int8
	head, tail := 0, 0
	for q := range NumSquares {
		dist[q] = -1
		if nw.sq[c].has(q) {
			dist[q] = 0
			queue[tail] = int8(q)
			tail++
		}
	}
	burning := s.burningHalls()
	for head < tail {
		q := int(queue[head])
		head++
		if hs := entranceOf[q] & burning; hs != 0 {
			return int(dist[q]), "the door of " + s.hallFires(lowestBit(hs))
		}
		for _, n := range neighbours(q) {
			if s.fire.has(int(n)) {
				return int(dist[q]), "the fire on " + SquareName(int(n))
			}
		}
		for _, n := range neighbours(q) {
			a := area[n]
			if dist[n] < 0 && (a == Courtyard || a == Corridor) {
				dist[n] = dist[q] + 1
				queue[tail] = n
				tail++
			}
		}
	}
	return -1, ""
}

func (s *State) douseWhy(target, well int) string {
	bucket := " with the " + WellNames[well] + " bucket"
	if s.fireOnBoard() == 1 {
		return "puts out the last fire on the board" + bucket + s.savedNow()
	}
	if target < hallTarget {
		return "puts out the fire on " + SquareName(target) + bucket + ", so the corridor is open again"
	}
	h := target - hallTarget
	switch f := s.hallFire(h); {
	case f >= 4:
		return fmt.Sprintf("puts out a fire in %s%s before a fifth one bursts into the corridors", s.hallFires(h), bucket)
	case f == 1:
		return "puts out the only fire in " + hallID(h) + bucket
	default:
		return fmt.Sprintf("puts out one of the %d fires in %s%s", f, hallID(h), bucket)
	}
}

func (s *State) markerWhy(k moveKind, h int, stack bool) string {
	ash, fire := s.hallAsh(h), s.hallFire(h)
	where := fmt.Sprintf("%s (%d fire, %d ash)", hallID(h), fire, ash)
	var what, worth string
	if k == mvSave {
		what = "saves a possession from " + where
		switch ash {
		case 0, 1:
			worth = "+2 if the hall is rescued with at most 1 ash"
		default:
			worth = "+1 if no more ash falls there, −1 once it burns down"
		}
	} else {
		what = "steals from " + where
		switch ash {
		case 0, 1:
			worth = "−2 unless the hall burns down: +1 at 3 ash, +2 at 4"
		default:
			worth = "−1 as it stands, +1 once it burns down to 3 ash, +2 at 4"
		}
	}
	if stack {
		what += ", on top of another marker"
	}
	return what + ": " + worth + s.othersIn(h)
}

func (s *State) spreadWhy(v int) string {
	name := valueNames[v]
	mine := "letters"
	if v >= 3 {
		mine = "numbers"
	}
	if s.pileN == 0 {
		return "starts the spread pile with " + name + ": fire spreads only once letters and numbers meet"
	}
	side := -1
	var seen []string
	for _, e := range s.pile[:s.pileN] {
		if e.Value != valueUnknown {
			side = int(e.Value) / 3
			seen = append(seen, valueNames[e.Value])
		}
	}
	switch {
	case side < 0 && s.pileN == breakAt && v >= 3 && s.smallSpreads(s.toMove):
		return "lays " + name + " on a pile of one you have not seen, taken for a letter: a small spread of one fire, as this table plays"
	case side < 0:
		return "lays spread marker " + name + " on a pile you have not seen"
	case side == v/3:
		return "lays " + name + " on a pile of " + mine + ": no fire spreads this turn"
	}
	return "lays " + name + " on a pile holding " + strings.Join(seen, ", ") + ": the fire spreads" + s.spreadsTo(v)
}
