package burnttoashes

import (
	"fmt"

	"embers/rules"
)

// Attacks: the markers are laid along the tile's path, skipping the
// provinces already burnt; knights fight where they stand, in the order
// the markers were laid; what is still marked afterwards burns.

// layMarkers lays one marker for each attack, from the path's entry (or
// from the Decoy's province) towards its end. Attacks left over when the
// path runs out are lost: the dragon turns back (our design).
func (s *State) layMarkers(log *rules.Recorder) {
	c := &s.c
	path, pos := int(c.Pawn), 0
	if c.Decoy >= 0 {
		path, pos = pathOf(int(c.Decoy))
	}
	var marked []rules.Place
	var provs []int
	for ; pos < PathLen && int(c.Laid) < int(c.Attacks); pos++ {
		p := path*PathLen + pos
		if c.Lost[p] || s.has(p, gMarker) {
			continue
		}
		c.Laid++
		c.Guard[p] |= gMarker
		c.MarkOrd[p] = c.Laid
		if log != nil {
			marked = append(marked, pp(p))
			provs = append(provs, p)
		}
	}
	if log == nil {
		return
	}
	text := fmt.Sprintf("The dragon marks %s", plural(len(marked), "province", "provinces"))
	left := int(c.Attacks - c.Laid)
	if left > 0 {
		text += fmt.Sprintf("; %s fly past the end of the path", plural(left, "attack", "attacks"))
	}
	log.Add(EvMarkersLaid, "attack", rules.NoSeat, text, Markers{Path: path, Provinces: provs, Missed: max(left, 0)}, marked...)
}

// hermitUseful: some marked province without a knight has an owner with
// a knight elsewhere (public, so the window opens alike in every view).
func (s *State) hermitUseful() bool {
	for p := range Provinces {
		if !s.has(p, gMarker) || s.has(p, gKnight) {
			continue
		}
		for q := range Provinces {
			if q != p && s.c.Owner[q] == s.c.Owner[p] && s.has(q, gKnight) {
				return true
			}
		}
	}
	return false
}

// nextFight starts the fight of the first marked province with a knight;
// when none is left, every province still marked burns.
func (s *State) nextFight(log *rules.Recorder) {
	c := &s.c
	best := -1
	for p := range Provinces {
		if s.has(p, gMarker) && s.has(p, gKnight) && (best < 0 || c.MarkOrd[p] < c.MarkOrd[best]) {
			best = p
		}
	}
	if best >= 0 {
		s.push(task{K: tkFight, Seat: c.Owner[best], A: int8(best)})
		return
	}
	s.pop()
	for p := range Provinces {
		if s.has(p, gMarker) {
			s.lose(p, log)
		}
	}
}

// unmarkLegal: a surviving knight lifts any marker on the board.
func (s *State) unmarkLegal(dst []rules.Move) []rules.Move {
	for p := range Provinces {
		if s.has(p, gMarker) {
			dst = append(dst, mv(mvUnmark, p, 0, 0))
		}
	}
	return dst
}

func (s *State) markers() int {
	n := 0
	for p := range Provinces {
		if s.has(p, gMarker) {
			n++
		}
	}
	return n
}

func (s *State) unmark(seat, p int, log *rules.Recorder) {
	s.c.Guard[p] &^= gMarker
	s.c.MarkOrd[p] = 0
	s.pop()
	if log != nil {
		log.Add(EvMarkerLifted, "fight", rules.Seat(seat), fmt.Sprintf("%s lifts the marker from %s", who(seat), provinceName[p]), MarkerLifted{Seat: rules.Seat(seat), Province: p}, pp(p))
	}
}

// knightsLeft: knights on the board, and knights still hidden in the
// stacks (none of which can be bought after the fifth year).
func (s *State) knightsLeft() bool {
	for p := range Provinces {
		if s.c.Lost[p] {
			continue
		}
		if s.has(p, gKnight) {
			return true
		}
	}
	if s.c.Year > 5 {
		return false
	}
	return s.KnightsInStacks() > 0
}

// dragonWins ends the game when no province is left, or no knight stands
// or hides anywhere ("Schlusswertung": no chance of another hit).
func (s *State) dragonWins(log *rules.Recorder) bool {
	left := false
	for p := range Provinces {
		if !s.c.Lost[p] {
			left = true
			break
		}
	}
	switch {
	case !left:
		s.dragonTriumphs("every province is burnt to ashes", log)
	case !s.knightsLeft():
		s.dragonTriumphs("no knight is left to fight it", log)
	default:
		return false
	}
	return true
}

func (s *State) dragonTriumphs(why string, log *rules.Recorder) {
	s.c.Over, s.c.DragonWon = true, true
	s.c.Agenda, s.c.AgendaN = [48]task{}, 0
	if log != nil { // no text to build in a playout
		s.ended(log, EvDragonWon, "The dragon wins: "+why, plDragon)
	}
}
