package crownofash

import (
	"strings"

	"embers/rules"
)

// Places (docs/rules/crownofash.md, "Places"): the regions r1-r6 and the
// citadel; each region's gather and combat spaces (gather:r3, combat:r3);
// the citadel's positions (citadel:left, citadel:right, citadel:front);
// the gold and build spaces; the structure row row:1-row:4; the fighter
// display display:1-display:6; each fighter by its code (f:bo3); each
// combat card in the mover's hand (card:0, card:1, card:3, card:4,
// card:die); the basic resources (res:bone ...); each lord (lord:1-lord:4,
// for the order); the mover's refresh space; the dice and the AI deck's
// cards (die, ai:die, ai:actions, ai:cards); the pass button.
var book rules.PlaceBook[Spot]

var (
	wherePlaces   [Regions + 1]rules.Place
	gatherPlaces  [Regions]rules.Place
	combatPlaces  [Regions]rules.Place
	posPlaces     [Positions]rules.Place
	fighterPlaces [NumFighters]rules.Place
	cardPlaces    [NumCards]rules.Place
	rowPlaces     [RowSize]rules.Place
	slotPlaces    [DisplaySlots]rules.Place
	resPlaces     [Kinds]rules.Place
	lordPlaces    [MaxLords]rules.Place
)

func init() {
	add := func(dst *rules.Place, name string, kind SpotKind, i int) {
		*dst = rules.Place(name)
		book.Add(*dst, Spot{Kind: kind, Index: i})
	}
	for r := range Regions {
		add(&wherePlaces[r], regions[r].Short, WhereSpot, r)
		add(&gatherPlaces[r], "gather:"+regions[r].Short, GatherSpot, r)
		add(&combatPlaces[r], "combat:"+regions[r].Short, CombatSpot, r)
	}
	add(&wherePlaces[citadel], "citadel", WhereSpot, citadel)
	for p := range Positions {
		add(&posPlaces[p], "citadel:"+positions[p].Short, PositionSpot, p)
	}
	for id := range NumFighters {
		add(&fighterPlaces[id], "f:"+fighters[id].Code, FighterSpot, id)
	}
	for c := range NumCards {
		add(&cardPlaces[c], "card:"+cardCodes[c], CardSpot, c)
	}
	for i := range RowSize {
		add(&rowPlaces[i], "row:"+string(rune('1'+i)), RowSpot, i)
	}
	for i := range DisplaySlots {
		add(&slotPlaces[i], "display:"+string(rune('1'+i)), SlotSpot, i)
	}
	for k := range Kinds {
		add(&resPlaces[k], "res:"+resNames[k], ResSpot, k)
	}
	for l := range MaxLords {
		add(&lordPlaces[l], "lord:"+strings.ToLower(lordNames[l]), LordSpot, l)
	}
	for _, p := range []string{"gold", "build", "refresh", "die", "ai:die", "ai:actions", "ai:cards", "button:pass", "stack"} {
		var x rules.Place
		add(&x, p, OneSpot, 0)
	}
}

// eventPlaces names the places an event's payload touches (the
// recorder's Places): the log points at them, the board marks them.
func eventPlaces(data any) []rules.Place {
	switch d := data.(type) {
	case GoldTaken:
		return []rules.Place{GoldPlace}
	case Gathered:
		return rules.OnePlace(wherePlaces[:], int(d.Region))
	case Taxed:
		return rules.OnePlace(wherePlaces[:], int(d.Region))
	case Built:
		return rules.OnePlace(wherePlaces[:], int(d.Region))
	case Defended:
		return rules.OnePlace(wherePlaces[:], int(d.Where))
	case Attacked:
		return rules.OnePlace(wherePlaces[:], int(d.Where))
	case Lost:
		return rules.OnePlace(wherePlaces[:], int(d.Where))
	case Raised:
		return rules.OnePlace(fighterPlaces[:], d.Fighter)
	case Rolled:
		return []rules.Place{DiePlace}
	case RegionNamed:
		return []rules.Place{AIDiePlace}
	case Won:
		return rules.OnePlace(wherePlaces[:], int(d.Where))
	case ActionTurned:
		return []rules.Place{AIActionsPlace}
	}
	return nil
}

func (s *State) Places(dst []rules.Place) []rules.Place { return append(dst[:0], book.List()...) }

// MovePlaces names what a move touches, in the order a person points:
// the space, then the tile or the fighters.
func (s *State) MovePlaces(m rules.Move) []rules.Place {
	kind, a, b, g := unpack(m)
	switch kind {
	case mvGold:
		return []rules.Place{"gold"}
	case mvRefresh:
		return []rules.Place{"refresh"}
	case mvPass:
		return []rules.Place{"button:pass"}
	case mvGather:
		return []rules.Place{gatherPlaces[a%Regions]}
	case mvBuild:
		return []rules.Place{"build", s.rowPlace(a), wherePlaces[b%Regions]}
	case mvBattle:
		return append([]rules.Place{combatPlaces[a%Regions]}, groupPlaces(g)...)
	case mvStorm:
		return append([]rules.Place{posPlaces[a%Positions]}, groupPlaces(g)...)
	case mvDefend:
		if len(s.Todo) > 0 && s.TodoN > 0 {
			return append([]rules.Place{wherePlaces[s.Todo[0].Where]}, groupPlaces(g)...)
		}
	case mvCard:
		return []rules.Place{cardPlaces[a%NumCards]}
	case mvTake:
		return []rules.Place{resPlaces[a%Kinds]}
	case mvResurrect, mvCasualty, mvRaise:
		return []rules.Place{fighterPlaces[a%NumFighters]}
	case mvFirst, mvDecider:
		return []rules.Place{lordPlaces[a%MaxLords]}
	case mvDie:
		return []rules.Place{"die"}
	case mvRegion:
		return []rules.Place{"ai:die"}
	case mvAction:
		return []rules.Place{"ai:actions"}
	case mvAICard:
		return []rules.Place{"ai:cards"}
	}
	return []rules.Place{"button:pass"}
}

func (s *State) rowPlace(t int) rules.Place {
	for i, x := range s.Row {
		if int(x) == t {
			return rowPlaces[i]
		}
	}
	return "stack"
}

func groupPlaces(g uint64) []rules.Place {
	var out []rules.Place
	for p := g; p != 0; p &= p - 1 {
		out = append(out, fighterPlaces[lowBit(p)%NumFighters])
	}
	return out
}
