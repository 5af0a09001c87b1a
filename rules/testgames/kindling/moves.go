package kindling

import "embers/rules"

// MoveKind is what a move does.
type MoveKind int

const (
	NoKind  MoveKind = iota
	Light            // light a cold log
	Smother          // smother a log burning in the other player's colour
)

// moveCode lays a move out: its kind in the low four bits, the log (0-4)
// above it.
var moveCode = rules.Layout(rules.Bits(0, 4), rules.Bits(4, 4))

// LightMove lights log i (0 to 4).
func LightMove(i int) rules.Move { return moveCode.Pack(int(Light), i, 0, 0) }

// SmotherMove smothers log i (0 to 4).
func SmotherMove(i int) rules.Move { return moveCode.Pack(int(Smother), i, 0, 0) }

// KindOf is what move m does.
func KindOf(m rules.Move) MoveKind { return MoveKind(moveCode.KindOf(m)) }

// LogOf is the log move m touches (0 to 4).
func LogOf(m rules.Move) int { return moveCode.Arg(m, 0) }
