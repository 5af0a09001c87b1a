package trekronor

import (
	"fmt"
	"strings"
)

// The parts of a hint's reason about the win, not only the castle: what
// putting out the last fire gives the mover, who else has markers in a hall,
// and where a spread marker that breaks the pile sends the fire. They read
// only what the mover may see (its own markers' kinds, everyone's markers
// face down, the spread markers it has looked at), so a hint tells no secret.

// savedNow says what the mover gets if the castle is saved now: its own
// markers' points and the face-down markers of the others.
func (s *State) savedNow() string {
	own, others := 0, 0
	for h := range NumHalls {
		ash := s.hallAsh(h)
		for _, c := range s.cells[h] {
			for i := range c.N {
				if m := c.M[i]; m.Owner == s.toMove {
					own += MarkerPoints(m.Kind, ash)
				} else {
					others++
				}
			}
		}
	}
	switch {
	case others == 0 && own > 0:
		return ": the castle is saved and your markers score " + signed(own) + "; no one else laid one, so you win alone"
	case others == 0 && own < 0:
		return ": the castle is saved, but your markers score " + signed(own) + " and the others share the win"
	case others == 0:
		return ": the castle is saved and, with no marker that scores, everyone shares the win"
	case others == 1:
		return ": the castle is saved; your markers score " + signed(own) + " against one face-down marker of another player"
	}
	return fmt.Sprintf(": the castle is saved; your markers score %s against %d face-down markers of the others", signed(own), others)
}

// othersIn names the other players with a marker in hall h ("; Yellow and
// Red have markers there too"), or says that no one has.
func (s *State) othersIn(h int) string {
	var names []string
	seen := uint8(0)
	for _, c := range s.cells[h] {
		for i := range c.N {
			if o := c.M[i].Owner; o != s.toMove && seen&(1<<o) == 0 {
				seen |= 1 << o
				names = append(names, s.SeatLabel(o))
			}
		}
	}
	switch len(names) {
	case 0:
		return "; no one else has a marker there yet"
	case 1:
		return "; " + names[0] + " has a marker there too"
	}
	return "; " + strings.Join(names[:len(names)-1], ", ") + " and " + names[len(names)-1] + " have markers there too"
}

// spreadsTo names the halls a spread marker v sends fire into when it breaks
// the pile, counting only the markers on the pile the mover has seen, and
// whose markers lie there: " to A2 (x1, where Yellow has a marker)".
func (s *State) spreadsTo(v int) string {
	var count [numValues]int
	unseen := 0
	for _, e := range s.pile[:s.pileN] {
		if e.Value >= numValues { // masked: a marker this view has not seen
			unseen++
			continue
		}
		count[e.Value]++
	}
	var parts []string
	for o := range 3 {
		h, n := o*3+v-3, count[o] // a number: the letters' columns in row v-3
		if v < 3 {
			h, n = v*3+o, count[3+o] // a letter: the numbers' rows in column v
		}
		if n == 0 {
			continue
		}
		part := fmt.Sprintf("%s (x%d", hallID(h), n)
		if who := s.markerOwners(h); who != "" {
			part += ", where " + who
		}
		parts = append(parts, part+")")
	}
	out := ""
	if len(parts) > 0 {
		out = " to " + strings.Join(parts, ", ")
	}
	switch {
	case unseen == 1:
		out += ", and where the marker you have not seen points"
	case unseen > 1:
		out += fmt.Sprintf(", and where the %d markers you have not seen point", unseen)
	}
	return out
}

// markerOwners says whose markers lie in hall h, the mover's own by kind:
// "your save and Yellow's marker are", or "" when there are none.
func (s *State) markerOwners(h int) string {
	var names []string
	for _, c := range s.cells[h] {
		for i := range c.N {
			m := c.M[i]
			if m.Owner == s.toMove {
				names = append(names, "your "+m.Kind.String())
			} else {
				names = append(names, s.SeatLabel(m.Owner)+"'s marker")
			}
		}
	}
	switch len(names) {
	case 0:
		return ""
	case 1:
		return names[0] + " is"
	}
	return strings.Join(names[:len(names)-1], ", ") + " and " + names[len(names)-1] + " are"
}

// signed writes points with their sign, a true minus for the negative ones.
func signed(n int) string {
	switch {
	case n > 0:
		return fmt.Sprintf("+%d", n)
	case n < 0:
		return fmt.Sprintf("−%d", -n)
	}
	return "0"
}
