package fireaxe

import (
	"fmt"
	"strings"

	"embers/rules"
)

var _ rules.Describer = (*State)(nil)

// DescribePlace says what a place holds, from what the state shows.
func (s *State) DescribePlace(p rules.Place) string {
	name := string(p)
	if n, ok := s.b.byID[strings.TrimPrefix(strings.TrimPrefix(name, "port:"), "sea:")]; ok && name != s.b.nodes[n].id {
		return s.describeNode(n)
	}
	switch {
	case p == plWinter:
		return "The Wintering box: load crew and goods here, a day each, then launch to a home port."
	case p == plWind:
		return fmt.Sprintf("The wind dial: +1 clear sailing day blows %s, −1 %s.", zoneNames[(compass.Start+s.Wind)%4], zoneNames[(compass.Start+s.Wind+2)%4])
	case p == plDemand:
		return fmt.Sprintf("%s are in demand: trading them earns 2 gold more.", capital(goodNames[s.Demand]))
	case p == plSagaDeck:
		return fmt.Sprintf("The saga deck: %d cards left.", len(s.SagaDeck))
	case p == plRuneDeck:
		return fmt.Sprintf("The rune deck: %d cards, %d discarded.", len(s.Runes), len(s.Discard))
	case p == plDice:
		return "The dice: a die wins when it shows more than the port's value."
	case p == plCrew:
		return fmt.Sprintf("Crew aboard: %d.", s.boat().Crew)
	}
	for i, q := range plSagas {
		if p == q && i < len(s.SagaUp) {
			sg := &s.b.at.Sagas[s.SagaUp[i]]
			return fmt.Sprintf("Saga %q (Era %d, for %s): %s %s%s.", sg.Name, sg.Era, s.homeName(sg.Homeland), sg.Kind, strings.Join(s.portNames(sg.Ports), ", "), bonusText(sg.Bonus))
		}
	}
	for g, q := range plGoods {
		if p == q {
			return fmt.Sprintf("%s: %d aboard, %d in the supply.", capital(goodNames[g]), s.boat().Goods[g], s.Goods[g])
		}
	}
	for k, q := range plRunes {
		if p == q {
			return runes[k].Name + ": " + runes[k].Text
		}
	}
	for i, q := range plSeats[:s.Players] {
		if p == q {
			return fmt.Sprintf("%s: %d gold, %s, %s, %s, %d crew at home.", rules.SeatRef(seat(i)), s.Gold[i], count(s.Towns[i], "town", "towns"), count(len(s.Won[i]), "saga", "sagas"), count(len(s.Hands[i]), "rune", "runes"), s.Supply[i])
		}
	}
	return ""
}

func (s *State) portNames(ids []string) []string {
	var out []string
	for _, id := range ids {
		out = append(out, s.b.nodes[s.b.byID[id]].name)
	}
	return out
}

func (s *State) describeNode(n int) string {
	nd := &s.b.nodes[n]
	if !nd.port {
		return fmt.Sprintf("%s, %s zone.", nd.name, zoneNames[nd.zone])
	}
	if nd.home {
		return fmt.Sprintf("%s, a home port: draw runes here; no tasks.", nd.name)
	}
	p := s.port(n)
	t := fmt.Sprintf("%s, worth %d", nd.name, nd.value)
	if nd.region == "" {
		t += ", independent"
	}
	switch {
	case p.Town == 2:
		t += "; a large town"
	case p.Town == 1:
		t += "; a small town"
	}
	if p.Good != noGood {
		t += "; holds " + goodNames[p.Good]
	}
	if p.Settler != noSeat {
		t += "; settled by " + rules.SeatRef(seat(p.Settler))
	}
	return t + "."
}

func capital(t string) string {
	if t == "" {
		return t
	}
	return strings.ToUpper(t[:1]) + t[1:]
}

// DescribeMove labels a move for a chooser or a button.
func (s *State) DescribeMove(m rules.Move) string {
	k, a, b, c := unpack(m)
	switch k {
	case mvEnd:
		return "End the turn"
	case mvWinter:
		return "Winter: end the turn in the Wintering box"
	case mvLoadCrew:
		return "Load a crewman"
	case mvLoadGood:
		return "Load " + goodNames[a]
	case mvLaunch:
		return "Launch from " + s.b.nodes[a].name
	case mvSail:
		return "Sail to " + s.b.nodes[a].name
	case mvDraw:
		return "Draw a rune"
	case mvPlay, mvDiscard:
		return s.runeLabel(k, a, b, c)
	case mvTrade:
		return fmt.Sprintf("Trade %s for %d gold", goodNames[a], s.tradeGold(s.boat().At, a))
	case mvRaid:
		return "Raid " + s.b.nodes[s.boat().At].name
	case mvSettle:
		return "Settle with " + count(a, "die", "dice")
	case mvRollOn:
		return "Roll on"
	case mvStop:
		return "Stop the raid"
	case mvLoseCrew:
		return "Lose a crewman"
	case mvLoseGood:
		return "Lose " + goodNames[a]
	case mvFound:
		return "Found the settlement"
	case mvKeep:
		return "Keep the crewman aboard"
	case mvDie:
		return fmt.Sprintf("The die shows %d", a)
	}
	return capital(s.FormatMove(m))
}

func (s *State) runeLabel(k, kind, target, w int) string {
	t := "Discard " + runes[kind].Name
	if k == mvPlay {
		t = "Play " + runes[kind].Name
		switch runes[kind].Effect {
		case "demand", "cargo":
			t += ": " + goodNames[target-1]
		case "storm", "tribute":
			t += " on " + rules.SeatRef(seat(target-1))
		}
	}
	return t + [...]string{"", ", wind clockwise", ", wind back"}[w]
}
