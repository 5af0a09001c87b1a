package cronberg

import (
	"fmt"
	"strings"

	"embers/rules"
)

var _ rules.Explainer = (*State)(nil)

// WhyMove says in one line what a move does here and why it may be worth
// it: for a token, the values already pointing at the crossing, what is
// still open and what the end could make of it; for a rhombus, which
// tokens its corners reach, which it scores and what it activates. It
// works on a seat's view too (it never looks at the pile's order).
func (s *State) WhyMove(m rules.Move) string {
	if !validMove(m) {
		return formatMove(m)
	}
	k, a, b := decodeMove(m)
	switch k {
	case mvToken:
		return s.whyToken(a)
	case mvDraw:
		return s.whyDraw()
	case mvLay:
		return s.whyLay(a, b)
	}
	return "passes: no token can be placed and no rhombus laid"
}

func (s *State) whyToken(c int) string {
	var b strings.Builder
	fmt.Fprintf(&b, "a token on crossing %s", crossNames[c])
	vals := s.ValuesAt(c)
	if len(vals) == 0 {
		b.WriteString(": nothing built beside it yet")
	} else {
		fmt.Fprintf(&b, ": %s already point at it", valueList(vals, false))
	}
	free, parks, coats, guard, stuck := s.openAround(c)
	fmt.Fprintf(&b, ", %d triangle%s still free", free, plural(free))
	switch {
	case parks > 0:
		fmt.Fprintf(&b, ", %d park%s beside it (x%d at the end)", parks, plural(parks), 1<<parks)
	case stuck && coats == 0:
		b.WriteString(", but an isolated triangle means it will never be surrounded")
	}
	if coats > 0 {
		b.WriteString(", a coat of arms beside it (every value counts as plus)")
	}
	if guard {
		b.WriteString("; a guard beside it may still drive it off")
	}
	return b.String()
}

// openAround counts the free triangles at c and the parks and coats of
// arms among them (activated or still free), whether a guard that is not
// yet active touches c, and whether an isolated plain triangle does.
func (s *State) openAround(c int) (free, parks, coats int, guard, stuck bool) {
	for _, t := range crossTri[c][:crossTriN[c]] {
		if s.tile[t] != noTile {
			continue
		}
		free++
		switch triKind[t] {
		case Park:
			parks++
		case Coat:
			coats++
		case Guard:
			guard = guard || !s.active[t]
		case Plain:
			stuck = stuck || s.active[t]
		}
	}
	return
}

func (s *State) whyDraw() string {
	if s.pileN == 0 {
		return "draws a rhombus"
	}
	return fmt.Sprintf("draws a rhombus to build with (%d left, %+.1f on average)", s.pileN, s.meanLeft())
}

// whyLay plays the laying on an open copy and tells what followed.
func (s *State) whyLay(t, u int) string {
	if s.drawn == noTile {
		return formatMove(LayMove(t, u))
	}
	c := *s
	c.masked = false
	evs, err := c.Apply(LayMove(t, u))
	if err != nil {
		return formatMove(LayMove(t, u))
	}
	me := s.toMove
	var parts []string
	for _, corner := range Corners(int(s.drawn), t, u) {
		if o := s.token[corner.Crossing]; o != 0 {
			parts = append(parts, fmt.Sprintf("%+d to %s on %s", corner.Value, s.whose(rules.Seat(o-1), me), crossNames[corner.Crossing]))
		}
	}
	for _, e := range evs {
		switch d := e.Data.(type) {
		case TokenScored:
			parts = append(parts, fmt.Sprintf("scores %s on %s: %+d", s.whose(d.Owner, me), crossNames[d.Crossing], d.Sum))
		case GuardActivated:
			text := "the guard on " + triName[d.Triangle] + " takes post"
			for _, dr := range d.Driven {
				text += ", driving off " + s.whose(dr.Owner, me)
			}
			parts = append(parts, text)
		case TriangleActivated:
			if d.Kind != Plain {
				parts = append(parts, fmt.Sprintf("the %s on %s is out of reach now", kindWord(d.Kind), triName[d.Triangle]))
			}
		}
	}
	head := fmt.Sprintf("lays the %s on %s %s", rhombi[s.drawn].Name, triName[t], triName[u])
	if len(parts) == 0 {
		return head + ": no token touches its corners"
	}
	return head + ": " + strings.Join(parts, "; ")
}

func (s *State) whose(owner, me rules.Seat) string {
	if owner == me {
		return "your token"
	}
	return s.SeatLabel(owner) + "'s token"
}

func kindWord(k Kind) string {
	if k == Coat {
		return "coat of arms"
	}
	return k.String()
}

func plural(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}
