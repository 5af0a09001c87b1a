package fireaxe

import (
	"math/rand/v2"

	"embers/rules"
	"embers/rules/fireaxe/atlas"
)

// RolloutMove is the playouts' quick policy, sensible for a whole turn: load
// in the Wintering box and launch toward the best port; do the best task in
// a port; sail one day toward the most promising port within reach without
// courting losses; winter an empty longboat; roll on while the odds are
// fair.
func (s *State) RolloutMove(rng *rand.Rand, buf []rules.Move) rules.Move {
	switch s.Phase {
	case phRaidDie, phSettleDie, phAgeDie:
		return Die(1 + rng.IntN(6))
	case phLoss:
		return s.pickLoss()
	case phRaidOn:
		if s.rollOnWorth() > 0 {
			return mv(mvRollOn, 0, 0, 0)
		}
		return mv(mvStop, 0, 0, 0)
	case phCrewless:
		if s.b.nodes[s.Attack.Port].value >= 4 && !s.spendsReserve(s.Seat, s.Attack.Port) {
			return mv(mvFound, 0, 0, 0)
		}
		return mv(mvKeep, 0, 0, 0)
	}
	if m, ok := s.policyTurn(rng); ok && s.isLegal(m) {
		return m
	}
	buf = s.Legal(buf)
	return buf[rng.IntN(len(buf))]
}

// pickLoss gives up a good before a crewman while the crew is thin.
func (s *State) pickLoss() rules.Move {
	b := s.boat()
	if b.Crew >= 3 || b.Load() == b.Crew {
		return mv(mvLoseCrew, 0, 0, 0)
	}
	best := -1
	for g := range NumGoods {
		if b.Goods[g] > 0 && (best < 0 || g != s.Demand) {
			best = g
		}
	}
	return mv(mvLoseGood, best, 0, 0)
}

// rollOnWorth: another die's expected gain against the crewman it risks;
// never the last crewman.
func (s *State) rollOnWorth() float64 {
	if s.boat().Crew < 2 {
		return -1
	}
	p := beatChance(s.Attack.Value, s.Attack.Bonus)
	if s.sagaRaid(s.Attack.Port) {
		return p*(3.5+AxeBonus+sagaRaidWorth) - (1-p)*worthCrew*2
	}
	return p*(3.5+AxeBonus) - (1-p)*worthCrew*2
}

func (s *State) policyTurn(rng *rand.Rand) (rules.Move, bool) {
	b := s.boat()
	if b.At == inWinter {
		return s.policyWinter(rng)
	}
	here := &s.b.nodes[b.At]
	if here.port && !here.home && !s.port(b.At).Tasked {
		if m, ok := s.bestTask(b.At); ok {
			return m, true
		}
	}
	if m, ok := s.usefulRune(); ok && rng.IntN(2) == 0 {
		return m, true
	}
	if here.home && s.canDraw() && s.daysLeft() >= 5 {
		return mv(mvDraw, 0, 0, 0), true
	}
	if b.Load() == b.Crew && b.Crew <= 1 {
		return mv(mvWinter, 0, 0, 0), true
	}
	target := s.bestTarget(b.At, s.Seat)
	if s.daysLeft() > 0 && target >= 0 {
		if step := s.stepToward(rng, b.At, target); step >= 0 && (!s.wouldLose(step) || s.braveForSaga(step, target)) {
			return mv(mvSail, step, 0, 0), true
		}
	}
	if b.Load() == b.Crew && target < 0 {
		return mv(mvWinter, 0, 0, 0), true
	}
	return mv(mvEnd, 0, 0, 0), true
}

// policyWinter loads crew to three, then goods (the good in demand first),
// keeping three days to sail, and launches from the home port nearest the
// best target.
func (s *State) policyWinter(rng *rand.Rand) (rules.Move, bool) {
	b := s.boat()
	if b.Load() < LoadLimit[s.Era] && s.daysLeft() > 3 {
		if b.Crew < 3 && s.Supply[s.Seat] > 0 {
			return mv(mvLoadCrew, 0, 0, 0), true
		}
		if g := s.goodToLoad(rng); b.Crew > 0 && g >= 0 {
			return mv(mvLoadGood, g, 0, 0), true
		}
		if s.Supply[s.Seat] > 0 {
			return mv(mvLoadCrew, 0, 0, 0), true
		}
	}
	if b.Crew == 0 {
		return mv(mvEnd, 0, 0, 0), true
	}
	best, bestScore := s.b.homes[rng.IntN(len(s.b.homes))], -1.0
	var sagas sagaShares
	s.sagaShares(s.Seat, &sagas)
	var memo worthMemo
	for _, h := range s.b.homes {
		if t, sc := s.bestTargetWith(h, s.Seat, &sagas, &memo); t >= 0 && sc > bestScore {
			best, bestScore = h, sc
		}
	}
	return mv(mvLaunch, best, 0, 0), true
}

// goodToLoad is the kind the longboat holds fewest of (a region takes each
// kind once), the one in demand first on a tie; -1 when the supply is out.
func (s *State) goodToLoad(rng *rand.Rand) int {
	b := s.boat()
	best := -1
	for _, g := range []int{s.Demand, rng.IntN(NumGoods), 0, 1, 2} {
		if s.Goods[g] > 0 && (best < 0 || b.Goods[g] < b.Goods[best]) {
			best = g
		}
	}
	return best
}

// bestTask is the task worth doing here, if any: a trade always, an attack
// when a die has an even chance.
func (s *State) bestTask(n int) (rules.Move, bool) {
	b := s.boat()
	bestG, bestGold := -1, 0
	for g := range NumGoods {
		if s.canTrade(n, g) && s.tradeGold(n, g) > bestGold {
			bestG, bestGold = g, s.tradeGold(n, g)
		}
	}
	if bestG >= 0 {
		return mv(mvTrade, bestG, 0, 0), true
	}
	p := beatChance(s.attackValue(n), s.Turn.Berserk)
	if s.canRaid(n) && b.Crew >= 2 && p >= s.raidOdds(n) {
		return mv(mvRaid, 0, 0, 0), true
	}
	if s.canSettle(n) && b.Crew >= 2 && p >= 1.0/3 && !s.spendsReserve(s.Seat, n) {
		return mv(mvSettle, min(MaxDice, b.Crew-1), 0, 0), true
	}
	return 0, false
}

// usefulRune is a rune worth playing now, without turning the wind.
func (s *State) usefulRune() (rules.Move, bool) {
	if !s.runesAllowed() {
		return 0, false
	}
	b := s.boat()
	var buf [MaxSeats]int
	for _, c := range s.Hands[s.Seat] {
		k := int(c)
		t := s.runeTargets(k, buf[:0])
		if len(t) == 0 {
			continue
		}
		switch runes[k].Effect {
		case "demand":
			for _, x := range t {
				if b.Goods[x-1] > 0 && b.Goods[s.Demand] == 0 {
					return mv(mvPlay, k, x, windStay), true
				}
			}
		case "colonize":
			if s.settlements(s.Seat) >= 2 {
				return mv(mvPlay, k, 0, windStay), true
			}
		case "recruit", "tribute":
			return mv(mvPlay, k, t[0], windStay), true
		case "fairwind", "calm":
			if b.At != inWinter && s.daysLeft() <= 1 {
				return mv(mvPlay, k, 0, windStay), true
			}
		}
	}
	return 0, false
}

func (s *State) settlements(seat int) int {
	n := 0
	for i := range s.Ports {
		if s.Ports[i].Settler == seat {
			n++
		}
	}
	return n
}

// wouldLose: sailing into n now costs a loss.
func (s *State) wouldLose(n int) bool {
	return s.Turn.Sailed+1 > s.clearDays(s.b.nodes[n].zone)
}

// stepToward is a neighbour of from one day nearer to target.
func (s *State) stepToward(rng *rand.Rand, from, target int) int {
	d := s.b.dist[from][target]
	var steps []int
	for _, n := range s.b.nodes[from].adj {
		if s.b.dist[n][target] == d-1 && s.canEnter(n) {
			steps = append(steps, n)
		}
	}
	if len(steps) == 0 {
		return -1
	}
	return steps[rng.IntN(len(steps))]
}

// crewReserve: under the rulebook's ending (ending=sagas), the crewmen
// (aboard and at home) a seat keeps back from settlements no face-up saga
// asks for. A settler never comes home, and the sagas that end the game
// ask for raids and settlements: a hard seat far ahead settled 14 ports,
// was left with one crewman, and the settle and raid sagas face up stayed
// there to the safety net (docs/rules/fireaxe.md, The end).
const crewReserve = 4

// spendsReserve: settling port n would leave seat fewer than crewReserve
// crewmen, and no face-up saga asks for a settlement there.
func (s *State) spendsReserve(seat, n int) bool {
	return s.SagaEnd && s.Boats[seat].Crew+s.Supply[seat]-1 < crewReserve && !s.sagaSettle(n)
}

// sagaSettle: a face-up settle saga still needs port n.
func (s *State) sagaSettle(n int) bool {
	for _, i := range s.SagaUp {
		if s.b.at.Sagas[i].Kind != atlas.Settle {
			continue
		}
		for _, q := range s.b.sagaAt[i] {
			if q == n && s.port(q).Settler == noSeat {
				return true
			}
		}
	}
	return false
}

// braveForSaga: under the rulebook's ending, sailing into n on the way to
// t, the port that completes a face-up saga, is worth the sea's toll: t is
// reached this turn and the crew left after the losses on the way can still
// do the task. A settler is never lost to the sea (the lost crewmen go
// home), while a saga left one port short stalls the game's clock: a hard
// seat sailed to and fro short of Shetland for 50 rounds, the wind holding
// the West to two clear days, and the game ran to the safety net
// (docs/rules/fireaxe.md, The end).
func (s *State) braveForSaga(n, t int) bool {
	if !s.SagaEnd || !s.lastForSaga(t) {
		return false
	}
	days := 1 + int(s.b.dist[n][t])
	if days > s.daysLeft() {
		return false
	}
	lost := 0
	for d := 1; d <= days; d++ {
		lost += incidentLosses(s.Turn.Sailed + d - s.clearDays(s.b.nodes[t].zone))
	}
	return s.boat().Crew-lost >= 2
}
