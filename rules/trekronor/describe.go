package trekronor

import (
	"fmt"
	"strings"

	"embers/rules"
)

// The parts of a seat's supplies a board may ask about (rules.SupplyPlace):
//
//	seat:N:servants    the servants in hand
//	seat:N:markers     the save and steal markers not yet laid
//	seat:N:spread      the spread markers in hand
const (
	ServantsPart = "servants"
	MarkersPart  = "markers"
	SpreadPart   = "spread"
)

// MarkerScoring says what the two markers score, under a hall's choices.
const MarkerScoring = "Save: +2 or +1 if the hall ends with 0-1 or 2 ash, else −1 or −2.\n" +
	"Steal: the other way round. Only you know which you laid."

var _ rules.Describer = (*State)(nil)

var wellWords = [NumWells]string{"south-west", "south-east", "north-west", "north-east"}

// WellWords names well w as people say it ("south-west"), "?" for none.
func WellWords(w int) string {
	if w < 0 || w >= NumWells {
		return "?"
	}
	return wellWords[w]
}

// DescribeMove labels m for a chooser or a button.
func (s *State) DescribeMove(m rules.Move) string {
	if !validMove(m) {
		return "?"
	}
	k, a, b, stack := decodeMove(m)
	switch k {
	case mvPlace:
		return "Place a servant on " + SquareName(a)
	case mvMove:
		return "Move the servant from " + SquareName(a) + " to " + SquareName(b)
	case mvDouse:
		if a >= hallTarget {
			return "Put out a fire with the " + wellWords[b] + " bucket"
		}
		return "Put out the fire with the " + wellWords[b] + " bucket"
	case mvSave, mvSteal, mvMarkerHidden:
		kind := map[moveKind]string{mvSave: "save ", mvSteal: "steal ", mvMarkerHidden: ""}[k]
		if stack {
			return "Stack a " + kind + "marker on a lone one"
		}
		return "Lay a " + kind + "marker face-down"
	case mvPass:
		return "Pass (nothing else is possible)"
	case mvSpread:
		return "Lay spread marker " + valueNames[a] + " on the pile"
	}
	return "Lay a spread marker on the pile"
}

// DescribePlace says what place p holds and does on this state.
func (s *State) DescribePlace(p rules.Place) string {
	if seat, part, ok := rules.ReadSupplyPlace(p); ok {
		return s.describeSupply(seat, part)
	}
	spot, _ := ParsePlace(p) // NoSpot for a name that is no place: nothing to say
	switch spot.Kind {
	case SquareSpot:
		return s.describeSquare(spot.Index)
	case HallSpot:
		return s.describeHall(spot.Index)
	case WellSpot:
		return s.describeWell(spot.Index)
	case PileSpot:
		return "The spread pile: " + howMany(int(s.pileN), "marker", "markers") + " face down. When it holds a letter " +
			"and a number, the fire spreads to the halls they name (letter: column, number: row)."
	case SupplySpot:
		return fmt.Sprintf("%d of %d fire and %d of %d ash tokens left. Should one be needed with none left, "+
			"the castle burns down.", s.fireSupply, TotalFire, s.ashSupply, TotalAsh)
	case HandSpot:
		return describeValue(spot.Index)
	}
	return ""
}

// describeValue says what a spread marker names.
func describeValue(v int) string {
	if v < 3 {
		return "Spread marker " + valueNames[v] + ": on the pile it names column " + valueNames[v] + "."
	}
	return "Spread marker " + valueNames[v] + ": on the pile it names row " + valueNames[v] + "."
}

// describeSupply says what a part of seat's supplies holds.
func (s *State) describeSupply(seat rules.Seat, part string) string {
	if seat < 0 || int(seat) >= int(s.players) {
		return ""
	}
	switch part {
	case ServantsPart:
		return fmt.Sprintf("%d servants in hand, to place next to a well or another servant.", s.hand[seat])
	case MarkersPart:
		save, steal := s.markersLeft(seat, KindSave), s.markersLeft(seat, KindSteal)
		if save >= 0 && steal >= 0 {
			return fmt.Sprintf("%d save and %d steal markers left to lay face down in burning halls.", save, steal)
		}
		return fmt.Sprintf("%d save or steal markers left; which kind stays secret until the end.", s.MarkersInHand(seat))
	case SpreadPart:
		hand, known := s.SpreadHand(seat)
		switch {
		case known && s.masked && seat == s.viewer:
			return "Your spread markers in hand: " + strings.Join(hand, ", ") + ". One goes on the pile each turn."
		case known && !s.masked:
			return "Spread markers in hand: " + strings.Join(hand, ", ") + ". One goes on the pile each turn."
		}
		return fmt.Sprintf("%d spread markers in hand, face down.", numValues-s.spreadsLaidBy(seat))
	}
	return ""
}

// markersLaidBy counts seat's markers in the halls, whatever their kind.
func (s *State) markersLaidBy(seat rules.Seat) int {
	n := 0
	for h := range s.cells {
		for _, c := range s.cells[h] {
			for i := range c.N {
				if c.M[i].Owner == seat {
					n++
				}
			}
		}
	}
	return n
}

// spreadsLaidBy counts seat's spread markers on the pile.
func (s *State) spreadsLaidBy(seat rules.Seat) int {
	n := 0
	for _, e := range s.pile[:s.pileN] {
		if e.Owner == seat {
			n++
		}
	}
	return n
}

// describeSquare says who stands on square sq and whether it burns.
func (s *State) describeSquare(sq int) string {
	if h, _ := HallAt(sq); h >= 0 {
		return s.describeHall(h)
	}
	switch who := s.owner(sq); {
	case s.fire.has(sq):
		return SquareName(sq) + ": a fire in the corridor."
	case who != rules.NoSeat:
		return SquareName(sq) + ": a servant of " + rules.SeatRef(who) + "."
	}
	return ""
}

// describeHall counts what lies in hall h.
func (s *State) describeHall(h int) string {
	fire, ash := s.hallTokens(h)
	markers := 0
	for _, c := range s.cells[h] {
		markers += int(c.N)
	}
	return fmt.Sprintf("%s %s: %s, %s, %s.", hallIDs[h], halls[h].Name,
		howMany(fire, "fire", "fires"), howMany(ash, "ash", "ash"), howMany(markers, "marker face down", "markers face down"))
}

// describeWell says whether well w's bucket is at hand.
func (s *State) describeWell(w int) string {
	if s.bucket[w] {
		return "The " + wellWords[w] + " well: its bucket is ready."
	}
	return "The " + wellWords[w] + " well: its bucket is in use until the fire next spreads."
}

// howMany writes n things: "no fires", "1 fire", "2 fires".
func howMany(n int, one, many string) string {
	switch n {
	case 0:
		return "no " + many
	case 1:
		return "1 " + one
	}
	return fmt.Sprint(n) + " " + many
}

var _ rules.Refuser = (*State)(nil)

// WhyNotAt says why the mover can do nothing in a hall or on a corridor
// fire (a douse's refusal while it burns, else a marker's), or with a
// servant of theirs that has nowhere to go.
func (s *State) WhyNotAt(p rules.Place) *rules.IllegalMove {
	spot, _ := ParsePlace(p)
	switch {
	case spot.Kind == HallSpot:
		return s.whyNotHall(spot.Index)
	case spot.Kind == SquareSpot && s.fire.has(spot.Index):
		return s.whyNotFire(spot.Index)
	case spot.Kind == SquareSpot && s.phase == phaseAction && s.owner(spot.Index) == s.toMove:
		return s.whyNotLift(spot.Index)
	}
	return nil
}

// whyNotLift explains why the mover's servant on sq cannot move (nil when
// it can): every square it might go to is refused.
func (s *State) whyNotLift(sq int) *rules.IllegalMove {
	for _, m := range s.Legal(nil) {
		if k, from, _, _ := decodeMove(m); k == mvMove && from == sq {
			return nil
		}
	}
	return &rules.IllegalMove{Move: "move " + SquareName(sq), Rule: "5.1",
		Reason: "this servant has nowhere to go: every free square it could reach breaks a link or is out of reach"}
}

// whyNotHall explains why nothing can be done in hall h: the douse with
// the first bucket at hand, else the marker its fire would take.
func (s *State) whyNotHall(h int) *rules.IllegalMove {
	save := s.illegal(MarkerMove(KindSave, h, false))
	if s.hallFire(h) == 0 {
		return save
	}
	for w := range NumWells {
		if s.bucket[w] {
			return s.illegal(DouseHallMove(h, w))
		}
	}
	if save != nil && s.hallFire(h) <= 2 {
		return save
	}
	return &rules.IllegalMove{Move: formatMove(DouseHallMove(h, 0)), Reason: "every bucket is in use until the fire next spreads", Rule: "5.2"}
}

// whyNotFire explains why the fire on corridor square sq cannot be put
// out: the douse with the first bucket at hand.
func (s *State) whyNotFire(sq int) *rules.IllegalMove {
	for w := range NumWells {
		if s.bucket[w] {
			return s.illegal(DouseSquareMove(sq, w))
		}
	}
	return &rules.IllegalMove{Move: formatMove(DouseSquareMove(sq, 0)),
		Reason: "no chain with a servant of yours links a well with its bucket to this fire", Rule: "5.2"}
}
