package trekronor

import "embers/rules"

// Places: what moves and events touch, in the castle's own names (see
// rules.Place), so scenes mark, highlight and pick without reading text.
//
//	d1, a0 ... j9        a square (lower case; a hall square too: B2's are e4 e5 f4 f5)
//	A1 ... C3            a hall (upper case: b3 is a square, B3 a hall)
//	well:sw ...          a well with its bucket (sw, se, nw, ne)
//	doors:A1             every entrance of a hall
//	area:wells, area:courtyard, area:corridors, area:halls
//	pile                 the face-down spread pile
//	supply               the fire and ash tokens not on the board
//	hand:A ... hand:3    the mover's spread marker of that value
//	button:pass          the pass of a seat that can do nothing
//
// The names are stable: tutorial scripts use them.

// SpotKind is what kind of thing a place names.
type SpotKind uint8

// The kinds of place.
const (
	NoSpot     SpotKind = iota
	SquareSpot          // Index: the square
	HallSpot            // Index: the hall
	WellSpot            // Index: the well
	DoorsSpot           // Index: the hall whose entrances these are
	AreaSpot            // Index: the Area (Well, Courtyard, Corridor, HallFloor: every hall)
	PileSpot
	SupplySpot
	HandSpot // Index: the spread marker value 0..5 (A, B, C, 1, 2, 3)
	PassSpot
)

// Spot is a place read back into the board's numbers (rules.Spot).
type Spot = rules.Spot[SpotKind]

// The places that are not numbered.
const (
	PilePlace   rules.Place = "pile"
	SupplyPlace rules.Place = "supply"
	PassPlace   rules.Place = "button:pass"
)

// areaPlaces name the kinds of ground, in Area order.
var areaPlaces = [...]rules.Place{"area:wells", "area:courtyard", "area:corridors", "area:halls"}

// The place names, built once the board is laid out (namePlaces) and never
// allocated again.
var (
	squarePlaces [NumSquares]rules.Place
	hallPlaces   [NumHalls]rules.Place
	wellPlaces   [NumWells]rules.Place
	doorPlaces   [NumHalls]rules.Place
	handPlaces   [numValues]rules.Place
	book         rules.PlaceBook[Spot]

	slotPlaces [NumHalls][hallSlots][]rules.Place // a hall and one of its squares
	pileOnly   = []rules.Place{PilePlace}
	passOnly   = []rules.Place{PassPlace}
)

// namePlaces names every place; buildBoard has named and laid out the
// squares and halls.
func namePlaces() {
	for sq := range NumSquares {
		squarePlaces[sq] = rules.Place(squareNames[sq])
		book.Add(squarePlaces[sq], Spot{Kind: SquareSpot, Index: sq})
	}
	for h := range NumHalls {
		id := hallIDs[h]
		hallPlaces[h], doorPlaces[h] = rules.Place(id), rules.Place("doors:"+id)
		book.Add(hallPlaces[h], Spot{Kind: HallSpot, Index: h})
		book.Add(doorPlaces[h], Spot{Kind: DoorsSpot, Index: h})
	}
	for w, n := range WellNames {
		wellPlaces[w] = rules.Place("well:" + n)
		book.Add(wellPlaces[w], Spot{Kind: WellSpot, Index: w})
	}
	for a, p := range areaPlaces {
		book.Add(p, Spot{Kind: AreaSpot, Index: a})
	}
	book.Add(PilePlace, Spot{Kind: PileSpot})
	book.Add(SupplyPlace, Spot{Kind: SupplySpot})
	for v := range numValues {
		handPlaces[v] = rules.Place("hand:" + valueNames[v])
		book.Add(handPlaces[v], Spot{Kind: HandSpot, Index: v})
	}
	book.Add(PassPlace, Spot{Kind: PassSpot})
	for h := range NumHalls {
		for slot := range hallSlots {
			slotPlaces[h][slot] = []rules.Place{hallPlaces[h], squarePlaces[hallSq[h][slot]]}
		}
	}
}

var _ rules.Placer = (*State)(nil)

// Places appends every place of the castle to dst[:0]; they are the same
// in every state.
func (s *State) Places(dst []rules.Place) []rules.Place { return append(dst[:0], book.List()...) }

// ParsePlace reads a place name back (exactly: "B3" is a hall, "b3" a
// square); ok is false for a name that is no place of the castle.
func ParsePlace(p rules.Place) (Spot, bool) { return book.Read(p) }

// SquarePlace names square sq ("d1").
func SquarePlace(sq int) rules.Place { return squarePlaces[sq] }

// HallPlace names hall h ("A1").
func HallPlace(h int) rules.Place { return hallPlaces[h] }

// WellPlace names well w ("well:sw").
func WellPlace(w int) rules.Place { return wellPlaces[w] }

// MovePlaces names what a move touches, in the order a person points: the
// square a servant leaves, then where it goes; the fire (a hall or a
// corridor square), then the well whose bucket puts it out, as the
// notation writes them; the spread marker, then the pile. It needs no
// position (a zero State answers), and is nil for a code no move has.
func (s *State) MovePlaces(m rules.Move) []rules.Place {
	if !validMove(m) {
		return nil
	}
	k, a, b, _ := decodeMove(m)
	switch k {
	case mvPlace:
		return rules.OnePlace(squarePlaces[:], a)
	case mvMove:
		return []rules.Place{squarePlaces[a], squarePlaces[b]}
	case mvDouse:
		if a >= hallTarget {
			return []rules.Place{hallPlaces[a-hallTarget], wellPlaces[b]}
		}
		return []rules.Place{squarePlaces[a], wellPlaces[b]}
	case mvSave, mvSteal, mvMarkerHidden:
		return rules.OnePlace(hallPlaces[:], a)
	case mvPass:
		return passOnly
	case mvSpread:
		return []rules.Place{handPlaces[a], PilePlace}
	default: // mvSpreadHidden: someone's marker, value unseen
		return pileOnly
	}
}

// eventPlaces names what an event touches, read from its payload, so the
// places and the payload always agree. The recorder sets them on every
// event it builds; the common lists are shared tables (rules.OnePlace).
func eventPlaces(data any) []rules.Place {
	switch d := data.(type) {
	case ServantPlaced:
		return rules.OnePlace(squarePlaces[:], d.Square)
	case ServantMoved:
		return []rules.Place{squarePlaces[d.From], squarePlaces[d.To]}
	case ServantSentHome:
		return rules.OnePlace(squarePlaces[:], d.Square)
	case FireDoused:
		if d.Hall >= 0 {
			return []rules.Place{hallPlaces[d.Hall], squarePlaces[d.Square], wellPlaces[d.Well]}
		}
		return []rules.Place{squarePlaces[d.Square], wellPlaces[d.Well]}
	case MarkerPlaced:
		return slotPlaces[d.Hall][d.Slot]
	case SpreadPlaced, PileChecked:
		return pileOnly
	case PileRevealed:
		out := []rules.Place{PilePlace}
		for h, n := range d.Fires {
			if n > 0 {
				out = append(out, hallPlaces[h])
			}
		}
		return out
	case FireLanded:
		return slotPlaces[d.Hall][d.Slot]
	case CorridorFire:
		return []rules.Place{hallPlaces[d.From], squarePlaces[d.Square]}
	case FireSpreads:
		return []rules.Place{hallPlaces[d.From], squarePlaces[d.Square], hallPlaces[d.To]}
	case BucketsReturned:
		out := make([]rules.Place, len(d.Wells))
		for i, w := range d.Wells {
			out[i] = wellPlaces[w]
		}
		return out
	case HallScored:
		return rules.OnePlace(hallPlaces[:], d.Score.Hall)
	}
	return nil // a pass, the end: nothing on the board
}

// Action is what a move does, for a scene that needs more than its places:
// a chooser offers save or steal, a hint says "save here".
type Action uint8

// The actions, named as the notation names them (Action.String).
const (
	NoAction Action = iota // a code no move has
	ActPlace
	ActMove
	ActDouse
	ActSave
	ActSteal
	ActPass
	ActSpread
	ActMarker // another seat's save or steal, as the others see it
)

var actionNames = [...]string{"", "place", "move", "douse", "save", "steal", "pass", "spread", "marker"}

func (a Action) String() string { return actionNames[a] }

// ActionOf tells what move m does.
func ActionOf(m rules.Move) Action {
	if !validMove(m) {
		return NoAction
	}
	k, _, _, _ := decodeMove(m)
	return actionOf[k]
}

var actionOf = [mvLast]Action{mvPlace: ActPlace, mvMove: ActMove, mvDouse: ActDouse, mvSave: ActSave, mvSteal: ActSteal,
	mvPass: ActPass, mvSpread: ActSpread, mvSpreadHidden: ActSpread, mvMarkerHidden: ActMarker}

// Stacks reports whether m lays a marker on top of a lone one ("save A1 stack").
func Stacks(m rules.Move) bool {
	_, _, _, stack := decodeMove(m)
	return validMove(m) && stack
}
