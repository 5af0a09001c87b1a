package fireaxe

import (
	"math"

	"embers/rules/fireaxe/atlas"
)

// Where the AI sails: every ply of every playout asks for the port most
// worth sailing to, so the search walks the ports nearest first and stops
// as soon as no port that far could beat the best found (a task's worth has
// a ceiling, and farther means divided by more days).

// bestTarget is the foreign port most worth sailing to from node from:
// what the task there is worth over the days to get there.
func (s *State) bestTarget(from, seat int) int {
	var sagas sagaShares
	s.sagaShares(seat, &sagas)
	t, _ := s.bestTargetWith(from, seat, &sagas, nil)
	return t
}

// worthMemo keeps taskWorth by port for one seat in one position, for
// policyWinter's search from each home port; a nil memo keeps nothing.
type worthMemo struct {
	known [128]bool
	worth [128]float64
}

func (m *worthMemo) taskWorth(s *State, seat, n int) float64 {
	if m == nil || n >= len(m.worth) {
		return s.taskWorth(seat, n)
	}
	if !m.known[n] {
		m.known[n], m.worth[n] = true, s.taskWorth(seat, n)
	}
	return m.worth[n]
}

// bestTargetWith is bestTarget with seat's saga shares already counted, and
// the target's score: its task's worth and saga share over the days. Of
// ports scoring alike, the first in atlas order wins.
func (s *State) bestTargetWith(from, seat int, sagas *sagaShares, memo *worthMemo) (int, float64) {
	best, bestScore := -1, 0.0
	ceil := s.worthCeiling(seat)
	if ceil == 0 {
		return best, bestScore
	}
	all := ceil + sagas.most()
	for _, n := range s.b.near[from] {
		days := 1 + float64(s.b.dist[from][n])/2
		if all/days < bestScore {
			break
		}
		if n == from || !s.canEnter(n) || (seat == s.Seat && s.port(n).Tasked) {
			continue
		}
		share := sagas.at(n)
		if (ceil+share)/days < bestScore {
			continue
		}
		sc := memo.taskWorth(s, seat, n)
		if sc <= 0 {
			continue
		}
		sc += share
		if sc /= days; sc > bestScore || (sc == bestScore && n < best) {
			best, bestScore = n, sc
		}
	}
	return best, bestScore
}

// worthCeiling is the most a task anywhere may be worth to seat (taskWorth
// never more): 0 with neither goods to trade nor crew to attack.
func (s *State) worthCeiling(seat int) float64 {
	b := &s.Boats[seat]
	v := 0.0
	switch {
	case b.Goods[s.Demand] > 0:
		v = float64(s.b.maxValue + DemandBonus)
	case b.Load() > b.Crew:
		v = float64(s.b.maxValue)
	}
	if b.Crew >= 2 {
		v = max(v, s.b.maxAttack)
	}
	return v
}

// taskWorth is what the task seat would do in port n is worth, in gold.
func (s *State) taskWorth(seat, n int) float64 {
	b := &s.Boats[seat]
	p := s.port(n)
	v := 0.0
	if p.Good == noGood {
		for g := range NumGoods {
			if b.Goods[g] > 0 && !s.regionHolds(n, g) {
				v = max(v, float64(s.tradeGold(n, g)))
			}
		}
	}
	if b.Crew < 2 {
		return v
	}
	chance := beatChance(s.attackValue(n), 0)
	if p.Town > 0 && chance >= s.raidOdds(n) { // the attacks bestTask makes
		v = max(v, raidWorth(chance))
	}
	if p.Town == 0 && p.Settler == noSeat && chance >= 1.0/3 && s.settleOpenRegion(n) && !s.spendsReserve(seat, n) {
		v = max(v, settleWorth(chance, s.b.nodes[n].value))
	}
	return v
}

func raidWorth(chance float64) float64 { return chance * (3.5 + AxeBonus) }

// sagaRaidWorth is what a town a face-up raid saga needs adds to a die's
// worth when the playouts roll on, under the rulebook's ending.
const sagaRaidWorth = 4

// raidOdds is the chance a die must have for the playouts to raid port n:
// even odds, or under the rulebook's ending (ending=sagas, where completing
// sagas is the game's clock) one in three for a town a face-up raid saga
// still needs. Rome and Constantinople (worth 5) are raided so only with a
// good there (docs/rules/fireaxe.md, The end).
func (s *State) raidOdds(n int) float64 {
	if s.sagaRaid(n) {
		return 1.0 / 3
	}
	return 0.5
}

// sagaRaid: under the rulebook's ending, port n's town is one a face-up
// raid saga still needs.
func (s *State) sagaRaid(n int) bool {
	if !s.SagaEnd || s.port(n).Town == 0 {
		return false
	}
	for _, i := range s.SagaUp {
		if s.b.at.Sagas[i].Kind != atlas.Raid {
			continue
		}
		for _, q := range s.b.sagaAt[i] {
			if q == n {
				return true
			}
		}
	}
	return false
}

func settleWorth(chance float64, value int) float64 { return chance * float64(value) * 1.5 }

// attackWorth is the most taskWorth makes of a raid or a settlement in a
// port of this value, attacked at attack (the value, one less with a good
// there): the board's ceiling for attacks.
func attackWorth(value, attack int) float64 {
	chance, v := beatChance(attack, 0), 0.0
	if chance >= 0.5 {
		v = raidWorth(chance)
	}
	if chance >= 1.0/3 {
		v = max(v, settleWorth(chance, value))
	}
	return v
}

// sagaShares is what a task in each port a face-up saga still needs adds
// for one seat: 4 gold and the saga's bonus, where the seat can do it.
type sagaShares struct {
	n     int
	port  [9]int
	worth [9]float64
	last  [9]bool // the port completes its saga
}

// sagaLeadWorth: under the rulebook's ending, what each port a face-up
// saga still needs adds for a seat leadFull gold ahead of every other, so
// that its playouts go for the sagas that end the game (see endShare).
const sagaLeadWorth = 6

// goldLead is seat's gold over the most any other seat has.
func (s *State) goldLead(seat int) float64 {
	best := math.MinInt
	for i, g := range s.Gold {
		if i != seat {
			best = max(best, g)
		}
	}
	return float64(s.Gold[seat] - best)
}

// sagaShares fills out for seat. Under the rulebook's ending (ending=sagas) completing a saga is also the
// game's clock, and a table that leaves a saga one port short stalls the
// deck: the port that completes a saga adds the card's first place too
// (SagaFirst), so the AI finishes what it started.
func (s *State) sagaShares(seat int, out *sagaShares) {
	lead := 0.0
	if s.SagaEnd && s.goldLead(seat) >= leadFull {
		lead = sagaLeadWorth
	}
	for _, i := range s.SagaUp {
		sg := &s.b.at.Sagas[i]
		missing := 0
		if s.SagaEnd {
			for _, q := range s.b.sagaAt[i] {
				if !s.portDone(sg.Kind, q) {
					missing++
				}
			}
		}
		for _, q := range s.b.sagaAt[i] {
			if out.n < len(out.port) && !s.portDone(sg.Kind, q) && s.canServe(seat, sg.Kind, q) && s.serves(seat, sg.Kind, q) {
				out.port[out.n], out.worth[out.n] = q, 4+float64(sg.Bonus)+lead
				out.last[out.n] = missing == 1
				if missing == 1 {
					out.worth[out.n] += SagaFirst
				}
				out.n++
			}
		}
	}
}

func (sh *sagaShares) at(n int) float64 {
	v := 0.0
	for i := range sh.n {
		if sh.port[i] == n {
			v += sh.worth[i]
		}
	}
	return v
}

// most is the most the shares add to any one port.
func (sh *sagaShares) most() float64 {
	v := 0.0
	for i := range sh.n {
		v = max(v, sh.at(sh.port[i]))
	}
	return v
}

// serves: the task seat would do in n is the one the saga asks for.
func (s *State) serves(seat int, kind string, n int) bool {
	switch kind {
	case atlas.Trade:
		return true
	case atlas.Raid:
		return s.port(n).Town > 0
	}
	return s.port(n).Town == 0
}
