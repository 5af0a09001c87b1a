package crownofash

import (
	"fmt"
	"slices"
	"strings"

	"embers/rules"
)

var _ rules.Refuser = (*State)(nil)

// WhyNotAt says why the lord to move can do nothing at place p now, with
// the rule that says so; nil where a legal move names p (it may be a later
// place of the move: a region to build in). It reads only what the
// mover's view shows, so a board asks it on that view.
func (s *State) WhyNotAt(p rules.Place) *rules.IllegalMove {
	l := s.mover()
	if l < 0 {
		return nil
	}
	var buf [64]rules.Move
	for _, m := range s.Legal(buf[:0]) {
		if slices.Contains(s.MovePlaces(m), p) {
			return nil
		}
	}
	reason, rule := s.whyNotAt(l, p)
	if reason == "" {
		reason, rule = s.asksFirst(), phaseRule[s.Phase]
	}
	return &rules.IllegalMove{Move: string(p), Reason: reason, Rule: rule}
}

// whyNotAt is the reason for a place in the decision under way ("" to
// say what the decision asks instead).
func (s *State) whyNotAt(l int8, p rules.Place) (reason, rule string) {
	name := string(p)
	switch s.Phase {
	case phPlace:
		return s.whyNotPlace(l, p)
	case phRaise:
		if id, ok := s.fighterAt(p); ok {
			if !s.onDisplay(id) {
				return "raise a fighter of the display (the fighters for hire), or pass", "raise"
			}
			if _, can := s.cost(l, id); can {
				return "", "" // its slot: the fighter itself is raised
			}
			f := fighters[id]
			return fmt.Sprintf("you cannot pay for %s: it costs %s, and gold stands in for a missing resource", s.fighterName(id), costText(f.Cost)), "raise"
		}
		if p == "build" || p == "gold" || strings.HasPrefix(name, "gather:") || strings.HasPrefix(name, "combat:") {
			return "your minion for this turn is placed: raise a fighter from the display, or pass", "raise"
		}
	case phCardAtt, phCardDef:
		for c, cp := range cardPlaces {
			if cp == p {
				return fmt.Sprintf("your %s card is played: played cards come back when all five are used, or with the refresh space", cardCode(c)), "combat-cards"
			}
		}
	case phOrder:
		for o, lp := range lordPlaces {
			if lp == p && o < int(s.Lords) {
				if s.isAI(int8(o)) {
					return "the AI deck always goes last", "turn-order"
				}
				return s.who(int8(o)) + " has a place in the order already", "turn-order"
			}
		}
	case phCasualty:
		if _, ok := s.fighterAt(p); ok {
			return "the 0 card takes one of the fighters that fought and won", "combat-cards"
		}
	case phResurrect:
		if _, ok := s.fighterAt(p); ok {
			return "bring back a fighter from your own graveyard (the lower row of your hand)", "resurrection"
		}
	}
	return "", ""
}

// whyNotPlace explains a place while the lord places a minion.
func (s *State) whyNotPlace(l int8, p rules.Place) (reason, rule string) {
	name := string(p)
	for r := range Regions {
		switch p {
		case gatherPlaces[r]:
			if s.Top[r] == none {
				return fmt.Sprintf("there is no structure in %s to gather from yet", regions[r].Name), "gather"
			}
			return fmt.Sprintf("the resource spaces of %s are taken this round", regions[r].Name), "gather"
		case combatPlaces[r]:
			return s.whyNoBattle(l, r)
		case wherePlaces[r]:
			return s.whyNoBuildIn(l, r)
		}
	}
	for pos := range Positions {
		if p == posPlaces[pos] {
			switch {
			case s.Ctrl[citadel] == l:
				return "you hold the citadel already", "citadel"
			case s.Hand[l] == 0:
				return "you need a fighter in hand to attack: raise one at the end of a turn", "combat"
			}
			return "each flank of the citadel takes one attack a round; the front gate takes any number", "citadel"
		}
	}
	switch {
	case p == wherePlaces[citadel]:
		return "attack the citadel from one of its positions: the left flank, the right flank or the front gate", "citadel"
	case p == "build" || strings.HasPrefix(name, "row:") || p == "stack":
		return s.whyNoBuild(l, p)
	case p == "refresh":
		if s.Refresh[l] {
			return "your refresh space already holds a minion this round", "refresh"
		}
		return "all your combat cards are in your hand already", "refresh"
	case strings.HasPrefix(name, "display:") || strings.HasPrefix(name, "f:"):
		return "raise a fighter at the end of your turn, once your minion is placed", "raise"
	case strings.HasPrefix(name, "card:"):
		return "combat cards are laid in a battle, after its fighters are sent", "combat-cards"
	case strings.HasPrefix(name, "lord:"):
		return "the order is set between rounds, by the lord with the fewest VP", "turn-order"
	case p == "button:pass":
		return "Pass is for raising no fighter at the end of your turn; place a minion first", "raise"
	}
	return "", ""
}

// whyNoBattle explains a battle space the lord cannot use.
func (s *State) whyNoBattle(l int8, r int) (string, string) {
	switch o := s.Ctrl[r]; {
	case o == none:
		return fmt.Sprintf("nobody holds %s: build there to claim it", regions[r].Name), "combat"
	case o == l:
		return fmt.Sprintf("%s is yours: attack a region another lord holds", regions[r].Name), "combat"
	case s.Hand[l] == 0:
		return "you need a fighter in hand to attack: raise one at the end of a turn", "combat"
	}
	return fmt.Sprintf("the battle spaces of %s are taken this round", regions[r].Name), "combat"
}

// whyNoBuild explains the build space, the row or the stack.
func (s *State) whyNoBuild(l int8, p rules.Place) (string, string) {
	if p == "stack" {
		return "the stack lies face down: build one of the four structures face up", "build"
	}
	gold := int(s.Res[l][Gold])
	for i, rp := range rowPlaces {
		if rp == p {
			if s.Row[i] == none {
				return "no structure lies there", "build"
			}
			t := tiles[s.Row[i]]
			return fmt.Sprintf("%s costs %d gold; you have %d", t.Name, t.CostG, gold), "build"
		}
	}
	cheapest := -1
	for _, t := range s.Row {
		if t != none && (cheapest < 0 || tiles[t].CostG < cheapest) {
			cheapest = tiles[t].CostG
		}
	}
	if cheapest > gold {
		return fmt.Sprintf("the cheapest structure face up costs %d gold; you have %d (the gold space gives %d)", cheapest, gold, goldSpace), "build"
	}
	return "every region is another lord's: you build only on open ground or your own", "build"
}

// whyNoBuildIn explains a region the lord cannot build in.
func (s *State) whyNoBuildIn(l int8, r int) (string, string) {
	if o := s.Ctrl[r]; o != none && o != l {
		return fmt.Sprintf("%s is %s's: build on open ground or your own regions, or attack it from its battle space", regions[r].Name, s.who(o)), "build"
	}
	return s.whyNoBuild(l, "build")
}

// fighterAt is the fighter place p names, directly or by its display slot.
func (s *State) fighterAt(p rules.Place) (int, bool) {
	for id, fp := range fighterPlaces {
		if fp == p {
			return id, true
		}
	}
	for i, sp := range slotPlaces {
		if sp == p && s.Display[i] != none {
			return int(s.Display[i]), true
		}
	}
	return 0, false
}

// asksFirst says, in a person's words, what the decision under way asks
// before anything else can be done.
func (s *State) asksFirst() string {
	switch s.Phase {
	case phPlace:
		return "place a minion on one of the lit worker spaces"
	case phDefend:
		return "first choose the defenders of " + placeName(int(s.Todo[0].Where)) + ": click it"
	case phWild:
		return "first choose what your special ingredient becomes: one of the four kinds in your tray"
	case phResurrect:
		return "first bring a fighter back from your graveyard (the lower row of your tray)"
	case phCardAtt, phCardDef:
		return "first lay one of your combat cards (in your tray)"
	case phCasualty:
		return "first choose the fighter the 0 card costs you"
	case phRaise:
		return "raise a fighter of the display, or pass"
	case phOrder:
		return "first choose who goes next in the coming round"
	}
	return phaseAsk[s.Phase]
}
