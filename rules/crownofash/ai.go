package crownofash

import (
	"fmt"
	"strings"

	"embers/rules"
)

// The AI deck: a rival lord whose turns the rules play (rulebook, "Solo
// Mode and AI Players"). Its region die and its action card are chance;
// what it then does follows the card, left to right.

const (
	aiGather = iota
	aiAttack
	aiCitadel
	aiBuild
)

// aiAction turns over action card c and plays the AI deck's turn in the
// region its die named.
func (s *State) aiAction(c int, r *rules.Recorder) {
	s.AIActs &^= 1 << c
	if s.AIActs == 0 { // all five used: shuffled again
		s.AIActs = 1<<NumActions - 1
	}
	s.AIAction = int8(c)
	reg := int(s.AIRegion)
	list := s.aiList(c, reg)
	if r != nil {
		turned := ActionTurned{Card: int8(c), Head: "The AI deck turns over " + actionCards[c].Name, Why: s.aiWhy(list, reg)}
		r.Add(EvAIAction, "ai-turn", rules.NoSeat, say("%s: %s", turned.Head, turned.Why), turned)
		r.Reveal()
	}
	for _, name := range list {
		if s.aiTry(aiActionIndex(name), reg, r) {
			return
		}
	}
	s.aiClosest(reg, r)
}

// aiList is the actions card c tries, in order, in region reg: the
// "player" line when another lord holds the region, else the "own" line.
func (s *State) aiList(c, reg int) []string {
	if o := s.Ctrl[reg]; o != none && o != s.AI {
		return actionCards[c].Player
	}
	return actionCards[c].Own
}

// aiVerbs are the actions as the AI deck's line of why says them.
var aiVerbs = map[string]string{"gather": "gathers there", "attack": "attacks it", "citadel": "storms the citadel", "build": "builds there"}

// aiWhy is the one line of why of an action card: whose region the die
// named and what the card tries there, in order.
func (s *State) aiWhy(list []string, reg int) string {
	held := "nobody's"
	switch o := s.Ctrl[reg]; {
	case o == s.AI:
		held = "its own"
	case o >= 0:
		held = s.who(o) + "'s"
	}
	what := make([]string, len(list))
	for i, name := range list {
		what[i] = aiVerbs[name]
	}
	return fmt.Sprintf("in %s (%s) it %s", regions[reg].Name, held, strings.Join(what, ", or else "))
}

// aiTry does one action of a card if it can be done; false otherwise.
func (s *State) aiTry(act, reg int, r *rules.Recorder) bool {
	ai := s.AI
	switch act {
	case aiGather:
		if s.Top[reg] == none || s.freeGather(reg) < 0 {
			return false
		}
		s.Minions[ai]--
		s.gather(ai, reg, r)
		s.advance(r)
	case aiAttack:
		if o := s.Ctrl[reg]; o == none || o == ai || s.freeCombat(reg) < 0 || s.Hand[ai] == 0 {
			return false
		}
		s.attack(ai, int8(reg), none, strongest(s.Hand[ai], 2), r)
	case aiCitadel:
		if s.Ctrl[citadel] == ai || s.Hand[ai] == 0 {
			return false
		}
		pos := 0
		for !s.positionOpen(pos) {
			pos++
		}
		s.attack(ai, citadel, int8(pos), strongest(s.Hand[ai], 3), r)
	case aiBuild:
		t := s.rightmostTile()
		if o := s.Ctrl[reg]; (o != none && o != ai) || t < 0 {
			return false
		}
		s.Minions[ai]--
		s.build(ai, t, reg, r)
		s.advance(r)
	}
	return true
}

func (s *State) rightmostTile() int {
	for i := RowSize - 1; i >= 0; i-- {
		if s.Row[i] != none {
			return int(s.Row[i])
		}
	}
	return none
}

// aiClosest is the AI deck's fall-back: the first vacant resource space
// from its region clockwise, else the gold space; then it raises a fighter.
func (s *State) aiClosest(reg int, r *rules.Recorder) {
	ai := s.AI
	s.Minions[ai]--
	found := false
	for i := range Regions {
		at := (reg + i) % Regions
		if s.Top[at] != none && s.freeGather(at) >= 0 {
			s.gather(ai, at, r)
			found = true
			break
		}
	}
	if !found {
		s.GoldN[ai]++
		s.gain(ai, Gold, goldSpace, srcGather, r)
		if r != nil {
			r.Add(EvGold, "ai-actions", lord(ai), say("The AI deck takes the gold space: %d VP", goldSpace), GoldTaken{Lord: ai, Gold: goldSpace})
		}
	}
	s.aiRaise(r)
	s.advance(r)
}

// aiRaise takes, free, the right-most displayed fighter of the tier the
// Fighter track shows (else of the nearest tier, as the decks refill);
// the track's cube moves down, back to the top after the last square.
func (s *State) aiRaise(r *rules.Recorder) {
	tier := fighterTrk[s.Track] - 1
	s.Track = int8((int(s.Track) + 1) % len(fighterTrk))
	for _, t := range fallBack[tier] {
		for slot := DisplaySlots - 1; slot >= 0; slot-- {
			if id := s.Display[slot]; id != none && fighters[id].Tier-1 == t {
				s.takeFromDisplay(s.AI, int(id))
				if r != nil {
					r.Add(EvRaise, "ai-actions", lord(s.AI), say("The AI deck raises %s (attack %d)", s.fighterName(int(id)), fighters[id].Attack), Raised{Lord: s.AI, Fighter: int(id)})
				}
				return
			}
		}
	}
}
