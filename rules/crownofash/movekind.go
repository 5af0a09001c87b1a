package crownofash

import "embers/rules"

// MoveKind is what kind of move a move is, the first word of its notation
// (notation.go), read without the notation: a board treats moves by their
// kind through it (and reads their parts through board_moves.go).
type MoveKind uint8

// The kinds of move (moves.go packs them).
const (
	NoMove        MoveKind = 0
	KindGold      MoveKind = mvGold      // gold: a minion on the gold space
	KindGather    MoveKind = mvGather    // gather r3
	KindBuild     MoveKind = mvBuild     // build I07 r3
	KindBattle    MoveKind = mvBattle    // battle r3 bo3+as1
	KindStorm     MoveKind = mvStorm     // storm left bo5
	KindRefresh   MoveKind = mvRefresh   // refresh
	KindCard      MoveKind = mvCard      // card 3: a combat card laid
	KindDefend    MoveKind = mvDefend    // defend bo3+c1a
	KindTake      MoveKind = mvTake      // take blood: a special ingredient's kind
	KindResurrect MoveKind = mvResurrect // resurrect bo3
	KindCasualty  MoveKind = mvCasualty  // casualty bo3
	KindRaise     MoveKind = mvRaise     // raise su4
	KindPass      MoveKind = mvPass      // pass: raise nothing
	KindFirst     MoveKind = mvFirst     // first nox: the next round's order
	KindDie       MoveKind = mvDie       // die 4 (chance)
	KindRegion    MoveKind = mvRegion    // region 5: the AI deck's die (chance)
	KindAction    MoveKind = mvAction    // action 2: the AI deck's card (chance)
	KindAICard    MoveKind = mvAICard    // aicard 1: the AI deck's combat card (chance)
	KindDecider   MoveKind = mvDecider   // decider mors (chance)
)

// KindOf is move m's kind; NoMove for a number that is no move.
func KindOf(m rules.Move) MoveKind {
	kind := moveCode.KindOf(m)
	if kind <= 0 || kind >= numMoveKinds {
		return NoMove
	}
	return MoveKind(kind)
}
