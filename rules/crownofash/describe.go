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
			return fmt.Sprintf("%s: %s, attack %d, %s.", f.Name, resNames[f.Kind], f.Attack, tier)
		}
	case strings.HasPrefix(name, "row:"):
		if i := int(name[4] - '1'); i >= 0 && i < RowSize && s.Row[i] != none {
			t := tiles[s.Row[i]]
			return fmt.Sprintf("%s: costs %d gold, %d VP a round, yields %s, tax %s.", t.Name, t.CostG, t.VP, yieldText(t), itemList(t.Tax))
		}
	case strings.HasPrefix(name, "display:"):
		if i := int(name[8] - '1'); i >= 0 && i < DisplaySlots && s.Display[i] != none {
			return s.DescribePlace(fighterPlaces[s.Display[i]])
		}
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
			holder = s.who(s.Ctrl[citadel]) + fmt.Sprintf(" with %s (strength %d)", groupName(s.Def[citadel]), Strength(s.Def[citadel]))
		}
		return fmt.Sprintf("The citadel, held by %s; its holder scores %d VP this round.", holder, s.citadelVP())
	}
	if s.Top[w] == none {
		return regions[w].Name + ": open ground; anyone may build here."
	}
	t := tiles[s.Top[w]]
	return fmt.Sprintf("%s: %s of %s, %d VP a round (with %d tiles under it), yields %s; defended by %s (strength %d).",
		regions[w].Name, t.Name, s.who(s.Ctrl[w]), t.VP+popcount(uint64(s.Built[w]))-1, popcount(uint64(s.Built[w]))-1,
		yieldText(t), groupName(s.Def[w]), Strength(s.Def[w]))
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
		return fmt.Sprintf("Attack %s with %s", regions[a%Regions].Name, groupName(g))
	case mvStorm:
		return fmt.Sprintf("Attack the citadel's %s with %s", positions[a%Positions].Name, groupName(g))
	case mvCard:
		return "Lay the " + cardCode(a) + " card"
	case mvDefend:
		return "Defend with " + groupName(g)
	case mvTake:
		return "Take " + resNames[a%Kinds]
	case mvResurrect:
		return "Bring back " + fighters[a%NumFighters].Name
	case mvCasualty:
		return "Lose " + fighters[a%NumFighters].Name
	case mvRaise:
		return "Raise " + fighters[a%NumFighters].Name
	case mvFirst:
		return "Put " + rules.SeatRef(rules.Seat(a)) + " next"
	}
	return strings.ToUpper(s.FormatMove(m)[:1]) + s.FormatMove(m)[1:]
}
