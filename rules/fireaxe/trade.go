package fireaxe

import (
	"fmt"

	"embers/rules"
)

// Trading (rules summary, "Trading"): a goods token from the longboat into
// the port, for the port's value in gold, 2 more for the good in demand. A
// port holds one token; no two ports of a region hold the same good.

// canTrade: the longboat here carries g, the port holds no good, and no
// other port of its region holds g.
func (s *State) canTrade(n, g int) bool {
	if s.boat().Goods[g] == 0 || s.port(n).Good != noGood {
		return false
	}
	return !s.regionHolds(n, g)
}

// regionHolds: another port of n's region holds good g.
func (s *State) regionHolds(n, g int) bool {
	for _, q := range s.b.region[n] {
		if q != n && s.port(q).Good == g {
			return true
		}
	}
	return false
}

// tradeGold is what trading g in port n earns.
func (s *State) tradeGold(n, g int) int {
	v := s.b.nodes[n].value
	if g == s.Demand {
		v += DemandBonus
	}
	return v
}

func (s *State) trade(r *rules.Recorder, g int) {
	n := s.boat().At
	gold := s.tradeGold(n, g)
	s.boat().Goods[g]--
	p := s.port(n)
	p.Good, p.Tasked = g, true
	s.Gold[s.Seat] += gold
	extra := ""
	if g == s.Demand {
		extra = ", in demand"
	}
	if r != nil {
		r.Add(EvTrade, "trading", s.mover(),
			fmt.Sprintf("%s trades %s in %s for %d gold%s", who(s.Seat), goodNames[g], s.b.nodes[n].name, gold, extra),
			Traded{Seat: s.mover(), Port: s.b.nodes[n].id, Good: g, Gold: gold, InDemand: g == s.Demand}, s.nodePlace(n)...)
	}
	s.checkSagas(r)
}
