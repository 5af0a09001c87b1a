package trekronor

import "embers/rules"

// Kind is the hidden face of a save/steal marker.
type Kind uint8

// Marker kinds. KindUnknown appears only in a view, for another seat's marker.
const (
	KindNone Kind = iota
	KindSave
	KindSteal
	KindUnknown
)

func (k Kind) String() string {
	switch k {
	case KindSave:
		return "save"
	case KindSteal:
		return "steal"
	case KindUnknown:
		return "?"
	}
	return "none"
}

// Marker is a save or steal marker lying in a hall square.
type Marker struct {
	Owner rules.Seat
	Kind  Kind
}

// Cell is one hall square: at most one ash, one fire and two markers
// (the markers at the bottom).
type Cell struct {
	Fire, Ash bool
	N         uint8 // markers in the square, 0..2
	M         [2]Marker
}

// Empty reports whether the square holds nothing at all.
func (c Cell) Empty() bool { return !c.Fire && !c.Ash && c.N == 0 }

// Spread marker values: letters A,B,C are 0..2, numbers 1,2,3 are 3..5.
const (
	numValues    = 6
	valueUnknown = 6
	allValues    = 1<<numValues - 1
	letterMask   = 0b000111
	numberMask   = 0b111000
)

// PileEntry is one face-down spread marker on the pile.
type PileEntry struct {
	Owner rules.Seat
	Value uint8 // 0..5, or valueUnknown in a view
	Known uint8 // bit s set: seat s has seen this marker
}

type phase uint8

const (
	phaseAction phase = iota // the mover does one action
	phaseSpread              // the mover places a spread marker
	phaseOver
)

type endReason uint8

const (
	endNone      endReason = iota
	endFireOut             // the last fire was put out: players win
	endHallsFull           // no hall square is empty: players win
	endNoFire              // a fire token was needed and none was left: all lose
	endNoAsh               // an ash token was needed and none was left: all lose
)

// maxPile is the most markers a pile holds between moves (every seat's three
// letters or three numbers); the array has room for one more, the marker
// that makes the pile spread.
const maxPile = 3 * MaxSeats

// State is a position of Tre Kronor Infernum. It is a plain value (arrays
// only) so that a copy is a deep copy.
type State struct {
	players int8
	first   rules.Seat // who opened the game
	toMove  rules.Seat
	phase   phase
	end     endReason
	seed    uint64
	masked  bool       // a view: some values are unknown
	viewer  rules.Seat // whose view (NoSeat: public), when masked

	servants   [MaxSeats]squares // each seat's servants on the board
	fire       squares           // corridor squares on fire
	cells      [NumHalls][hallSlots]Cell
	hallFireN  [NumHalls]uint8 // fire tokens in each hall, kept with cells (see recount)
	hallAshN   [NumHalls]uint8 // ash tokens in each hall
	bucket     [NumWells]bool
	hand       [MaxSeats]uint8 // servants in hand
	fireSupply uint8
	ashSupply  uint8
	pile       [maxPile + 1]PileEntry
	pileN      uint8
	// brokeOne and keptOne are public: bit s is set when seat s's last
	// marker laid on another seat's pile of one broke it (the pile spread)
	// or kept it (it did not). The AI seats read the table's convention
	// from them (smallSpreads).
	brokeOne, keptOne uint8
	// guesser is 1 + the seat whose search made this state by Determinize
	// (0 for a game's own state): the search's playouts model the table as
	// that seat expects it (rolloutSpread).
	guesser int8
}

var _ rules.State = (*State)(nil)

// Seat colours in seat order.
var (
	colourNames   = [MaxSeats]string{"Blue", "Yellow", "Red", "Green", "Black"}
	colourLetters = [MaxSeats]byte{'B', 'Y', 'R', 'G', 'K'}
	servantsEach  = [MaxSeats + 1]uint8{0, 0, 0, 8, 6, 5}
)

// Game returns the game module.
func (s *State) Game() rules.Game { return Game }

// Setup returns the setup the game started from.
func (s *State) Setup() rules.Setup {
	return rules.Setup{Players: int(s.players), Seed: s.seed}
}

// ToMove is the seat to decide, or NoSeat when the game is over.
func (s *State) ToMove() rules.Seat {
	if s.phase == phaseOver {
		return rules.NoSeat
	}
	return s.toMove
}

// Clone returns an independent copy.
func (s *State) Clone() rules.State { c := *s; return &c }

// SeatLabel names a seat by its colour.
func (s *State) SeatLabel(seat rules.Seat) string {
	if seat < 0 || int(seat) >= int(s.players) {
		return "nobody"
	}
	return colourNames[seat]
}

// ServantAt returns the owner of the servant on square sq, or NoSeat.
func (s *State) ServantAt(sq int) rules.Seat { return s.owner(sq) }

// FireAt reports whether corridor square sq is on fire.
func (s *State) FireAt(sq int) bool { return s.fire.has(sq) }

// HallCell returns slot 0..3 of hall h.
func (s *State) HallCell(h, slot int) Cell { return s.cells[h][slot] }

// Bucket reports whether well w has its bucket.
func (s *State) Bucket(w int) bool { return s.bucket[w] }

// ServantsInHand returns how many servants seat still holds.
func (s *State) ServantsInHand(seat rules.Seat) int { return int(s.hand[seat]) }

// Supply returns the fire and ash tokens not on the board.
func (s *State) Supply() (fire, ash int) { return int(s.fireSupply), int(s.ashSupply) }

// Pile returns the face-down spread markers, oldest first.
func (s *State) Pile() []PileEntry { return append([]PileEntry(nil), s.pile[:s.pileN]...) }

// InSpreadPhase reports whether the mover has acted and now places a spread marker.
func (s *State) InSpreadPhase() bool { return s.phase == phaseSpread }

// hallFire counts the fire tokens in hall h.
func (s *State) hallFire(h int) int { return int(s.hallFireN[h]) }

// hallTokens counts the fire and ash tokens in hall h.
func (s *State) hallTokens(h int) (fire, ash int) { return int(s.hallFireN[h]), int(s.hallAshN[h]) }

// hallAsh counts the ash tokens in hall h.
func (s *State) hallAsh(h int) int { return int(s.hallAshN[h]) }

// countTokens counts hall h's fire and ash from its squares.
func (s *State) countTokens(h int) (fire, ash uint8) {
	for _, c := range s.cells[h] {
		if c.Fire {
			fire++
		}
		if c.Ash {
			ash++
		}
	}
	return fire, ash
}

// recount sets every hall's token counts from its squares: after the
// squares were written directly (decoding, positions built by hand). Play
// keeps the counts as it goes, so the search never walks the squares.
func (s *State) recount() {
	for h := range NumHalls {
		s.hallFireN[h], s.hallAshN[h] = s.countTokens(h)
	}
}

// HallFire and HallAsh count the tokens in hall h.
func (s *State) HallFire(h int) int { return s.hallFire(h) }

// HallAsh counts the ash tokens in hall h.
func (s *State) HallAsh(h int) int { return s.hallAsh(h) }

// markersLeft returns how many markers of kind k seat has not yet used
// (markers never come back, so it is 3 minus those on the board), or -1
// when a masked marker of seat's makes it unknown.
func (s *State) markersLeft(seat rules.Seat, k Kind) int {
	left := 3
	for h := range s.cells {
		for _, c := range s.cells[h] {
			for i := range c.N {
				m := c.M[i]
				if m.Owner != seat {
					continue
				}
				if m.Kind == KindUnknown {
					return -1
				}
				if m.Kind == k {
					left--
				}
			}
		}
	}
	return left
}

// spreadHand returns the spread markers seat holds as a bit set of values
// (bit v: value v), and false when a masked pile entry hides it.
func (s *State) spreadHand(seat rules.Seat) (uint8, bool) {
	hand := uint8(allValues)
	for _, e := range s.pile[:s.pileN] {
		if e.Owner != seat {
			continue
		}
		if e.Value == valueUnknown {
			return 0, false
		}
		hand &^= 1 << e.Value
	}
	return hand, true
}

// fireOnBoard counts every fire token on the board.
func (s *State) fireOnBoard() int {
	n := 0
	for h := range NumHalls {
		n += s.hallFire(h)
	}
	return n + s.fire.count()
}

// ashOnBoard counts every ash token on the board (all lie in halls).
func (s *State) ashOnBoard() int {
	n := 0
	for h := range NumHalls {
		n += s.hallAsh(h)
	}
	return n
}

// hasEmptyHallSquare reports whether any hall square holds nothing.
func (s *State) hasEmptyHallSquare() bool {
	for h := range s.cells {
		for _, c := range s.cells[h] {
			if c.Empty() {
				return true
			}
		}
	}
	return false
}

// MarkersLeft returns how many save or steal markers seat has not laid, or
// -1 when this view hides it.
func (s *State) MarkersLeft(seat rules.Seat, k Kind) int { return s.markersLeft(seat, k) }

// MarkersInHand counts the save and steal markers seat has not laid: a
// view that hides their kinds still shows how many lie in the halls.
func (s *State) MarkersInHand(seat rules.Seat) int { return 6 - s.markersLaidBy(seat) }

// SpreadHand returns the spread markers seat holds ("A", "B", ... "3"), and
// false when this view hides them.
func (s *State) SpreadHand(seat rules.Seat) ([]string, bool) {
	hand, ok := s.spreadHand(seat)
	if !ok {
		return nil, false
	}
	var out []string
	for v := range numValues {
		if hand&(1<<v) != 0 {
			out = append(out, valueNames[v])
		}
	}
	return out, true
}

// ValueName names a spread marker value of a PileEntry: "A".."3", or "?".
func ValueName(v uint8) string {
	if v > valueUnknown {
		return "?"
	}
	return valueNames[v]
}

// ValueOf is the value of a spread marker named by ValueName ("?" and any
// other name: unknown), as a PileEntry holds it.
func ValueOf(name string) uint8 {
	if v := index(valueNames[:], name); v >= 0 {
		return uint8(v)
	}
	return valueUnknown
}
