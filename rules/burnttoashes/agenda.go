package burnttoashes

import "embers/rules"

// advance runs the agenda until a seat (or chance) must decide, or the
// game is over.
func (s *State) advance(log *rules.Recorder) {
	for !s.c.Over {
		t := s.top()
		if t == nil {
			return
		}
		if s.c.Year > 0 && s.c.HitsOn < Hits && s.dragonWins(log) {
			return
		}
		if s.waits(t, log) {
			return
		}
	}
}

// waits runs task t if it runs by itself and reports false; a decision
// that must be taken reports true.
func (s *State) waits(t *task, log *rules.Recorder) bool {
	switch t.K {
	case tkUnmark:
		return s.markers() > 0 || s.popFalse()
	case tkClaim, tkStartKnight, tkOrder, tkPawn, tkCrown:
		return true
	case tkPeek:
		return s.peekWaits(t)
	case tkSetupEnd:
		s.pop()
		s.shuffleUnseen(log)
	case tkYear:
		s.pop()
		s.beginYear(log)
	case tkIncome:
		s.pop()
		s.income(log)
	case tkLayout:
		return s.layoutWaits(t, log)
	case tkTile:
		s.beginTile(t, log)
	case tkOffer:
		return s.offerWaits(t)
	case tkResolve:
		s.pop()
		s.resolve(log)
	case tkPick:
		return s.pickWaits(t)
	case tkWindow:
		return s.windowWaits(t)
	case tkMarkers:
		s.pop()
		s.layMarkers(log)
	case tkFights:
		s.nextFight(log)
	case tkFight:
		s.beginFight(t, log)
	case tkCombat:
		return s.combatWaits(t, log)
	case tkTileEnd:
		s.pop()
		s.endTile(log)
	case tkBuyRound:
		s.pop()
		s.beginBuying()
	case tkBuy:
		return s.buyWaits(t)
	case tkKeep:
		s.keep(*t, log)
	case tkPlace:
		return s.placeWaits(t, log)
	case tkBuyEnd:
		s.pop()
		s.endBuying(log)
	case tkEvents:
		s.pop()
		s.events(log)
	case tkDiscard:
		return s.discardWaits(t)
	case tkRegency:
		s.pop()
		s.passRegency(log)
	case tkFinale:
		s.pop()
		s.finale(log)
	default:
		s.pop() // a task this version does not know: Check refuses such states
	}
	return false
}
