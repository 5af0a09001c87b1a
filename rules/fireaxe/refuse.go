package fireaxe

import "embers/rules"

// refuse says why a move is not legal now, in the player's words, with the
// rule that forbids it.
func (s *State) refuse(m rules.Move) error {
	reason, rule := s.whyNot(m)
	return &rules.IllegalMove{Move: s.FormatMove(m), Reason: reason, Rule: rule}
}

func (s *State) whyNot(m rules.Move) (string, string) {
	k, a, _, _ := unpack(m)
	switch {
	case s.masked:
		return "this is a view of the game; moves are played on the game itself", "turn"
	case s.Phase == phOver:
		return "the game is over", "final rounds"
	case k <= 0 || k >= numKinds:
		return "that is no move of this game", "turn"
	case s.Phase == phAgeDie:
		return "the die decides now whether the Viking age ends: name a die from 1 to 6", "final rounds"
	case s.Phase == phRaidDie || s.Phase == phSettleDie:
		return "the dice decide now: name a die from 1 to 6", "raiding"
	case s.Phase == phRaidOn:
		return "the raid waits for your choice: roll on or stop", "raiding"
	case s.Phase == phCrewless:
		return "choose first: found the settlement with your last crewman, or keep him aboard", "settling"
	case s.Phase == phLoss:
		return "the sea takes its toll first: choose a crewman or a good to lose (the last crewman only when no goods are left)", "difficult sailing"
	case k == mvDie:
		return "no die is being rolled", "raiding"
	}
	return s.whyNotTurn(k, a)
}

func (s *State) whyNotTurn(k, a int) (string, string) {
	b := s.boat()
	here := b.At
	switch k {
	case mvLoadCrew, mvLoadGood:
		switch {
		case here != inWinter:
			return "loading happens only in the Wintering box", "loading"
		case s.daysLeft() <= 0:
			return "no day is left this turn", "turn"
		case b.Load() >= LoadLimit[s.Era]:
			return "the longboat is full for this Era", "loading"
		case k == mvLoadGood && b.Crew == 0:
			return "take a crewman aboard before any goods", "loading"
		}
		return "none of that is left in the supply", "loading"
	case mvLaunch:
		if here != inWinter {
			return "only a longboat in the Wintering box is launched", "wintering"
		}
		return "a longboat needs a crewman aboard to put to sea", "loading"
	case mvEnd:
		return "the loaded longboat must first move to a home port (free)", "loading"
	}
	if here == inWinter {
		if k == mvPlay {
			return "that rune cannot be played now", "runes"
		}
		return "the longboat is in the Wintering box: load it and launch it first", "wintering"
	}
	nd := &s.b.nodes[here]
	switch k {
	case mvSail:
		switch {
		case s.daysLeft() <= 0:
			return "no day is left this turn", "turn"
		case a < 0 || a >= len(s.b.nodes) || !adjacent(nd, a):
			return "you can only sail to a neighbouring space or port", "movement"
		}
		return "another longboat stands in that port", "movement"
	case mvDraw:
		switch {
		case !nd.home:
			return "runes are drawn only at a home port", "runes"
		case len(s.Hands[s.Seat]) >= HandLimit:
			return "you hold three runes already", "runes"
		case s.daysLeft() <= 0:
			return "no day is left this turn", "turn"
		}
		return "no rune is left to draw", "runes"
	case mvPlay, mvDiscard:
		if nd.home {
			return "runes are never played or discarded at a home port", "runes"
		}
		return "you hold no such rune, or it cannot be played that way now", "runes"
	case mvTrade, mvRaid, mvSettle:
		return s.whyNotTask(k, here, a)
	}
	return "that is not possible now", "turn"
}

func adjacent(nd *node, n int) bool {
	for _, x := range nd.adj {
		if x == n {
			return true
		}
	}
	return false
}

func (s *State) whyNotTask(k, n, a int) (string, string) {
	nd := &s.b.nodes[n]
	switch {
	case !nd.port:
		return "tasks are done in a port, and the longboat is at sea", "tasks"
	case nd.home:
		return "no task is done in a home port", "tasks"
	case s.port(n).Tasked:
		return "you have done a task in this port this turn already", "tasks"
	}
	p := s.port(n)
	switch k {
	case mvTrade:
		switch {
		case a < 0 || a >= NumGoods || s.boat().Goods[a] == 0:
			return "the longboat carries none of that good", "trading"
		case p.Good != noGood:
			return "this port holds a good already", "trading"
		}
		return "another port of this region holds that good", "trading"
	case mvRaid:
		if p.Town == 0 {
			return "no town stands here to raid", "raiding"
		}
	case mvSettle:
		switch {
		case p.Town > 0:
			return "a town stands here: raid it first", "settling"
		case p.Settler != noSeat:
			return "this port is settled already", "settling"
		case s.boat().Crew < a || a < 1 || a > MaxDice:
			return "roll one die per crewman aboard, at most three", "settling"
		}
		return "a town still stands in this region: raid it first", "settling"
	}
	return "the longboat has no crew", "tasks"
}
