package cronberg

import "embers/rules"

// moveKind is what a move does; the code is kind | a<<8 | b<<16.
type moveKind uint8

const (
	mvToken moveKind = iota // a token onto crossing a
	mvDraw                  // draw the top rhombus
	mvLay                   // lay the drawn rhombus on triangles a < b
	mvPass
)

// moveCode packs kind | a<<8 | b<<16.
var moveCode = rules.Layout(rules.Bits(0, 8), rules.Bits(8, 8), rules.Bits(16, 8))

func encodeMove(k moveKind, a, b int) rules.Move { return moveCode.Pack(int(k), a, b, 0) }

func decodeMove(m rules.Move) (k moveKind, a, b int) {
	kind, a, b, _ := moveCode.Unpack(m)
	return moveKind(kind), a, b
}

// TokenMove places a token on crossing c (index 0..53).
func TokenMove(c int) rules.Move { return encodeMove(mvToken, c, 0) }

// DrawMove turns up the top rhombus of the pile.
func DrawMove() rules.Move { return encodeMove(mvDraw, 0, 0) }

// LayMove lays the drawn rhombus on triangles t and u (in either order).
func LayMove(t, u int) rules.Move {
	if u < t {
		t, u = u, t
	}
	return encodeMove(mvLay, t, u)
}

// PassMove passes the turn.
func PassMove() rules.Move { return encodeMove(mvPass, 0, 0) }

// MoveParts tells the scene what a move is: kind "token" (A the crossing),
// "draw", "lay" (A and B the triangles) or "pass"; ok false for a code no
// move has.
func MoveParts(m rules.Move) (kind string, a, b int, ok bool) {
	if !validMove(m) {
		return "", 0, 0, false
	}
	k, a, b := decodeMove(m)
	return [...]string{"token", "draw", "lay", "pass"}[k], a, b, true
}

// validMove reports whether m is the code of some move.
func validMove(m rules.Move) bool {
	if !moveCode.Fits(m) {
		return false
	}
	k, a, b := decodeMove(m)
	switch k {
	case mvToken:
		return a < NumCrossings && b == 0
	case mvDraw, mvPass:
		return a == 0 && b == 0
	case mvLay:
		return a < b && b < NumTriangles && Adjacent(a, b)
	}
	return false
}
