package fireaxe

import (
	"embers/rules"
	"embers/rules/fireaxe/atlas"
)

// What a move is, for the board: it groups a chooser's options and asks
// about a move without reading its notation.

// SettleDice is the number of dice move m settles with; ok is false for
// any other move.
func SettleDice(m rules.Move) (dice int, ok bool) {
	k, a, _, _ := unpack(m)
	return a, k == mvSettle
}

// TradeGood is the kind of goods move m trades (an index of Goods); ok is
// false for any other move.
func TradeGood(m rules.Move) (good int, ok bool) {
	k, a, _, _ := unpack(m)
	return a, k == mvTrade
}

// RuneWind is how move m, a rune played or discarded, turns the wind dial
// (+1 clockwise, -1 back, 0 not at all), and the same move leaving the
// dial as it is; ok is false for any other move.
func RuneWind(m rules.Move) (turn int, still rules.Move, ok bool) {
	k, a, b, c := unpack(m)
	if k != mvPlay && k != mvDiscard {
		return 0, m, false
	}
	return [...]int{windStay: 0, windCW: 1, windCCW: -1}[min(c, windCCW)], mv(k, a, b, windStay), true
}

// SagaTask is one port a saga names, and whether the saga's task there is
// done (a trade saga's port holds a good, a raid saga's has no town left,
// a settle saga's has a settlement), as the board shows on the card.
type SagaTask struct {
	Port rules.Place
	Done bool
}

// SagaTasks are the tasks of saga i (an index of Atlas().Sagas), in the
// card's order: the saga is completed when every one is done.
func (s *State) SagaTasks(i int) []SagaTask {
	if i < 0 || i >= len(s.b.sagaAt) {
		return nil
	}
	kind := s.b.at.Sagas[i].Kind
	var out []SagaTask
	for _, n := range s.b.sagaAt[i] {
		p := s.port(n)
		done := false
		switch kind {
		case atlas.Trade:
			done = p.Good != noGood
		case atlas.Raid:
			done = p.Town == 0
		case atlas.Settle:
			done = p.Settler != noSeat
		}
		out = append(out, SagaTask{Port: s.nodePlace(n)[0], Done: done})
	}
	return out
}

// Act is what kind of thing a move does, for the board's prompt.
type Act int8

// The acts of a turn.
const (
	ActOther  Act = iota
	ActLoad       // a crewman or a good aboard, in the Wintering box
	ActLaunch     // from the Wintering box to a home port
	ActSail       // a day's sailing
	ActWinter     // into the Wintering box
	ActDraw       // a rune at a home port
	ActRune       // a rune played or discarded
	ActTrade      // a good traded in port
	ActRaid       // a raid begun
	ActSettle     // a settlement tried
	ActLose       // difficult sailing's loss chosen
)

// ActOf is what move m does.
func ActOf(m rules.Move) Act {
	k, _, _, _ := unpack(m)
	switch k {
	case mvLoadCrew, mvLoadGood:
		return ActLoad
	case mvLaunch:
		return ActLaunch
	case mvSail:
		return ActSail
	case mvWinter:
		return ActWinter
	case mvDraw:
		return ActDraw
	case mvPlay, mvDiscard:
		return ActRune
	case mvTrade:
		return ActTrade
	case mvRaid:
		return ActRaid
	case mvSettle:
		return ActSettle
	case mvLoseCrew, mvLoseGood:
		return ActLose
	}
	return ActOther
}

// SettleChance is the chance that settling where the mover's longboat
// stands with dice dice succeeds (some die beats the port's value, a good
// there and Berserkers counted): 0 away from a port.
func (s *State) SettleChance(dice int) float64 {
	at := s.boat().At
	if at < 0 || at >= len(s.b.nodes) || !s.b.nodes[at].port || s.b.nodes[at].home {
		return 0
	}
	miss := 1 - beatChance(s.attackValue(at), s.Turn.Berserk)
	fail := 1.0
	for range dice {
		fail *= miss
	}
	return 1 - fail
}
