package fireaxe

import (
	"strconv"

	"embers/rules"
)

// Places: every space "sea:<id>", every port "port:<id>", the Wintering box
// "wintering", the wind dial "wind", the goods in demand "demand", the face-up
// sagas "saga:1".."saga:3", the decks "deck:sagas" and "deck:runes", the
// dice "dice", a rune kind in the mover's hand "rune:<id>", a kind of goods
// aboard "good:<name>", the crew aboard "crew", a seat "seat:<n>", and the
// buttons "button:end", "button:roll", "button:stop", "button:found",
// "button:keep".
var (
	plWinter    = WinteringPlace // placekind.go names the places of their own
	plWind      = WindPlace
	plDemand    = DemandPlace
	plSagaDeck  = SagaDeckPlace
	plRuneDeck  = RuneDeckPlace
	plDice      = DicePlace
	plCrew      = CrewPlace
	plEnd       = EndButton
	plRoll      = RollButton
	plStop      = StopButton
	plFound     = FoundButton
	plKeep      = KeepButton
	plSagas     = []rules.Place{"saga:1", "saga:2", "saga:3"}
	plSeats     = []rules.Place{"seat:0", "seat:1", "seat:2", "seat:3", "seat:4"}
	plGoods     = []rules.Place{"good:furs", "good:skins", "good:tusks"}
	plRunes     []rules.Place
	fixedPlaces []rules.Place
)

func init() {
	for _, r := range runes {
		plRunes = append(plRunes, rules.Place("rune:"+r.ID))
	}
	fixedPlaces = []rules.Place{plWinter, plWind, plDemand, plSagaDeck, plRuneDeck, plDice, plCrew, plEnd, plRoll, plStop, plFound, plKeep}
	fixedPlaces = append(fixedPlaces, plSagas...)
	fixedPlaces = append(fixedPlaces, plGoods...)
	fixedPlaces = append(fixedPlaces, plRunes...)
}

func nodePlaceName(n node) rules.Place {
	if n.port {
		return PortPlace(n.id)
	}
	return SeaPlace(n.id)
}

// Places lists every place of the game.
func (s *State) Places(dst []rules.Place) []rules.Place {
	dst = append(dst[:0], fixedPlaces...)
	dst = append(dst, s.b.places...)
	return append(dst, plSeats[:s.Players]...)
}

// nodePlace is the place of a node, or the Wintering box.
func (s *State) nodePlace(n int) []rules.Place {
	if n == inWinter {
		return []rules.Place{plWinter}
	}
	return rules.OnePlace(s.b.places, n)
}

func (s *State) herePlace() []rules.Place { return s.nodePlace(s.boat().At) }

func seatPlace(seat int) []rules.Place { return rules.OnePlace(plSeats, seat) }

// MovePlaces names what a move touches, in the order a person points.
func (s *State) MovePlaces(m rules.Move) []rules.Place {
	k, a, b, _ := unpack(m)
	switch k {
	case mvEnd:
		return []rules.Place{plEnd}
	case mvWinter:
		return []rules.Place{plWinter}
	case mvLoadCrew, mvLoseCrew:
		return []rules.Place{plCrew}
	case mvLoadGood, mvLoseGood:
		if a >= 0 && a < NumGoods {
			return rules.OnePlace(plGoods, a)
		}
	case mvLaunch, mvSail:
		if a >= 0 && a < len(s.b.places) {
			return rules.OnePlace(s.b.places, a)
		}
	case mvDraw:
		return []rules.Place{plRuneDeck}
	case mvPlay, mvDiscard:
		return s.runePlaces(k, a, b)
	case mvTrade:
		if a >= 0 && a < NumGoods {
			return []rules.Place{plGoods[a], s.herePlace()[0]}
		}
	case mvRaid, mvSettle:
		return s.herePlace()
	case mvRollOn:
		return []rules.Place{plRoll}
	case mvStop:
		return []rules.Place{plStop}
	case mvFound:
		return []rules.Place{plFound}
	case mvKeep:
		return []rules.Place{plKeep}
	case mvDie:
		return []rules.Place{plDice}
	}
	return []rules.Place{plEnd}
}

func (s *State) runePlaces(k, kind, target int) []rules.Place {
	if kind < 0 || kind >= len(plRunes) {
		return []rules.Place{plRuneDeck}
	}
	out := []rules.Place{plRunes[kind]}
	if k == mvPlay && target > 0 {
		switch runes[kind].Effect {
		case "demand", "cargo":
			if target-1 < NumGoods {
				out = append(out, plGoods[target-1])
			}
		case "storm", "tribute":
			if target-1 < s.Players {
				out = append(out, plSeats[target-1])
			}
		}
	}
	return out
}

func sagaPlace(slot int) []rules.Place { return rules.OnePlace(plSagas, slot) }

func itoa(n int) string { return strconv.Itoa(n) }
