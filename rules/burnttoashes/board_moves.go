package burnttoashes

import "embers/rules"

// Typed reads of moves for a board, so that no scene reads notation.

// ClaimOf reads a claim: the province it claims; ok is false for any
// other move.
func ClaimOf(m rules.Move) (p int, ok bool) {
	kind, a, _, _ := split(m)
	return a, kind == mvClaim && a < Provinces
}

// OfferOf reads an offering: the gold it lays and the blank cards beside
// it; ok is false for any other move, and for an offering whose sum is
// hidden from the viewer (another seat's, as it observes it).
func OfferOf(m rules.Move) (gold, blanks int, ok bool) {
	kind, a, b, _ := split(m)
	return a, b, kind == mvOffer && a != hiddenSum
}

// PathLetter is path i's letter as places and notation write it ("a").
func PathLetter(i int) string { return pathID[i] }

// kindWords are the first words of the notation of the kinds of move
// that are neither simpleWords nor provinceWords (MoveKind.String).
var kindWords = map[int]string{
	mvOrder: "order", mvLayout: "layout", mvPawn: "pawn", mvOffer: "offer", mvFarmer: "farmer", mvPick: "pick",
	mvHermit: "hermit", mvCard: "card", mvAgitator: "agitator", mvMerchant: "merchant", mvTraderBuy: "trader",
	mvTraderLook: "trader", mvTraitor: "traitor", mvDiscardF: "discard", mvCrown: "crown",
}
