package crownofash

import (
	"fmt"
	"strings"

	"embers/rules"
)

var _ rules.Describer = (*State)(nil)

// DescribePlace says what a place holds and does now, from what the state
// shows (a view tells no more than the seat may see).
func (s *State) DescribePlace(p rules.Place) string {
	if seat, part, ok := rules.ReadSupplyPlace(p); ok {
		return s.describeSupply(seat, part)
	}
	name := string(p)
	for w, wp := range wherePlaces {
		if wp == p {
			return s.describeWhere(w)
		}
	}
	switch {
	case strings.HasPrefix(name, "f:"):
		if id := FighterByCode(name[2:]); id >= 0 {
			f := fighters[id]
			tier := "a starting fighter (0 for the Fate card)"
			if f.Tier > 0 {
				tier = fmt.Sprintf("tier %d, costs %s", f.Tier, costText(f.Cost))
			}
			return fmt.Sprintf("%s: %s, attack %d, %s.", s.fighterName(id), resNames[f.Kind], f.Attack, tier)
		}
	case strings.HasPrefix(name, "row:"):
		if i := int(name[4] - '1'); i >= 0 && i < RowSize && s.Row[i] != none {
			t := tiles[s.Row[i]]
			return fmt.Sprintf("%s: costs %d gold, %d VP a round, yields %s, tax %s.", t.Name, t.CostG, t.VP, yieldCount(t), itemCount(t.Tax))
		}
	case strings.HasPrefix(name, "display:"):
		if i := int(name[8] - '1'); i >= 0 && i < DisplaySlots && s.Display[i] != none {
			return s.DescribePlace(fighterPlaces[s.Display[i]])
		}
	case strings.HasPrefix(name, "gather:"), strings.HasPrefix(name, "combat:"):
		for r := range Regions {
			switch p {
			case gatherPlaces[r]:
				return s.describeGather(r)
			case combatPlaces[r]:
				return s.describeBattle(r)
			}
		}
	case strings.HasPrefix(name, "card:"):
		for c, cp := range cardPlaces {
			if cp == p {
				return describeCard(combatCards[c])
			}
		}
	case strings.HasPrefix(name, "lord:"):
		for l, lp := range lordPlaces {
			if lp == p && l < int(s.Lords) {
				return s.describeLord(int8(l))
			}
		}
	case p == "refresh":
		return "The refresh space: once a round, a minion here takes back every combat card you have played."
	case p == "gold":
		return fmt.Sprintf("The gold space: %d gold a minion, open to any number.", goldSpace)
	case p == "build":
		return "The build space: buy one of the four structures face up, open to any number."
	case p == "citadel:left", p == "citadel:right", p == "citadel:front":
		for i, pp := range posPlaces {
			if pp == p {
				once := "any number of attacks a round"
				if positions[i].Once {
					once = "one attack a round"
				}
				return fmt.Sprintf("The citadel's %s: %+d to the attacker, %s.", positions[i].Name, positions[i].Modifier, once)
			}
		}
	}
	return ""
}

func (s *State) describeWhere(w int) string {
	if w == citadel {
		holder := "the King (attack 5, no card)"
		if !s.King {
			holder = s.who(s.Ctrl[citadel]) + fmt.Sprintf(" with %s (strength %d)", s.groupName(s.Def[citadel]), Strength(s.Def[citadel]))
		}
		return fmt.Sprintf("The citadel, held by %s; its holder scores %d VP this round.", holder, s.citadelVP())
	}
	if s.Top[w] == none {
		return regions[w].Name + ": open ground; anyone may build here."
	}
	t := tiles[s.Top[w]]
	under := ""
	switch n := popcount(uint64(s.Built[w])) - 1; {
	case n == 1:
		under = " (with a tile under it)"
	case n > 1:
		under = fmt.Sprintf(" (with %d tiles under it)", n)
	}
	return fmt.Sprintf("%s: %s of %s, %d VP a round%s, yields %s; defended by %s (strength %d).",
		regions[w].Name, t.Name, s.who(s.Ctrl[w]), t.VP+popcount(uint64(s.Built[w]))-1, under,
		yieldCount(t), s.groupName(s.Def[w]), Strength(s.Def[w]))
}

func yieldText(t Tile) string {
	if t.Resurrect {
		return "a fighter back from the graveyard"
	}
	return itemList(t.Yield)
}

func costText(c [Kinds]int) string {
	var parts []string
	for k, n := range c {
		if n > 0 {
			parts = append(parts, fmt.Sprintf("%d %s", n, resNames[k]))
		}
	}
	return strings.Join(parts, " and ")
}

// DescribeMove labels a move for a chooser or a button.
func (s *State) DescribeMove(m rules.Move) string {
	kind, a, b, g := unpack(m)
	switch kind {
	case mvGold:
		return "Take gold"
	case mvRefresh:
		return "Take back the combat cards"
	case mvPass:
		return "Raise nothing"
	case mvGather:
		return "Gather in " + regions[a%Regions].Name
	case mvBuild:
		return fmt.Sprintf("Build %s in %s", tiles[a%NumTiles].Name, regions[b%Regions].Name)
	case mvBattle:
		return fmt.Sprintf("Attack %s with %s", regions[a%Regions].Name, s.groupName(g))
	case mvStorm:
		return fmt.Sprintf("Attack the citadel's %s with %s", positions[a%Positions].Name, s.groupName(g))
	case mvCard:
		return "Lay the " + cardCode(a) + " card"
	case mvDefend:
		return "Defend with " + s.groupName(g)
	case mvTake:
		return "Take " + resNames[a%Kinds]
	case mvResurrect:
		return "Bring back " + s.fighterName(a)
	case mvCasualty:
		return "Lose " + s.fighterName(a)
	case mvRaise:
		return "Raise " + s.fighterName(a)
	case mvFirst:
		return "Put " + rules.SeatRef(rules.Seat(a)) + " next"
	}
	return strings.ToUpper(s.FormatMove(m)[:1]) + s.FormatMove(m)[1:]
}

func (s *State) describeGather(r int) string {
	head := "A gather space of " + regions[r].Name
	if s.Top[r] == none {
		return head + ": nothing to gather until someone builds a structure here."
	}
	t := tiles[s.Top[r]]
	return fmt.Sprintf("%s: takes what %s yields (%s). At another lord's structure its lord takes a tax (%s); at your own there is none, and you may change its defenders (\"+ amend\"). The dashed space: three or four lords.",
		head, t.Name, yieldCount(t), itemCount(t.Tax))
}

func (s *State) describeBattle(r int) string {
	return fmt.Sprintf("A battle space of %s: attacks it, when another lord holds it, with 1 or 2 fighters from your hand against its defenders (strength %d); both sides lay a combat card, ties go to the defender. The dashed space: three or four lords.",
		regions[r].Name, Strength(s.Def[r]))
}

func (s *State) describeLord(l int8) string {
	for i := range s.Lords {
		if s.Order[i] == l {
			return fmt.Sprintf("%s goes %s this round, with %d of %d minions still to place.", s.who(l), ordinals[i], s.Minions[l], Minions)
		}
	}
	return ""
}

// yieldCount is what a structure yields, counted ("2 bone").
func yieldCount(t Tile) string {
	if t.Resurrect {
		return "a fighter back from the graveyard"
	}
	return itemCount(t.Yield)
}

// describeCard says what a combat card adds and pays.
func describeCard(c CombatCard) string {
	add := fmt.Sprintf("adds %d", c.Value)
	if c.Die {
		add = "adds the roll of a die (1 to 6)"
	}
	lose := "if it loses, " + itemCount(c.Lose)
	if c.Casualty {
		lose = "if it loses, the winner loses one of the fighters that fought"
	}
	return fmt.Sprintf("The %s card %s to your side. If it wins it pays %s; %s.", c.Code, add, itemCount(c.Win), lose)
}

// itemCount counts items by kind: "1 VP and 2 gold", "a special ingredient".
func itemCount(items []int) string {
	if len(items) == 0 {
		return "nothing"
	}
	var n [len(resNames)]int
	for _, it := range items {
		n[it]++
	}
	var parts []string
	for k, c := range n {
		switch {
		case c == 0:
		case k == itemWild:
			parts = append(parts, map[bool]string{true: "a special ingredient", false: fmt.Sprintf("%d special ingredients", c)}[c == 1])
		case k == itemVP:
			parts = append(parts, fmt.Sprintf("%d VP", c))
		default:
			parts = append(parts, fmt.Sprintf("%d %s", c, resNames[k]))
		}
	}
	if len(parts) == 1 {
		return parts[0]
	}
	return strings.Join(parts[:len(parts)-1], ", ") + " and " + parts[len(parts)-1]
}
