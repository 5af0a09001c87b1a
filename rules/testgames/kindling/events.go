package kindling

import "embers/rules"

// The kinds of Kindling's events.
const (
	EvLit       = "log.lit"
	EvSmothered = "log.smothered"
	EvEnded     = "game.ended"
)

// Lit is a log lit by Seat.
type Lit struct {
	Seat rules.Seat
	Log  int
}

// Smothered is a log smothered by Seat.
type Smothered struct {
	Seat rules.Seat
	Log  int
}

// Ended is the end of the game: each seat's burning logs, and the seats
// with the most (both on a tie).
type Ended struct {
	Scores  [2]int
	Winners []rules.Seat
}

// eventPlaces are the places an event's payload touches.
func eventPlaces(data any) []rules.Place {
	switch d := data.(type) {
	case Lit:
		return rules.OnePlace(places.List(), d.Log)
	case Smothered:
		return rules.OnePlace(places.List(), d.Log)
	}
	return nil
}
