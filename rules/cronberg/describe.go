package cronberg

import (
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"

	"embers/rules"
)

// The parts of a seat's supplies a board may ask about (rules.SupplyPlace):
//
//	seat:N:tokens    the tokens in hand
//	seat:N:score     the marker on the score track
const (
	TokensPart = "tokens"
	ScorePart  = "score"
)

var _ rules.Describer = (*State)(nil)

// ValueText writes a corner value with its sign: "+2", "−4".
func ValueText(v int) string {
	if v < 0 {
		return "−" + strconv.Itoa(-v)
	}
	return "+" + strconv.Itoa(v)
}

// groundNotes say what each kind of ground does, while it can be built on
// and once it cannot (plain ground says nothing until then).
var groundNotes = [...]struct{ open, closed string }{
	Plain: {"", "Nobody can build here any more."},
	Park: {"A park: once nobody can build on it, tokens beside it score double at the end (two parks ×4, three ×8).",
		"A park nobody can build on any more: tokens beside it score double at the end."},
	Coat: {"A coat of arms: once nobody can build on it, minus values beside it count as plus at the end.",
		"A coat of arms nobody can build on any more: beside it, minus values count as plus at the end."},
	Guard: {"A guard: once it cannot be covered, it sends the tokens on its corners home and closes them.",
		"The guard has taken post: no token may stand on its three corners."},
}

// areaNotes say what each kind of special ground does, for the panel's
// key to them (the places area:parks, area:coats, area:guards).
var areaNotes = [...]string{
	Park: "A park that can no longer be built on doubles the sum of every token beside it at the end, " +
		"minus values too; two parks ×4, three ×8.",
	Coat: "A coat of arms that can no longer be built on makes every value beside it count as plus at the end " +
		"(before any park doubles it).",
	Guard: "A guard that can no longer be covered sends the tokens on its three corners home unscored, " +
		"and no token may stand there again.",
}

// DescribePlace says what place p holds and does on this state.
func (s *State) DescribePlace(p rules.Place) string {
	if seat, part, ok := rules.ReadSupplyPlace(p); ok {
		return s.describeSupply(seat, part)
	}
	spot, _ := ParsePlace(p) // NoSpot for a name that is no place: nothing to say
	switch spot.Kind {
	case TriangleSpot, BuildingSpot:
		return s.describeTriangle(spot.Index)
	case CrossingSpot:
		return s.describeCrossing(spot.Index)
	case AreaSpot:
		return areaNotes[spot.Index]
	case PileSpot:
		return "Drawing a building turns the top of the pile face up; you then lay it on two free triangles side by side."
	}
	return ""
}

// describeSupply says what a part of seat's supplies holds.
func (s *State) describeSupply(seat rules.Seat, part string) string {
	if seat < 0 || int(seat) >= int(s.players) {
		return ""
	}
	switch part {
	case TokensPart:
		return fmt.Sprintf("%d of %d tokens in hand. A token comes back when it is scored or a guard drives it off.",
			s.hand[seat], TokensEach)
	case ScorePart:
		points := s.Track(seat)
		space := (points%trackLen + trackLen) % trackLen
		if points != space {
			return fmt.Sprintf("%d points: the marker stands on space %d of the track round the walls, its score written over it.", points, space)
		}
		return fmt.Sprintf("%d points: the marker stands on space %d of the track round the walls.", points, space)
	}
	return ""
}

// describeTriangle says what a triangle is: the building on it, or what a
// park, guard or coat of arms does and whether it counts yet.
func (s *State) describeTriangle(t int) string {
	if tile := s.tile[t]; tile != noTile && tile != unknownTile {
		r := rhombi[tile]
		return fmt.Sprintf("The %s: %s at its two blunt corners, %s at its two sharp ones.", r.Name, ValueText(r.Blunt()), ValueText(r.Sharp()))
	}
	if s.active[t] {
		return groundNotes[triKind[t]].closed
	}
	return groundNotes[triKind[t]].open
}

// describeCrossing says whose token stands on crossing c, or what a token
// placed there would meet.
func (s *State) describeCrossing(c int) string {
	switch who := s.TokenAt(c); {
	case who != rules.NoSeat:
		return "A token of " + rules.SeatRef(who) + " " + s.crossingNote(c) + "."
	case s.closed[c]:
		return "A guard has closed this crossing: no token may stand here."
	}
	return ""
}

// crossingNote says what already points at crossing c and what is left
// around it: "(so far +2 +4, 3 free, 1 park)".
func (s *State) crossingNote(c int) string {
	var vals []string
	free, parks, coat := 0, 0, false
	for _, t := range CrossingTriangles(c) {
		tile := s.tile[t]
		switch {
		case tile == noTile:
			free++
			switch triKind[t] {
			case Park:
				parks++
			case Coat:
				coat = true
			}
		case cornerIndex(int(s.mate[t]), c) >= 0: // a blunt corner: counted once for its two triangles
			if int(s.mate[t]) > t {
				vals = append(vals, ValueText(rhombi[tile].Blunt()))
			}
		default:
			vals = append(vals, ValueText(rhombi[tile].Sharp()))
		}
	}
	var parts []string
	if len(vals) > 0 {
		parts = append(parts, "so far "+strings.Join(vals, " "))
	}
	parts = append(parts, fmt.Sprintf("%d free", free))
	if parks > 0 {
		parts = append(parts, fmt.Sprintf("%d park", parks)+map[bool]string{true: "s"}[parks > 1])
	}
	if coat {
		parts = append(parts, "a coat of arms")
	}
	return "(" + strings.Join(parts, ", ") + ")"
}

// DescribeMove labels m for a button or a hint; a token or a lay says
// what it would bring about here.
func (s *State) DescribeMove(m rules.Move) string {
	if !validMove(m) {
		return "?"
	}
	k, a, b := decodeMove(m)
	switch k {
	case mvToken:
		return "Place a token on " + CrossingName(a) + " " + s.crossingNote(a)
	case mvDraw:
		return "Draw a building from the pile"
	case mvLay:
		return "Lay it on " + TriangleName(a) + " and " + TriangleName(b) + s.layNote(m)
	}
	return "Pass: nothing else is possible"
}

// layNote says what laying the drawn tile by m would do at once: tokens
// scored, a guard taking post, parks and coats of arms that will count.
// It plays the lay on a copy made playable (a lay does not depend on the
// pile's hidden order); "" when the lay is not legal here.
func (s *State) layNote(m rules.Move) string {
	evs, err := s.Determinize(s.viewer, rand.New(rand.NewPCG(1, 2))).Apply(m)
	if err != nil {
		return ""
	}
	var parts []string
	for _, e := range evs {
		switch d := e.Data.(type) {
		case TokenScored:
			parts = append(parts, rules.SeatRef(d.Owner)+"'s token on "+CrossingName(d.Crossing)+" scores "+ValueText(d.Sum))
		case GuardActivated:
			parts = append(parts, "the guard on "+TriangleName(d.Triangle)+" takes post")
		case TriangleActivated:
			if d.Kind == Park || d.Kind == Coat {
				parts = append(parts, "the "+map[Kind]string{Park: "park", Coat: "coat of arms"}[d.Kind]+" on "+TriangleName(d.Triangle)+" will count")
			}
		}
	}
	if len(parts) == 0 {
		return ""
	}
	return ": " + strings.Join(parts, "; ")
}
