package crownofash

import (
	"fmt"

	"embers/rules"
)

// phaseMoves are the kinds of move each phase takes.
var phaseMoves = [numPhases]uint32{
	phPlace:     1<<mvGold | 1<<mvGather | 1<<mvBuild | 1<<mvBattle | 1<<mvStorm | 1<<mvRefresh,
	phDefend:    1 << mvDefend,
	phWild:      1 << mvTake,
	phResurrect: 1 << mvResurrect,
	phCardAtt:   1 << mvCard,
	phCardDef:   1 << mvCard,
	phAICard:    1 << mvAICard,
	phDieAtt:    1 << mvDie,
	phDieDef:    1 << mvDie,
	phCasualty:  1 << mvCasualty,
	phRaise:     1<<mvRaise | 1<<mvPass,
	phAIRegion:  1 << mvRegion,
	phAIAction:  1 << mvAction,
	phDecider:   1 << mvDecider,
	phOrder:     1 << mvFirst,
}

// phaseAsk says what each phase waits for, for a move of the wrong kind.
var phaseAsk = [numPhases]string{
	phPlace:     "place a minion: gold, gather, build, battle, storm or refresh",
	phDefend:    "choose the region's defenders (defend ... or defend none)",
	phWild:      "choose what the special ingredient becomes (take bone, ash, blood or sulphur)",
	phResurrect: "choose a fighter to take back from the graveyard (resurrect ...)",
	phCardAtt:   "lay a combat card face down (card 0, 1, 3, 4 or die)",
	phCardDef:   "lay a combat card face down (card 0, 1, 3, 4 or die)",
	phAICard:    "the AI deck's combat card is turned over (aicard ...)",
	phDieAtt:    "the attacker's die is rolled (die 1-6)",
	phDieDef:    "the defender's die is rolled (die 1-6)",
	phCasualty:  "choose the fighter the 0 card takes (casualty ...)",
	phRaise:     "raise a fighter from the display, or pass",
	phAIRegion:  "the AI deck's region die is rolled (region 1-6)",
	phAIAction:  "the AI deck's action card is turned over (action 1-5)",
	phDecider:   "the tied players roll for who sets the order (decider ...)",
	phOrder:     "choose who goes next in the coming round (first ...)",
}

var phaseRule = [numPhases]string{
	phPlace: "turn", phDefend: "amend", phWild: "ingredients", phResurrect: "resurrection",
	phCardAtt: "combat-cards", phCardDef: "combat-cards", phAICard: "ai-combat", phDieAtt: "combat-cards",
	phDieDef: "combat-cards", phCasualty: "combat-cards", phRaise: "raise", phAIRegion: "ai-turn",
	phAIAction: "ai-turn", phDecider: "turn-order", phOrder: "turn-order", phOver: "end",
}

// whyNot explains a refused move of the right kind in a small phase.
func (s *State) whyNot(kind, a int) string {
	switch kind {
	case mvCard:
		return "that combat card is not in your hand (played cards come back when all five are used, or by a refresh)"
	case mvResurrect:
		return "that fighter is not in your graveyard"
	case mvCasualty:
		return "the casualty must be one of your fighters that fought in this battle"
	case mvRaise:
		if a >= 0 && a < NumFighters && !s.onDisplay(a) {
			return "that fighter is not on the display"
		}
		return "you cannot pay for that fighter (its resources, gold standing in for any of them)"
	case mvFirst:
		return "choose a player not yet placed in the order"
	case mvTake:
		return "a special ingredient becomes bone, ash, blood or sulphur"
	}
	return "that outcome cannot happen here"
}

func (s *State) onDisplay(id int) bool {
	for _, d := range s.Display {
		if int(d) == id {
			return true
		}
	}
	return false
}

// refuseRich checks a placement or a choice of defenders directly, as
// their groups of fighters make too many moves to list.
func (s *State) refuseRich(m rules.Move, kind, a, b int, g uint64, no func(string, string) *rules.IllegalMove) *rules.IllegalMove {
	l := s.current()
	if (kind == mvGold || kind == mvRefresh) && (a != 0 || b != 0 || g != 0) || kind == mvGather && (b != 0 || g != 0) {
		return no("this move is not written in Crown of Ash's form", "notation")
	}
	switch kind {
	case mvDefend:
		t := s.Todo[0]
		pool := s.Hand[t.Lord] | s.Def[t.Where]
		if g&^pool != 0 || popcount(g) > 2 || a != 0 || b != 0 {
			return no("defenders come from your hand or the region's defenders, two at most", "amend")
		}
	case mvBuild:
		switch {
		case a >= NumTiles || !s.inRow(a):
			return no("that structure is not among the four face up", "build")
		case b >= Regions:
			return no("build in one of the six regions (r1-r6)", "build")
		case s.Ctrl[b] != none && s.Ctrl[b] != l:
			return no(fmt.Sprintf("%s is controlled by another lord: you may not build there", regions[b].Name), "build")
		case tiles[a].CostG > int(s.Res[l][Gold]):
			return no(fmt.Sprintf("%s costs %d gold; you have %d", tiles[a].Name, tiles[a].CostG, s.Res[l][Gold]), "build")
		case g != 0:
			return no("this move is not written in Crown of Ash's form", "notation")
		}
	case mvBattle, mvStorm:
		return s.refuseAttack(kind, a, b, g, no)
	case mvGather:
		if a >= Regions || s.Top[a] == none {
			return no("there is no structure to gather from there", "gather")
		}
		if s.freeGather(a) < 0 {
			return no("every resource space of that region is taken this round", "gather")
		}
	case mvRefresh:
		if s.Refresh[l] {
			return no("your refresh space already holds a minion this round", "refresh")
		}
		if s.Cards[l].DiscN == 0 {
			return no("all your combat cards are in your hand already", "refresh")
		}
	}
	return nil
}

func (s *State) refuseAttack(kind, a, b int, g uint64, no func(string, string) *rules.IllegalMove) *rules.IllegalMove {
	l := s.current()
	most := 2
	if kind == mvStorm {
		most = 3
	}
	switch {
	case b != 0:
		return no("this move is not written in Crown of Ash's form", "notation")
	case s.Hand[l] == 0:
		return no("you need a fighter in hand to start a battle", "combat")
	case g == 0 || g&^s.Hand[l] != 0 || popcount(g) > most:
		return no(fmt.Sprintf("attack with 1 to %d fighters from your hand", most), "combat")
	case kind == mvBattle && a >= Regions:
		return no("battle in one of the six regions (r1-r6)", "combat")
	case kind == mvBattle && (s.Ctrl[a] == none || s.Ctrl[a] == l):
		return no("you can only attack a region another lord controls", "combat")
	case kind == mvBattle && s.freeCombat(a) < 0:
		return no("the combat spaces of that region are taken this round", "combat")
	case kind == mvStorm && a >= Positions:
		return no("attack the citadel from the left, the right or the front", "citadel")
	case kind == mvStorm && s.Ctrl[citadel] == l:
		return no("you hold the citadel already", "citadel")
	case kind == mvStorm && !s.positionOpen(a):
		return no("each flank of the citadel can be attacked once a round", "citadel")
	}
	return nil
}

func (s *State) inRow(t int) bool {
	for _, r := range s.Row {
		if int(r) == t {
			return true
		}
	}
	return false
}
