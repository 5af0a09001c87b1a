package fireaxe

import (
	"fmt"

	"embers/rules"
)

var _ rules.Explainer = (*State)(nil)

// WhyMove says in one line what a legal move does here and why it may be
// worth it. It reads only public facts and the mover's own hand, so it
// tells no more on a seat's view than that seat knows.
func (s *State) WhyMove(m rules.Move) string {
	k, a, _, _ := unpack(m)
	b := s.boat()
	switch k {
	case mvRollOn, mvStop:
		return s.whyRaidDie(k)
	case mvFound:
		return fmt.Sprintf("founds the settlement in %s (worth %d, more with neighbours); the longboat goes home crewless",
			s.b.nodes[s.Attack.Port].name, s.b.nodes[s.Attack.Port].value)
	case mvKeep:
		return "keeps the last crewman aboard so the longboat sails on; no settlement"
	case mvTrade:
		return fmt.Sprintf("trades %s here for %d gold%s", goodNames[a], s.tradeGold(b.At, a), s.sagaNote(b.At))
	case mvRaid:
		p := beatChance(s.attackValue(b.At), s.Turn.Berserk)
		return fmt.Sprintf("raids %s: each die wins with %.0f%%, up to %s%s", s.b.nodes[b.At].name, 100*p, count(min(MaxDice, b.Crew), "die", "dice"), s.sagaNote(b.At))
	case mvSettle:
		p := beatChance(s.attackValue(b.At), s.Turn.Berserk)
		q := 1.0
		for range a {
			q *= 1 - p
		}
		return fmt.Sprintf("tries to settle %s with %s: %.0f%% to succeed, about %.1f crewmen lost%s",
			s.b.nodes[b.At].name, count(a, "die", "dice"), 100*(1-q), float64(a)*(1-p), s.sagaNote(b.At))
	case mvSail:
		return s.whySail(a)
	case mvLoadCrew:
		return fmt.Sprintf("takes a crewman aboard for a day (%d of %d aboard): each crewman rolls a die in a raid or a settlement", b.Load()+1, LoadLimit[s.Era])
	case mvLoadGood:
		if a == s.Demand {
			return fmt.Sprintf("loads %s for a day (%d of %d aboard): they are in demand, %d gold more where they are traded", goodNames[a], b.Load()+1, LoadLimit[s.Era], DemandBonus)
		}
		return fmt.Sprintf("loads %s for a day (%d of %d aboard), to trade in a port that has none", goodNames[a], b.Load()+1, LoadLimit[s.Era])
	case mvLaunch:
		if target := s.bestTarget(a, s.Seat); target >= 0 {
			return fmt.Sprintf("puts to sea from %s at no cost, %s from %s", s.b.nodes[a].name, count(int(s.b.dist[a][target]), "day", "days"), s.b.nodes[target].name)
		}
		return "puts to sea from " + s.b.nodes[a].name + " at no cost"
	case mvWinter:
		return "winters: the turn ends, goods and all crew but one come home, ready to load afresh"
	case mvEnd:
		if s.daysLeft() <= 0 {
			return "ends the turn: no day is left, and the longboat stays where it is for the next"
		}
		return fmt.Sprintf("ends the turn with %s unused: nothing within reach is worth them", count(s.daysLeft(), "day", "days"))
	case mvDraw:
		return fmt.Sprintf("draws a rune for a day (%d held of %d): runes turn the wind, add days, dice or goods", len(s.Hands[s.Seat]), HandLimit)
	case mvLoseCrew:
		return "gives a crewman to the sea (he goes home)"
	case mvLoseGood:
		return "throws " + goodNames[a] + " overboard"
	case mvPlay, mvDiscard:
		if a < len(runes) {
			return runes[a].Text
		}
	}
	return s.FormatMove(m)
}

// whyRaidDie weighs another raid die against the crewman it may cost.
func (s *State) whyRaidDie(k int) string {
	p := beatChance(s.Attack.Value, s.Attack.Bonus)
	left := s.boat().Crew
	odds := fmt.Sprintf("a die beats %d with %.0f%%", s.Attack.Value-s.Attack.Bonus, 100*p)
	if k == mvRollOn {
		if left == 1 {
			return "rolls on with the last crewman: " + odds + ", but a failure leaves the longboat crewless"
		}
		return fmt.Sprintf("rolls on: %s for the town and its treasure, at the risk of one of %d crewmen", odds, left)
	}
	if s.rollOnWorth() > 0 {
		return "stops, keeping the crew, though " + odds + " makes another die worth its risk"
	}
	return "stops: " + odds + ", too little for another crewman"
}

func (s *State) whySail(n int) string {
	nd := &s.b.nodes[n]
	t := fmt.Sprintf("sails to %s (day %d", nd.name, s.Turn.Days+1)
	if k := incidentLosses(s.Turn.Sailed + 1 - s.clearDays(nd.zone)); k > 0 {
		t += fmt.Sprintf(", beyond the %s's clear days: %d lost", zoneNames[nd.zone], k)
	}
	t += ")"
	if target := s.bestTarget(n, s.Seat); target >= 0 {
		t += fmt.Sprintf(", on the way to %s (%s on)", s.b.nodes[target].name, count(int(s.b.dist[n][target]), "day", "days"))
	}
	return t
}

// sagaNote names a face-up saga the port is part of.
func (s *State) sagaNote(n int) string {
	for _, i := range s.SagaUp {
		for _, id := range s.b.at.Sagas[i].Ports {
			if s.b.byID[id] == n {
				return fmt.Sprintf(", toward the saga %q", s.b.at.Sagas[i].Name)
			}
		}
	}
	return ""
}
