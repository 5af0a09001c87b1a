package burnttoashes

import (
	"fmt"

	"embers/rules"
)

var _ rules.Refuser = (*State)(nil)

// WhyNotAt says why the mover can do nothing at place p now, in the words
// of what a click there meant: a province someone else holds, one burnt,
// one whose stack is empty or seen already, a tile that cannot go there,
// gold short of a buy, a dragon tile already turned. Elsewhere it says
// what the decision at hand is. Nil where something can be done at p. It
// reads only what the mover's view shows (owners, guards, stack sizes,
// the mover's own gold and looks).
func (s *State) WhyNotAt(p rules.Place) *rules.IllegalMove {
	t := s.top()
	if s.c.Over || t == nil {
		return nil
	}
	var buf [legalRoom]rules.Move
	for _, m := range s.Legal(buf[:0]) {
		for _, q := range s.MovePlaces(m) {
			if q == p {
				return nil
			}
		}
	}
	seat := int(t.Seat)
	rule := decisionRule[t.K]
	if rule == "" {
		rule = "year"
	}
	why := func(format string, args ...any) *rules.IllegalMove {
		return &rules.IllegalMove{Reason: fmt.Sprintf(format, args...), Rule: rule}
	}
	if v, ok := places.Read(p); ok && v < Provinces {
		if r := s.provinceWhy(t, seat, v); r != "" {
			return why("%s", r)
		}
	}
	if v, ok := places.Read(p); ok && v >= Provinces && v < Provinces+Paths && t.K == tkPawn {
		if i := v - Provinces; s.c.Shown[i] {
			return why("the dragon tile of %s has been turned this year: set the pawn on a face-down tile", pathName[i])
		}
	}
	im := s.refuse(0) // the decision at hand, in words
	if im.Reason == "" {
		return nil
	}
	im.Move, im.Reason = "", "now "+im.Reason
	return im
}

// provinceWhy is why province p is not open to seat in the decision t,
// or "" when no reason is particular to it.
func (s *State) provinceWhy(t *task, seat, p int) string {
	c := &s.c
	name := fmt.Sprintf("%s (%s)", provinceName[p], provName(p))
	if c.Lost[p] {
		return name + " is burnt to ashes: nothing can be done there"
	}
	own := func(what string) string {
		if o := int(c.Owner[p]); o != seat && o >= 0 {
			return fmt.Sprintf("%s is %s's: %s", name, who(o), what)
		}
		return ""
	}
	switch t.K {
	case tkClaim:
		if o := int(c.Owner[p]); o >= 0 {
			return fmt.Sprintf("%s is %s's already: claim a province nobody holds", name, who(o))
		}
	case tkPeek:
		if r := own("you look only at your own stacks"); r != "" {
			return r
		}
		return name + "'s stack: you have looked at it already; choose another of yours"
	case tkStartKnight:
		return own("your start knight goes on one of your own provinces")
	case tkBuy:
		if r := own("you buy from and look at your own stacks only"); r != "" {
			return r
		}
		if c.StackN[p] == 0 {
			return name + "'s stack is empty: nothing is left to buy or see"
		}
		if g := s.gold(seat); g < costLook {
			return fmt.Sprintf("a tile costs %d gold and a look %d: you have no gold left", costBuy, costLook)
		}
	case tkPlace:
		if r := own("a bought tile goes on one of your own provinces"); r != "" {
			return r
		}
		return fmt.Sprintf("%s has a %s already: one of each kind to a province", name, tileNames[t.A])
	case tkUnmark:
		return name + " has no attack marker: lift one that lies on the board"
	}
	return ""
}
