package trekronor

import (
	"fmt"
	"strings"

	"embers/rules"
)

// moveKind is the low byte of a move code.
type moveKind uint8

const (
	mvNone moveKind = iota
	mvPlace
	mvMove
	mvDouse
	mvSave
	mvSteal
	mvPass
	mvSpread
	mvSpreadHidden // "spread ?": another seat's spread marker as others see it
	mvMarkerHidden // "marker A1": another seat's save/steal as others see it
	mvLast
)

// hallTarget offsets a hall index in the douse target operand.
const hallTarget = NumSquares

// moveCode packs kind | a<<8 | b<<16 | stack<<24.
var moveCode = rules.Layout(rules.Bits(0, 8), rules.Bits(8, 8), rules.Bits(16, 8), rules.Bits(24, 1))

func encodeMove(k moveKind, a, b int, stack bool) rules.Move {
	s := 0
	if stack {
		s = 1
	}
	return moveCode.Pack(int(k), a, b, s)
}

func decodeMove(m rules.Move) (k moveKind, a, b int, stack bool) {
	kind, a, b, s := moveCode.Unpack(m)
	return moveKind(kind), a, b, s == 1
}

// Move constructors, for tests, tutorials and scenes.

// PlaceMove is "place <sq>".
func PlaceMove(sq int) rules.Move { return encodeMove(mvPlace, sq, 0, false) }

// MoveMove is "move <from> <to>".
func MoveMove(from, to int) rules.Move { return encodeMove(mvMove, from, to, false) }

// DouseHallMove is "douse <hall> <well>".
func DouseHallMove(h, well int) rules.Move { return encodeMove(mvDouse, hallTarget+h, well, false) }

// DouseSquareMove is "douse <sq> <well>".
func DouseSquareMove(sq, well int) rules.Move { return encodeMove(mvDouse, sq, well, false) }

// MarkerMove is "save <hall> [stack]" or "steal <hall> [stack]".
func MarkerMove(k Kind, h int, stack bool) rules.Move {
	if k == KindSteal {
		return encodeMove(mvSteal, h, 0, stack)
	}
	return encodeMove(mvSave, h, 0, stack)
}

// PassMove is "pass".
var PassMove = encodeMove(mvPass, 0, 0, false)

// SpreadMove is "spread <A|B|C|1|2|3>" for value 0..5.
func SpreadMove(v int) rules.Move { return encodeMove(mvSpread, v, 0, false) }

var valueNames = [numValues + 1]string{"A", "B", "C", "1", "2", "3", "?"}

// validMove reports whether a code is well formed (not whether it is legal).
func validMove(m rules.Move) bool {
	k, a, b, stack := decodeMove(m)
	if !moveCode.Fits(m) || (stack && k != mvSave && k != mvSteal && k != mvMarkerHidden) {
		return false
	}
	switch k {
	case mvPlace:
		return a < NumSquares && b == 0
	case mvMove:
		return a < NumSquares && b < NumSquares
	case mvDouse:
		return a < hallTarget+NumHalls && b < NumWells
	case mvSave, mvSteal, mvMarkerHidden:
		return a < NumHalls && b == 0
	case mvPass, mvSpreadHidden:
		return a == 0 && b == 0
	case mvSpread:
		return a < numValues && b == 0
	}
	return false
}

// FormatMove writes m in the game's notation.
func (s *State) FormatMove(m rules.Move) string { return formatMove(m) }

func formatMove(m rules.Move) string {
	if !validMove(m) {
		return fmt.Sprintf("invalid-move-%d", uint64(m))
	}
	k, a, b, stack := decodeMove(m)
	st := ""
	if stack {
		st = " stack"
	}
	switch k {
	case mvPlace:
		return "place " + SquareName(a)
	case mvMove:
		return "move " + SquareName(a) + " " + SquareName(b)
	case mvDouse:
		t := SquareName(a)
		if a >= hallTarget {
			t = hallID(a - hallTarget)
		}
		return "douse " + t + " " + WellNames[b]
	case mvSave:
		return "save " + hallID(a) + st
	case mvSteal:
		return "steal " + hallID(a) + st
	case mvMarkerHidden:
		return "marker " + hallID(a) + st
	case mvPass:
		return "pass"
	case mvSpread:
		return "spread " + valueNames[a]
	default: // mvSpreadHidden
		return "spread ?"
	}
}

const moveForms = "place d1 | move d0 d1 | douse A1 sw | douse e3 sw | save A1 | steal A1 stack | pass | spread A (A,B,C,1,2,3) | spread ? | marker A1"

// ParseMove reads a move in notation; it ignores case and extra spaces.
func (s *State) ParseMove(text string) (rules.Move, error) { return parseMove(text) }

func parseMove(text string) (rules.Move, error) {
	raw := strings.Fields(text)
	f := strings.Fields(strings.ToLower(text))
	bad := func(why string) (rules.Move, error) {
		return 0, fmt.Errorf("cannot read move %s: %s; write one of: %s", rules.Excerpt(text), why, moveForms)
	}
	if len(f) == 0 {
		return bad("it is empty")
	}
	switch f[0] {
	case "place":
		if len(f) != 2 {
			return bad("place takes one square")
		}
		if sq, ok := ParseSquare(f[1]); ok {
			return PlaceMove(sq), nil
		}
		return bad(rules.Excerpt(f[1]) + " is not a square a0..j9")
	case "move":
		if len(f) != 3 {
			return bad("move takes two squares, from and to")
		}
		from, ok1 := ParseSquare(f[1])
		to, ok2 := ParseSquare(f[2])
		if !ok1 || !ok2 {
			return bad("squares are named a0..j9")
		}
		return MoveMove(from, to), nil
	case "douse":
		return parseDouse(raw, bad)
	case "save", "steal", "marker":
		return parseMarker(f, bad)
	case "pass":
		if len(f) != 1 {
			return bad("pass takes nothing after it")
		}
		return PassMove, nil
	case "spread":
		if len(f) != 2 {
			return bad("spread takes one marker")
		}
		for v, n := range valueNames {
			if strings.EqualFold(f[1], n) {
				if v == valueUnknown {
					return encodeMove(mvSpreadHidden, 0, 0, false), nil
				}
				return SpreadMove(v), nil
			}
		}
		return bad(rules.Excerpt(f[1]) + " is not a spread marker A, B, C, 1, 2 or 3")
	}
	return bad(rules.Excerpt(f[0]) + " is not an action")
}

func parseDouse(f []string, bad func(string) (rules.Move, error)) (rules.Move, error) {
	if len(f) != 3 {
		return bad("douse takes a hall or corridor square and a well (sw, se, nw, ne)")
	}
	w, ok := parseWell(f[2])
	if !ok {
		return bad(rules.Excerpt(f[2]) + " is not a well; the wells are sw, se, nw, ne")
	}
	// b3 and c3 name both a hall and a corridor square: an upper-case
	// letter means the hall, a lower-case one the square.
	h, isHall := parseHall(f[1])
	sq, isSquare := ParseSquare(f[1])
	upper := f[1][0] >= 'A' && f[1][0] <= 'Z'
	switch {
	case isHall && (upper || !isSquare || area[sq] != Corridor):
		return DouseHallMove(h, w), nil
	case isSquare:
		return DouseSquareMove(sq, w), nil
	}
	return bad(rules.Excerpt(f[1]) + " is neither a hall A1..C3 nor a square a0..j9")
}

func parseMarker(f []string, bad func(string) (rules.Move, error)) (rules.Move, error) {
	if len(f) < 2 || len(f) > 3 || (len(f) == 3 && f[2] != "stack") {
		return bad(f[0] + " takes a hall and optionally the word stack")
	}
	h, ok := parseHall(f[1])
	if !ok {
		return bad(rules.Excerpt(f[1]) + " is not a hall A1..C3")
	}
	stack := len(f) == 3
	switch f[0] {
	case "save":
		return MarkerMove(KindSave, h, stack), nil
	case "steal":
		return MarkerMove(KindSteal, h, stack), nil
	}
	return encodeMove(mvMarkerHidden, h, 0, stack), nil
}
