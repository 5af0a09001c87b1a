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

// Spot is a place read back into a game's own numbers: the kind of thing
// it names (K: the game's own kinds, NoSpot first) and which one (a
// square's, a province's index; 0 where the kind has one thing only). A
// game's ParsePlace answers one, so a board never reads a place's name.
type Spot[K ~uint8] struct {
	Kind  K
	Index int
}

// PlaceBook is a game's place names and what each names (S: the game's own
// reading of a place, say a square's index), filled once at init: the list
// a state's Places hands out and the lookup its ParsePlace answers.
type PlaceBook[S any] struct {
	list []Place
	of   map[Place]S
}

// Add lists p among the places of every state and records what it names.
func (b *PlaceBook[S]) Add(p Place, s S) {
	b.list = append(b.list, p)
	b.Name(p, s)
}

// Name records what p names without listing it: a place only some states
// have (a building once it stands), which those states list themselves.
func (b *PlaceBook[S]) Name(p Place, s S) {
	if b.of == nil {
		b.of = map[Place]S{}
	}
	b.of[p] = s
}

// List is the places Add listed, in order (read it, never write into it).
func (b *PlaceBook[S]) List() []Place { return b.list }

// Read is what p names; ok is false for a name the book does not hold.
func (b *PlaceBook[S]) Read(p Place) (s S, ok bool) {
	s, ok = b.of[p]
	return s, ok
}

// OnePlace is names[i] alone, as a list that shares names' array, so a
// game names the common one-place moves and events without allocating.
// Its capacity is its length: appending to it copies.
func OnePlace(names []Place, i int) []Place { return names[i : i+1 : i+1] }

// HasPlace reports whether p is among places.
func HasPlace(places []Place, p Place) bool {
	for _, q := range places {
		if q == p {
			return true
		}
	}
	return false
}
