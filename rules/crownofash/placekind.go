package crownofash

import "embers/rules"

// A place read back by what it is, so a board asks "is this a fighter?"
// without reading the place's name (places.go names them; board_api.go
// builds them: FighterPlace, ResPlace ...).

// SpotKind is what kind of thing a place names.
type SpotKind uint8

// The kinds of place.
const (
	NoSpot       SpotKind = iota
	WhereSpot             // Index: a region (0-5) or the citadel (Citadel)
	GatherSpot            // Index: the region whose gather space it is
	CombatSpot            // Index: the region whose combat space it is
	PositionSpot          // Index: the citadel's attack position
	FighterSpot           // Index: the fighter
	CardSpot              // Index: the combat card (0, 1, 3, 4, the die card)
	RowSpot               // Index: the structure row's slot
	SlotSpot              // Index: the fighter display's slot
	ResSpot               // Index: the resource kind
	LordSpot              // Index: the lord
	OneSpot               // a place of its own: GoldPlace, DiePlace, PassPlace ...
)

// Spot is a place read back into the board's numbers (rules.Spot).
type Spot = rules.Spot[SpotKind]

// ParsePlace reads a place name back; ok is false for a name that is no
// place of the game.
func ParsePlace(p rules.Place) (Spot, bool) { return book.Read(p) }
