package burnttoashes

import "embers/rules"

// The places of Burnt to Ashes (docs/rules/burnttoashes.md, "Places"):
// provinces by path and position ("a1" is the northern path's entry, "d6"
// the western hinterland), the four dragon tile spaces ("space:a"), the
// three face-up followers ("display:1"), the follower deck ("followers"),
// the dragon with its hit markers ("dragon"), the combat deck ("combat"),
// the gold discard pile ("discard"), the mover's gold and followers
// ("hand:gold", "hand:followers"), the offerings ("offering") and buttons.
var (
	provPlace  [Provinces]rules.Place
	spacePlace [Paths]rules.Place
	dispPlace  [displaySize]rules.Place
	places     rules.PlaceBook[int]
)

const (
	plFollowers rules.Place = "followers"
	plDragon    rules.Place = "dragon"
	plCombat    rules.Place = "combat"
	plDiscard   rules.Place = "discard"
	plGold      rules.Place = "hand:gold"
	plHandF     rules.Place = "hand:followers"
	plOffering  rules.Place = "offering"
	plPass      rules.Place = "button:pass"
	plStand     rules.Place = "button:stand"
	plEnd       rules.Place = "button:end"
	plDraw      rules.Place = "button:draw"
	plPowerB    rules.Place = "button:power"
	plStop      rules.Place = "button:stop"
	plOn        rules.Place = "button:on"
	plCrown     rules.Place = "button:crown"
)

func init() {
	for p := range Provinces {
		path, pos := pathOf(p)
		provPlace[p] = rules.Place(pathID[path] + string(rune('1'+pos)))
		places.Add(provPlace[p], p)
	}
	for i := range Paths {
		spacePlace[i] = rules.Place("space:" + pathID[i])
		places.Add(spacePlace[i], Provinces+i)
	}
	for i := range displaySize {
		dispPlace[i] = rules.Place("display:" + string(rune('1'+i)))
		places.Add(dispPlace[i], 100+i)
	}
	for i, p := range []rules.Place{plFollowers, plDragon, plCombat, plDiscard, plGold, plHandF, plOffering,
		plPass, plStand, plEnd, plDraw, plPowerB, plStop, plOn, plCrown} {
		places.Add(p, 200+i)
	}
}

// Places lists every place of the game; they do not change during play.
func (s *State) Places(dst []rules.Place) []rules.Place { return append(dst[:0], places.List()...) }

// ParsePlace reads a place name back: a province's index, or false.
func ParseProvince(name string) (int, bool) {
	v, ok := places.Read(rules.Place(name))
	return v, ok && v < Provinces
}

func pp(p int) rules.Place { return provPlace[p] }

// MovePlaces names what a legal move touches, in the order a person
// points: a province, a dragon space, a face-up follower, a card in hand,
// or a button.
func (s *State) MovePlaces(m rules.Move) []rules.Place {
	kind, a, b, _ := split(m)
	switch kind {
	case mvClaim, mvStartKnight, mvLook, mvUnmark, mvBuy, mvPlace, mvDecoy, mvTraderBuy, mvTraderLook, mvTraitor, mvOrder:
		if a < Provinces {
			return rules.OnePlace(provPlace[:], a)
		}
	case mvHermit:
		if a < Provinces && b < Provinces {
			return []rules.Place{pp(a), pp(b)}
		}
	case mvMerchant: // from the hand first: a province alone means a buy or a look
		if a < Provinces && b < Provinces {
			return []rules.Place{plHandF, pp(a), pp(b)}
		}
	case mvLayout:
		var out []rules.Place
		for i := range Paths {
			if a&(1<<i) != 0 {
				out = append(out, spacePlace[i])
			}
		}
		if len(out) > 0 {
			return out
		}
		return spacePlace[:]
	case mvPawn:
		if a < Paths {
			return rules.OnePlace(spacePlace[:], a)
		}
	case mvPick, mvDiscardF:
		if a < displaySize {
			return rules.OnePlace(dispPlace[:], a)
		}
		return []rules.Place{plFollowers}
	case mvAgitator:
		if b < displaySize {
			return []rules.Place{plHandF, dispPlace[b]}
		}
	case mvOffer, mvFarmer:
		return []rules.Place{plGold, plOffering}
	case mvLender:
		return []rules.Place{plHandF, plDiscard}
	case mvCard:
		return []rules.Place{plCombat}
	}
	if p, ok := buttonPlace[kind]; ok {
		return []rules.Place{p}
	}
	return []rules.Place{plHandF}
}

var buttonPlace = map[int]rules.Place{mvPass: plPass, mvStand: plStand, mvEnd: plEnd, mvDraw: plDraw, mvPower: plPowerB,
	mvStop: plStop, mvOn: plOn, mvCrown: plCrown}
