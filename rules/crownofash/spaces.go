package crownofash

import (
	"fmt"

	"embers/rules"
)

// SpaceNote is what a worker space would give the lord placing a minion
// now, in a few words for the board to write beside it (players-ask: "each
// worker space shows what it would give you now, greyed with a reason
// when unusable"); open is false when the lord cannot use it, and the note
// then says why. Gather spaces: the owner's tax or amending your own (the
// yield is on the tile); battle spaces and the citadel's positions: the
// defenders' strength before their card (the King's, and the position's
// modifier written on it, at the citadel); gold and refresh: what they give. "" outside a
// placement or for any other place.
func (s *State) SpaceNote(p rules.Place) (note string, open bool) {
	if s.Phase != phPlace || s.isAI(s.current()) {
		return "", false
	}
	l := s.current()
	for r := range Regions {
		switch p {
		case gatherPlaces[r]:
			return s.gatherNote(l, r)
		case combatPlaces[r]:
			return s.battleNote(l, r)
		}
	}
	for pos := range Positions {
		if p == posPlaces[pos] {
			return s.stormNote(l, pos)
		}
	}
	switch p {
	case GoldPlace:
		return fmt.Sprintf("+%d gold", goldSpace), true
	case RefreshPlace:
		switch {
		case s.Refresh[l]:
			return "used this round", false
		case s.Cards[l].DiscN == 0:
			return "all cards in hand", false
		}
		return fmt.Sprintf("+%d cards", s.Cards[l].DiscN), true
	}
	return "", false
}

func (s *State) gatherNote(l int8, r int) (string, bool) {
	switch o := s.Ctrl[r]; {
	case s.Top[r] == none:
		return "no structure", false
	case s.freeGather(r) < 0:
		return "taken", false
	case o == l:
		return "+ amend", true
	case o >= 0:
		if s.isAI(o) {
			return "tax: AI deck", true
		}
		return "tax: " + s.who(o), true
	}
	return "no tax", true
}

func (s *State) battleNote(l int8, r int) (string, bool) {
	switch o := s.Ctrl[r]; {
	case o == none:
		return "unclaimed", false
	case o == l:
		return "yours", false
	case s.freeCombat(r) < 0:
		return "taken", false
	case s.Hand[l] == 0:
		return "no fighters", false
	}
	return fmt.Sprintf("defends at %d", Strength(s.Def[r])), true
}

func (s *State) stormNote(l int8, pos int) (string, bool) {
	switch {
	case s.Ctrl[citadel] == l:
		return "yours", false
	case !s.positionOpen(pos):
		return "used this round", false
	case s.Hand[l] == 0:
		return "no fighters", false
	}
	def := kingAttack
	if !s.King {
		def = Strength(s.Def[citadel])
	}
	return fmt.Sprintf("defends at %d", def), true
}
