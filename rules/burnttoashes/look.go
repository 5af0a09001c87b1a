package burnttoashes

import "embers/rules"

// Look is what a board may read of a position (a view): a plain copy, so
// the scene never reaches into the state. Hidden things are already
// blanked by View: others' gold and followers, unseen stacks and dragon
// tiles.
type Look struct {
	Players int
	Coop    bool
	Year    int // 1..5; 6 and on: the final dragon phases
	Final   int
	Regent  int
	Viewer  int // the seat whose view this is; -2 the full state

	Owner  [Provinces]int // -1: unclaimed or lost
	Lost   [Provinces]bool
	Stack  [Provinces][]Tile // top first; NoTile where the viewer cannot see
	Knight [Provinces]bool
	Sword  [Provinces]bool
	Shield [Provinces]bool
	Marker [Provinces]bool

	Power, Treasure [MaxPlayers]int
	Gold            [MaxPlayers][4]int // cards by value (X, 1, 2, 3): the viewer's only
	GoldN, OfferN   [MaxPlayers]int    // cards in hand, cards laid face down
	Offer           [MaxPlayers][4]int // the viewer's own offering by value
	Gave            [MaxPlayers]int    // each seat's offering once turned
	Followers       [MaxPlayers][Kinds]int
	FollowersN      [MaxPlayers]int
	Status          [MaxPlayers]bool // a dragon fighter: power counts double
	DiscardN        int

	Slot  [Paths]int // dragon tile values; 0 unknown to the viewer
	Red   [Paths]bool
	Shown [Paths]bool
	Pawn  int // the space the pawn stands on, -1

	DeckN   int              // followers face down
	Display [displaySize]int // face-up followers, -1 empty
	Hits    int              // hits landed on the dragon
	Attacks int              // attacks of the tile in hand
	FightP  int              // the province fighting, -1
	Combat  [cardKinds]int   // combat cards left in the fight's deck
	Turned  [cardKinds]int   // combat cards turned in this fight
	Last    int              // the card just turned, -1
	Round   int              // offering round, 1..OfferRounds
	Changed bool             // someone revised the offering this round
	Over    bool
	Dragon  bool // the dragon won
	Winner  int
}

// OfferRounds caps the revising of an offering (docs, "The offering").
const OfferRounds = offerRounds

// Look copies what a board shows of s.
func (s *State) Look() Look {
	c := &s.c
	l := Look{Players: s.n(), Coop: c.Coop, Year: int(c.Year), Final: int(c.Final), Regent: int(c.Regent),
		Viewer: int(c.Viewer), DiscardN: int(c.Discard[0] + c.Discard[1] + c.Discard[2] + c.Discard[3]),
		Pawn: int(c.Pawn), DeckN: int(c.FDeckN), Hits: int(c.HitsOn), Attacks: int(c.Attacks),
		FightP: int(c.FightP), Last: int(c.Last), Round: int(c.Round), Changed: c.Changed,
		Over: c.Over, Dragon: c.DragonWon, Winner: int(c.Winner)}
	for p := range Provinces {
		l.Owner[p], l.Lost[p] = int(c.Owner[p]), c.Lost[p]
		n := int(c.StackN[p])
		l.Stack[p] = make([]Tile, n)
		for i := range n {
			l.Stack[p][i] = c.Stack[p][n-1-i] // kept bottom first
		}
		l.Knight[p], l.Sword[p], l.Shield[p], l.Marker[p] = s.has(p, gKnight), s.has(p, gSword), s.has(p, gShield), s.has(p, gMarker)
	}
	for o := range s.n() {
		l.Power[o], l.Treasure[o] = int(c.Power[o]), int(c.Treas[o])
		l.GoldN[o], l.OfferN[o], l.Gave[o] = int(c.HandN[o]), int(c.OfferN[o]), int(c.Gave[o])
		l.FollowersN[o], l.Status[o] = int(c.FHandN[o]), c.Status&bit(o) != 0
		for v := range 4 {
			l.Gold[o][v], l.Offer[o][v] = int(c.Hand[o][v]), int(c.Offer[o][v])
		}
		for k := range Kinds {
			l.Followers[o][k] = int(c.FHand[o][k])
		}
	}
	for i := range Paths {
		l.Slot[i], l.Red[i], l.Shown[i] = int(c.Slot[i]), c.Red[i], c.Shown[i]
	}
	for i := range displaySize {
		l.Display[i] = int(c.Display[i])
	}
	for k := range cardKinds {
		l.Combat[k], l.Turned[k] = int(c.Deck[k]), int(c.Shown4[k])
	}
	return l
}

// TileName is a city tile's name in our words.
func TileName(t Tile) string { return tileNames[t] }

// PathName is a dragon path's name.
func PathName(i int) string { return pathName[i] }

// ProvincePlace is the place of province p; SpacePlace of dragon space i;
// DisplayPlace of face-up follower i.
func ProvincePlace(p int) rules.Place { return provPlace[p] }
func SpacePlace(i int) rules.Place    { return spacePlace[i] }
func DisplayPlace(i int) rules.Place  { return dispPlace[i] }

// DisplaySize is how many followers lie face up.
const DisplaySize = displaySize

// CardKinds is how many combat card symbols there are.
const CardKinds = cardKinds

// TileValues are the dragon tiles in play in a year, public (Abb. 6); a
// value of 5 or more is a red tile.
func TileValues(year int) [Paths]int {
	var out [Paths]int
	for i, v := range tileValues(year) {
		out[i] = int(v)
	}
	return out
}
