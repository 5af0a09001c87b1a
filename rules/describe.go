package rules

import (
	"strconv"
	"strings"
)

// Describer is optional: a State that implements it says in a person's
// words what a place holds and does, and what a move does, on this state.
// Boards show these under the mouse, in the side panel, on chooser
// options and on buttons, so a board holds no sentence about its game:
// the rules know what a place is, as they know every log line and every
// refusal. It is called on a seat's View as well as on a full state, and
// never tells more than the state holds.
type Describer interface {
	// DescribePlace says what place p holds and does now, in a sentence or
	// two ("" for a place with nothing to say). Besides the game's places
	// it answers a seat's supplies, named by SupplyPlace.
	DescribePlace(p Place) string
	// DescribeMove labels move m in a few words, from a capital, for a
	// chooser or a button ("Put out the fire with the south-west bucket");
	// it may say what the move would bring about here. Seats are written
	// {0}, {1}, ... as in event texts (see Names).
	DescribeMove(m Move) string
}

// supplyPrefix starts the name of a part of a seat's supplies.
const supplyPrefix = "seat:"

// SupplyPlace names a part of seat's supplies kept beside the board (a
// seat's servants in hand, its score): "seat:2:servants". A board asks a
// Describer about the part of a seat's row under the mouse by this name;
// the parts are the game's own words, listed in its places file.
func SupplyPlace(seat Seat, part string) Place {
	return Place(supplyPrefix + strconv.Itoa(int(seat)) + ":" + part)
}

// ReadSupplyPlace reads a name SupplyPlace wrote; ok is false for any
// other place.
func ReadSupplyPlace(p Place) (seat Seat, part string, ok bool) {
	rest, found := strings.CutPrefix(string(p), supplyPrefix)
	if !found {
		return NoSeat, "", false
	}
	num, part, found := strings.Cut(rest, ":")
	n, err := strconv.Atoi(num)
	if !found || err != nil || n < 0 || part == "" {
		return NoSeat, "", false
	}
	return Seat(n), part, true
}

// Refuser is optional beside Describer: it says why the seat to move can
// do nothing at place p now, as the rules' refusal of the move a person
// pointing there most likely meant (a hall with no bucket free: the
// douse). It is nil where something can be done, or where the game has
// no likely move to explain. Like Describer it is called on the mover's
// View.
type Refuser interface {
	WhyNotAt(p Place) *IllegalMove
}
