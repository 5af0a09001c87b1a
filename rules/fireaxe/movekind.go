package fireaxe

import "embers/rules"

// MoveKind is what kind of move a move is, read without its notation: a
// board treats moves by their kind through it (and reads their parts
// through boardmoves.go: SettleDice, TradeGood, RuneWind).
type MoveKind uint8

// The kinds of move (moves.go packs them), with their notation.
const (
	NoMove       MoveKind = 0
	KindEnd      MoveKind = mvEnd      // end
	KindWinter   MoveKind = mvWinter   // winter
	KindLoadCrew MoveKind = mvLoadCrew // load crew
	KindLoadGood MoveKind = mvLoadGood // load furs
	KindLaunch   MoveKind = mvLaunch   // launch norway
	KindSail     MoveKind = mvSail     // sail northsea
	KindDraw     MoveKind = mvDraw     // draw
	KindPlay     MoveKind = mvPlay     // play fairwind, play demand tusks
	KindDiscard  MoveKind = mvDiscard  // discard calm
	KindTrade    MoveKind = mvTrade    // trade skins
	KindRaid     MoveKind = mvRaid     // raid
	KindSettle   MoveKind = mvSettle   // settle 2
	KindRollOn   MoveKind = mvRollOn   // roll on
	KindStop     MoveKind = mvStop     // stop
	KindLoseCrew MoveKind = mvLoseCrew // lose crew
	KindLoseGood MoveKind = mvLoseGood // lose tusks
	KindFound    MoveKind = mvFound    // found
	KindKeep     MoveKind = mvKeep     // keep crew
	KindDie      MoveKind = mvDie      // die 4 (chance)
)

// KindOf is move m's kind; NoMove for a number that is no move.
func KindOf(m rules.Move) MoveKind {
	k := moveCode.KindOf(m)
	if k <= 0 || k >= numKinds {
		return NoMove
	}
	return MoveKind(k)
}
