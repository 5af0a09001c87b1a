package burnttoashes

import "embers/rules"

// MoveKind is what kind of move a move is, read without its notation: a
// board treats moves by their kind through it (and reads their parts
// through board_moves.go). Its String is the first word of the notation.
type MoveKind uint8

// The kinds of move (moves.go packs them), with their notation.
const (
	NoMove          MoveKind = 0
	KindPass        MoveKind = mvPass        // pass: a reaction window passed
	KindClaim       MoveKind = mvClaim       // claim a1
	KindKnight      MoveKind = mvStartKnight // knight a1: the start knight
	KindLook        MoveKind = mvLook        // look a1
	KindOrder       MoveKind = mvOrder       // order a1 KPSH
	KindLayout      MoveKind = mvLayout      // layout ab
	KindPawn        MoveKind = mvPawn        // pawn a
	KindOffer       MoveKind = mvOffer       // offer 3, offer 3 1
	KindStand       MoveKind = mvStand       // stand
	KindScout       MoveKind = mvScout       // scout
	KindFarmer      MoveKind = mvFarmer      // farmer 2 0 1
	KindPick        MoveKind = mvPick        // pick 2, pick deck
	KindDecoy       MoveKind = mvDecoy       // decoy b2
	KindHermit      MoveKind = mvHermit      // hermit a1 a3
	KindBlackKnight MoveKind = mvBlackKnight // blackknight
	KindVassal      MoveKind = mvVassal      // vassal
	KindHero        MoveKind = mvHero        // hero
	KindMonks       MoveKind = mvMonks       // monks
	KindSage        MoveKind = mvSage        // sage
	KindAbbot       MoveKind = mvAbbot       // abbot
	KindDraw        MoveKind = mvDraw        // draw: the fight's next card
	KindPower       MoveKind = mvPower       // power
	KindStop        MoveKind = mvStop        // stop: a draw at three shields
	KindOn          MoveKind = mvOn          // on
	KindCard        MoveKind = mvCard        // card dragon (chance)
	KindUnmark      MoveKind = mvUnmark      // unmark a3
	KindBuy         MoveKind = mvBuy         // buy a1
	KindPlace       MoveKind = mvPlace       // place a2
	KindEnd         MoveKind = mvEnd         // end: the buy turn ends
	KindAgitator    MoveKind = mvAgitator    // agitator hero 1
	KindLender      MoveKind = mvLender      // lender
	KindMerchant    MoveKind = mvMerchant    // merchant a1 b2
	KindTraderBuy   MoveKind = mvTraderBuy   // trader buy a1
	KindTraderLook  MoveKind = mvTraderLook  // trader look a1
	KindTraitor     MoveKind = mvTraitor     // traitor b2 knight
	KindDiscard     MoveKind = mvDiscardF    // discard 1: a face-up follower
	KindCrown       MoveKind = mvCrown       // crown 2
)

// KindOf is move m's kind; NoMove for a number that is no move.
func KindOf(m rules.Move) MoveKind {
	kind := moveCode.KindOf(m)
	if kind <= 0 || kind >= mvKinds {
		return NoMove
	}
	return MoveKind(kind)
}

// String is the first word of the kind's notation ("buy", "offer",
// "trader"); "" for NoMove.
func (k MoveKind) String() string {
	if w, ok := simpleWords[int(k)]; ok {
		return w
	}
	if w, ok := provinceWords[int(k)]; ok {
		return w
	}
	return kindWords[int(k)]
}
