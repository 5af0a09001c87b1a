package cronberg

import "embers/rules"

// Places: what moves and events touch, in the town's own names (see
// rules.Place), so scenes mark, highlight and pick without reading text.
//
//	17                    a crossing (1..54, as the board numbers them)
//	c3                    a triangle (row a..h from the top, place from the left)
//	building:c3           the building lying on c3 (a place only while one does)
//	area:town             every triangle of the town
//	area:parks, area:guards, area:coats   every triangle of one kind
//	castle                the castle hill in the middle
//	track                 the score track round the walls
//	pile                  the face-down pile of buildings
//	button:pass           the pass of a seat that can do nothing
//
// The names are stable: tutorial scripts use them.

// SpotKind is what kind of thing a place names.
type SpotKind uint8

// The kinds of place.
const (
	NoSpot       SpotKind = iota
	CrossingSpot          // Index: the crossing
	TriangleSpot          // Index: the triangle
	BuildingSpot          // Index: a triangle the building lies on
	TownSpot              // every triangle
	AreaSpot              // Index: the Kind (Park, Guard or Coat)
	CastleSpot
	TrackSpot
	PileSpot
	PassSpot
)

// Spot is a place read back into the board's numbers (rules.Spot).
type Spot = rules.Spot[SpotKind]

// The places that are not numbered.
const (
	PilePlace rules.Place = "pile"
	PassPlace rules.Place = "button:pass"
)

// The place names, built once the board is read (namePlaces) and never
// allocated again.
var (
	crossPlaces    [NumCrossings]rules.Place
	triPlaces      [NumTriangles]rules.Place
	buildingPlaces [NumTriangles]rules.Place
	book           rules.PlaceBook[Spot] // lists every place but the buildings
	pileOnly       = []rules.Place{PilePlace}
	passOnly       = []rules.Place{PassPlace}
)

// namePlaces names every place; buildBoard has named the crossings and
// triangles.
func namePlaces() {
	for c := range NumCrossings {
		crossPlaces[c] = rules.Place(crossNames[c])
		book.Add(crossPlaces[c], Spot{Kind: CrossingSpot, Index: c})
	}
	for t := range NumTriangles {
		triPlaces[t] = rules.Place(triName[t])
		book.Add(triPlaces[t], Spot{Kind: TriangleSpot, Index: t})
		buildingPlaces[t] = rules.Place("building:" + triName[t])
		book.Name(buildingPlaces[t], Spot{Kind: BuildingSpot, Index: t})
	}
	book.Add("area:town", Spot{Kind: TownSpot})
	book.Add("area:parks", Spot{Kind: AreaSpot, Index: int(Park)})
	book.Add("area:guards", Spot{Kind: AreaSpot, Index: int(Guard)})
	book.Add("area:coats", Spot{Kind: AreaSpot, Index: int(Coat)})
	book.Add("castle", Spot{Kind: CastleSpot})
	book.Add("track", Spot{Kind: TrackSpot})
	book.Add(PilePlace, Spot{Kind: PileSpot})
	book.Add(PassPlace, Spot{Kind: PassSpot})
}

var _ rules.Placer = (*State)(nil)

// Places appends every place of the town to dst[:0]: the fixed ones, and
// "building:t" for every triangle a building lies on now.
func (s *State) Places(dst []rules.Place) []rules.Place {
	dst = append(dst[:0], book.List()...)
	for t := range NumTriangles {
		if s.tile[t] != noTile {
			dst = append(dst, buildingPlaces[t])
		}
	}
	return dst
}

// ParsePlace reads a place name back (exactly, as Places writes it); ok is
// false for a name that is no place of the town. A building's place reads
// back whether or not a building lies there now.
func ParsePlace(p rules.Place) (Spot, bool) { return book.Read(p) }

// CrossingPlace names crossing c ("17").
func CrossingPlace(c int) rules.Place { return crossPlaces[c] }

// TrianglePlace names triangle t ("c3").
func TrianglePlace(t int) rules.Place { return triPlaces[t] }

// MovePlaces names what a move touches, in the order a person points: the
// crossing of a token, the pile to draw from, the two triangles of a lay
// (the first one pointed at, then the one the tile turns to). It needs no
// position, and is nil for a code no move has.
func (s *State) MovePlaces(m rules.Move) []rules.Place {
	if !validMove(m) {
		return nil
	}
	k, a, b := decodeMove(m)
	switch k {
	case mvToken:
		return rules.OnePlace(crossPlaces[:], a)
	case mvDraw:
		return pileOnly
	case mvLay:
		return []rules.Place{triPlaces[a], triPlaces[b]}
	}
	return passOnly
}

// eventPlaces names what an event touches, read from its payload, so the
// places and the payload always agree. The recorder sets them on every
// event it builds; the common lists are shared tables (rules.OnePlace).
func eventPlaces(data any) []rules.Place {
	switch d := data.(type) {
	case TokenPlaced:
		return rules.OnePlace(crossPlaces[:], d.Crossing)
	case TileDrawn, PileEmpty:
		return pileOnly
	case TileLaid:
		return []rules.Place{triPlaces[d.Triangles[0]], triPlaces[d.Triangles[1]]}
	case TokenScored:
		return rules.OnePlace(crossPlaces[:], d.Crossing)
	case TokenReturned:
		return rules.OnePlace(crossPlaces[:], d.Crossing)
	case GuardActivated:
		out := []rules.Place{triPlaces[d.Triangle]}
		for _, c := range d.Crossings {
			out = append(out, crossPlaces[c])
		}
		return out
	case TriangleActivated:
		return rules.OnePlace(triPlaces[:], d.Triangle)
	case FinalScore:
		return rules.OnePlace(crossPlaces[:], d.Crossing)
	}
	return nil // a pass, the end: nothing on the board
}
