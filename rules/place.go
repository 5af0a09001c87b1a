package rules

// Place names a spot of a game in the game's own terms: a square "d1", a
// hall "B2", "crossing:17", "port:York", a card in the mover's hand
// "hand:2", a choice without a spot on the board "button:pass". Places are
// how moves and events tell scenes what they touch: a board draws last-move
// marks, highlights, tutorial targets and click targets from them and never
// parses log text or notation. A game's places are stable strings: tutorial
// scripts name them. A game may hand out the same []Place to many moves and
// events (a table, so naming costs no allocation): read such lists, never
// write into them.
type Place string

// Placer is implemented by every state of a game with a board.
type Placer interface {
	// MovePlaces names the places a legal move touches, in the order a
	// person points at them (where a piece comes from, then where it
	// goes). A click-to-move picker narrows the legal moves by them.
	MovePlaces(m Move) []Place
	// Places appends every place the game knows in this state to dst[:0]:
	// the board's spots and any groups the game names (an area, a hall's
	// doors). A tutorial may highlight any of them.
	Places(dst []Place) []Place
}

// HasPlace reports whether p is among places.
func HasPlace(places []Place, p Place) bool {
	for _, q := range places {
		if q == p {
			return true
		}
	}
	return false
}
