package kindling

import (
	"strconv"

	"embers/rules"
)

// PlaceKind is the kind of thing a place names.
type PlaceKind uint8

const (
	NoSpot  PlaceKind = iota
	LogSpot           // a log: "log:1" to "log:5"
)

// Spot is a place read back: a log and its index (0 to 4).
type Spot = rules.Spot[PlaceKind]

var places rules.PlaceBook[Spot]

func init() {
	for i := range Logs {
		places.Add(rules.Place("log:"+strconv.Itoa(i+1)), Spot{Kind: LogSpot, Index: i})
	}
}

// LogPlace is the place of log i (0 to 4).
func LogPlace(i int) rules.Place { return places.List()[i] }

// ParsePlace reads a place back (NoSpot for a name Kindling does not use).
func ParsePlace(p rules.Place) Spot {
	s, _ := places.Read(p)
	return s
}

func (s *State) MovePlaces(m rules.Move) []rules.Place {
	if i := LogOf(m); i < Logs {
		return rules.OnePlace(places.List(), i)
	}
	return nil
}

func (s *State) Places(dst []rules.Place) []rules.Place { return append(dst[:0], places.List()...) }
