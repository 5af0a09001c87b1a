package crownofash

import (
	"fmt"
	"strings"

	"embers/rules"
)

// WhyMove says in one line what a move does here and what it is worth. It
// reads only what a seat's view holds (hands of fighters are public; the
// others' combat cards are not named).
func (s *State) WhyMove(m rules.Move) string {
	kind, a, b, g := unpack(m)
	l := s.mover()
	switch kind {
	case mvGold:
		return fmt.Sprintf("takes %d gold from the gold space (gold builds structures and stands in for any resource)", goldSpace)
	case mvGather:
		if a < Regions && s.Top[a] != none {
			return s.whyGather(l, a)
		}
	case mvBuild:
		if a < NumTiles && b < Regions {
			return s.whyBuild(l, a, b)
		}
	case mvBattle, mvStorm:
		return s.whyAttack(kind, a, g)
	case mvRefresh:
		return fmt.Sprintf("takes back the %d combat cards on the mat", s.Cards[max(l, 0)].DiscN)
	case mvCard:
		if a < NumCards {
			c := combatCards[a]
			return fmt.Sprintf("plays the %s card: wins %s, loses %s", c.Code, itemList(c.Win), loseText(c))
		}
	case mvDefend:
		return fmt.Sprintf("defends with %s: strength %d before cards", s.groupName(g), Strength(g))
	case mvTake:
		if a < Kinds && l >= 0 {
			return fmt.Sprintf("takes 1 %s (you have %d)", resNames[a], s.Res[l][a])
		}
	case mvRaise:
		if a < NumFighters {
			f := fighters[a]
			return fmt.Sprintf("raises %s: attack %d, %s, tier %d for the Fate card", s.fighterName(a), f.Attack, resNames[f.Kind], f.Tier)
		}
	case mvPass:
		return "raises nothing and keeps the resources"
	case mvResurrect, mvCasualty:
		if a < NumFighters {
			return fmt.Sprintf("%s %s (attack %d)", map[int]string{mvResurrect: "takes back", mvCasualty: "loses"}[kind], s.fighterName(a), fighters[a].Attack)
		}
	case mvFirst:
		return fmt.Sprintf("puts %s next in the coming round's order", s.who(int8(a)))
	}
	return "is decided by chance"
}

// mover is the lord to move, or none at chance or the end.
func (s *State) mover() int8 {
	if t := s.ToMove(); rules.IsSeat(t) {
		return int8(t)
	}
	return none
}

func (s *State) whyGather(l int8, reg int) string {
	t := tiles[s.Top[reg]]
	what := "a fighter back from the graveyard"
	if !t.Resurrect {
		what = itemList(t.Yield)
	}
	switch o := s.Ctrl[reg]; {
	case o == l:
		return fmt.Sprintf("gathers %s at your %s and lets you amend its defenders", what, t.Name)
	default:
		return fmt.Sprintf("gathers %s at %s; %s takes the owner's tax (%s)", what, t.Name, s.who(o), itemList(t.Tax))
	}
}

func (s *State) whyBuild(l int8, t, reg int) string {
	tile := tiles[t]
	if s.Ctrl[reg] == l {
		return fmt.Sprintf("stacks %s on your %s: it will score %d a round, and yields %s now", tile.Name, regions[reg].Name,
			tile.VP+popcount(uint64(s.Built[reg])), itemList(tile.Yield))
	}
	return fmt.Sprintf("claims %s with %s: %d VP a round, yields %s now", regions[reg].Name, tile.Name, tile.VP, itemList(tile.Yield))
}

func (s *State) whyAttack(kind, a int, g uint64) string {
	att, where, def := Strength(g), 0, 0
	switch {
	case kind == mvBattle && a < Regions:
		where, def = a, Strength(s.Def[a])
	case kind == mvStorm && a < Positions:
		where, att = citadel, att+positions[a].Modifier
		def = kingAttack
		if !s.King {
			def = Strength(s.Def[citadel])
		}
	default:
		return "attacks"
	}
	cards := " and a combat card"
	if where == citadel && s.King {
		cards = " (the King plays no card)"
	}
	return fmt.Sprintf("attacks %s: strength %d against %d%s; the defender wins ties", placeName(where), att, def, cards)
}

func itemList(items []int) string {
	if len(items) == 0 {
		return "nothing"
	}
	var parts []string
	for _, it := range items {
		parts = append(parts, resNames[it])
	}
	return strings.Join(parts, ", ")
}

func loseText(c CombatCard) string {
	if c.Casualty {
		return "and the winner loses a fighter"
	}
	return itemList(c.Lose)
}
