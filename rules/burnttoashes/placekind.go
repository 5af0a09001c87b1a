package burnttoashes

import "embers/rules"

// A place read back by what it is, so a board asks "is this a dragon
// space, and whose path?" without reading the place's name (places.go
// names them; ProvincePlace, SpacePlace and DisplayPlace build them).

// SpotKind is what kind of thing a place names.
type SpotKind uint8

// The kinds of place.
const (
	NoSpot       SpotKind = iota
	ProvinceSpot          // Index: the province ("a1")
	SpaceSpot             // Index: the path whose dragon tile space it is ("space:a")
	DisplaySpot           // Index: the face-up follower's slot ("display:1")
	OneSpot               // a place of its own: the follower deck, the dragon, a button ...
)

// Spot is a place read back into the board's numbers (rules.Spot).
type Spot = rules.Spot[SpotKind]

// ParsePlace reads a place name back; ok is false for a name that is no
// place of the game. It reads the numbers places.go gives each place:
// provinces first, then the dragon spaces, the display from 100 and the
// places of their own from 200.
func ParsePlace(p rules.Place) (Spot, bool) {
	v, ok := places.Read(p)
	switch {
	case !ok:
		return Spot{}, false
	case v < Provinces:
		return Spot{Kind: ProvinceSpot, Index: v}, true
	case v < Provinces+Paths:
		return Spot{Kind: SpaceSpot, Index: v - Provinces}, true
	case v >= 100 && v < 100+displaySize:
		return Spot{Kind: DisplaySpot, Index: v - 100}, true
	}
	return Spot{Kind: OneSpot}, true
}
