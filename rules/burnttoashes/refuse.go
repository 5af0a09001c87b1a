package burnttoashes

import "embers/rules"

// refuse explains why m is not legal now, with the section of the rules
// the decision at hand belongs to.
func (s *State) refuse(m rules.Move) *rules.IllegalMove {
	ill := &rules.IllegalMove{Move: s.FormatMove(m)}
	t := s.top()
	if s.c.Over || t == nil {
		ill.Reason, ill.Rule = "the game is over", "end"
		return ill
	}
	ill.Reason, ill.Rule = decisionWords[t.K], decisionRule[t.K]
	if t.K == tkWindow {
		ill.Reason, ill.Rule = "a follower may be played, or pass: "+windowWords[t.A], windowRule[t.A]
	}
	if t.K == tkCombat && t.B == combatCard {
		ill.Reason = "the next combat card is turned now: card dragon, card knight, card sword or card shield"
	}
	return ill
}

var decisionWords = map[int8]string{
	tkClaim:       "claim a province nobody holds yet",
	tkStartKnight: "place your start knight in one of your provinces",
	tkPeek:        "choose one of your stacks you have not looked at yet",
	tkOrder:       "put the stack you are looking at in order: its own tiles, top first",
	tkLayout:      "lay the dragon tiles: name the spaces that get the red ones",
	tkPawn:        "set the dragon pawn on a face-down dragon tile",
	tkOffer:       "offer a sum your cards make exactly (with blank cards if you like), or stand",
	tkPick:        "take a face-up follower or the top of the deck",
	tkCombat:      "draw the next card, spend a power on two dragon cards, or stop on the shields",
	tkUnmark:      "lift a marker that lies on the board",
	tkBuy:         "buy the top tile of one of your stacks (2 gold), look at one (1 gold), play a follower, or end your turn",
	tkPlace:       "place the tile in one of your provinces that has none of its kind",
	tkDiscard:     "send one face-up follower away",
	tkCrown:       "crown one of the tied rulers",
}

var decisionRule = map[int8]string{
	tkClaim: "setup", tkStartKnight: "start", tkPeek: "setup", tkOrder: "buy", tkLayout: "dragon", tkPawn: "dragon",
	tkOffer: "offer", tkPick: "followers", tkCombat: "fight", tkUnmark: "fight", tkBuy: "buy", tkPlace: "buy",
	tkDiscard: "events", tkCrown: "finale",
}

var windowWords = map[int8]string{
	winDecoy: "the Decoy, on a lit province, before the markers are laid", winHermit: "the Hermit, to move a knight to a marked province",
	winFight: "the Black Knight or the Vassal, before the fight", winBlow: "the Hero, on the deciding card",
	winGift: "the Monks, to take followers too", winSage: "the Sage, to become regent", winAbbot: "the Abbot, to undo the purchase",
}
