package fireaxe

import (
	"strings"
	"sync"

	"embers/rules"
)

// Places built and read back by what they are, so a board never writes
// or cuts a place's name (places.go names them): a space or port by its
// id on the map, a good, a rune kind, a saga's box or a seat by its index,
// and the places of their own as constants.

// The places of their own.
const (
	WinteringPlace rules.Place = "wintering"  // the Wintering box
	WindPlace      rules.Place = "wind"       // the wind dial
	DemandPlace    rules.Place = "demand"     // the goods in demand
	SagaDeckPlace  rules.Place = "deck:sagas" // the saga deck
	RuneDeckPlace  rules.Place = "deck:runes" // the rune deck
	DicePlace      rules.Place = "dice"       // a raid's or a settlement's dice
	CrewPlace      rules.Place = "crew"       // the crew aboard the mover's longboat
	EndButton      rules.Place = "button:end"
	RollButton     rules.Place = "button:roll"
	StopButton     rules.Place = "button:stop"
	FoundButton    rules.Place = "button:found"
	KeepButton     rules.Place = "button:keep"
)

const (
	seaPrefix  = "sea:"
	portPrefix = "port:"
)

// SeaPlace is the place of the sea space (or river) id on the map;
// PortPlace of the port id.
func SeaPlace(id string) rules.Place  { return rules.Place(seaPrefix + id) }
func PortPlace(id string) rules.Place { return rules.Place(portPrefix + id) }

// GoodPlace is the place of good g aboard (an index of Goods).
func GoodPlace(g int) rules.Place { return nthPlace(plGoods, g) }

// RunePlace is the place of rune kind k in the mover's hand ("" for a
// hidden card or no kind).
func RunePlace(k int8) rules.Place { return nthPlace(plRunes, int(k)) }

// SagaPlace is the place of face-up saga box 0-2; SeatPlace of a seat.
func SagaPlace(box int) rules.Place  { return nthPlace(plSagas, box) }
func SeatPlace(seat int) rules.Place { return nthPlace(plSeats, seat) }

func nthPlace(list []rules.Place, i int) rules.Place {
	if i < 0 || i >= len(list) {
		return ""
	}
	return list[i]
}

// SpotKind is what kind of thing a place names.
type SpotKind uint8

// The kinds of place.
const (
	NoSpot   SpotKind = iota
	SeaSpot           // ID: the sea space's or river's id on the map
	PortSpot          // ID: the port's id on the map
	GoodSpot          // Index: the good (of Goods)
	RuneSpot          // Index: the rune kind
	SagaSpot          // Index: the face-up saga's box, 0-2
	SeatSpot          // Index: the seat
	OneSpot           // a place of its own: WinteringPlace, EndButton ...
)

// Spot is a place read back into the rules' terms.
type Spot struct {
	Kind  SpotKind
	Index int
	ID    string
}

// ParsePlace reads a place name back; ok is false for a name that is no
// place of the game. A space's or port's id is read as it stands: the map
// of a game (its state's Places) says which ids there are.
func ParsePlace(p rules.Place) (Spot, bool) {
	if id, ok := strings.CutPrefix(string(p), seaPrefix); ok && id != "" {
		return Spot{Kind: SeaSpot, ID: id}, true
	}
	if id, ok := strings.CutPrefix(string(p), portPrefix); ok && id != "" {
		return Spot{Kind: PortSpot, ID: id}, true
	}
	sp, ok := spots()[p]
	return sp, ok
}

// spots are the places not on the map, by name.
var spots = sync.OnceValue(func() map[rules.Place]Spot {
	out := map[rules.Place]Spot{}
	for _, p := range fixedPlaces {
		out[p] = Spot{Kind: OneSpot}
	}
	for kind, list := range map[SpotKind][]rules.Place{GoodSpot: plGoods, RuneSpot: plRunes, SagaSpot: plSagas, SeatSpot: plSeats} {
		for i, p := range list {
			out[p] = Spot{Kind: kind, Index: i}
		}
	}
	return out
})
