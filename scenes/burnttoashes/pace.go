package burnttoashes

import (
	"embers/rules"
	ba "embers/rules/burnttoashes"
	"embers/scenes/kit"
)

// The pace of the computer's play: a stack looked at and a
// tile bought are watched in about a second each, a computer's whole buy
// turn in a few seconds, a fight card by card in well under a second a
// card; the detail stays in the log and "While you waited". Each kind of
// move asks for a share of the computer's pause before it (kit.Pacer),
// and each kind of event lasts a share of the speed's ticks.

// pauseShares are the shares of the pause before a computer's move (or
// chance's card) by the move's kind; a kind not named waits the whole
// pause (a decision worth following: the pawn, the layout, a follower).
var pauseShares = map[ba.MoveKind]float64{
	ba.KindClaim: 0.5, ba.KindLook: 0, ba.KindOrder: 0.35, ba.KindBuy: 0.35, ba.KindPlace: 0.25, ba.KindEnd: 0.5,
	ba.KindOffer: 0.75, ba.KindStand: 0.6, ba.KindPass: 0, ba.KindCard: 0.3, ba.KindDraw: 0.4, ba.KindOn: 0.4, ba.KindPower: 0.6,
	ba.KindUnmark: 0.6, ba.KindPick: 0.6,
}

// PauseShare is the share of the computer's pause before m.
func (b *Board) PauseShare(m rules.Move) float64 {
	if s, ok := pauseShares[ba.KindOf(m)]; ok {
		return s
	}
	return 1
}

var _ kit.Pacer = (*Board)(nil)

// tickShares are the shares of the speed's ticks an event's animation
// lasts by its kind; a kind not named lasts them all.
var tickShares = map[string]float64{
	ba.EvProvinceClaimed: 0.6, ba.EvStackLooked: 0.4, ba.EvStackOrdered: 0.6, ba.EvTileBought: 0.55, ba.EvTilePlaced: 0.4,
	ba.EvTurnEnded: 0.4, ba.EvCardTurned: 0.6, ba.EvOfferLaid: 0.8, ba.EvOfferStood: 0.6, ba.EvWindowPassed: 0.2,
}

// eventTicks are the ticks e's animation lasts at ticks for an event.
func eventTicks(e rules.Event, ticks int) int {
	if s, ok := tickShares[e.Kind]; ok {
		return int(float64(ticks)*s + 0.5)
	}
	return ticks
}
