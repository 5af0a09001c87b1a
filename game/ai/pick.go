package ai

import (
	"cmp"
	"slices"

	"embers/rules"
)

// pick chooses the move to play from the root statistics. Normally the most
// visited move (ties by value, then by lower move code). At a secret choice
// of a game with simultaneous rounds (rules.Simultaneous: a card laid face
// down that another seat answers) the choice is mixed: among the moves the
// other seats cannot tell from the most visited one, it draws in proportion
// to visits, so the seat's play cannot be read; moves the others can tell
// apart are never mixed in. A game may keep some secret choices plain
// (rules.SecretMixer). Other games' face-down choices (Tre Kronor's
// markers) keep the most visited move: mixing there measured worse (see
// doc.go). Easy (PickByVisits) draws in proportion to visits among the
// moves with at least PickFloor of the best's visits.
func (p *Player) pick(view rules.State, root rules.Seat, stats []rootStat, cfg Config) Decision {
	if len(stats) == 0 { // cut off before a single iteration reached a move
		return Decision{Move: p.buf[0], Value: 0.5}
	}
	best := 0
	for i := range stats {
		if better(stats[i], stats[best]) {
			best = i
		}
	}
	var pool []rootStat
	if cfg.PickByVisits {
		for _, s := range stats {
			if float64(s.visits) >= cfg.PickFloor*float64(stats[best].visits) {
				pool = append(pool, s)
			}
		}
	} else if mixes(view) {
		pool = p.secretGroup(view, root, stats, best, cfg.MixFloor, cfg.MixMargin)
	}
	if len(pool) > 1 {
		s := drawByVisits(p, pool)
		return Decision{Move: s.move, Value: s.mean()}
	}
	return Decision{Move: stats[best].move, Value: stats[best].mean()}
}

// mixes reports whether the seat to move mixes its secret choices: in a
// game of simultaneous rounds, unless the game says otherwise
// (rules.SecretMixer: Burnt to Ashes mixes a rival's offering only).
func mixes(view rules.State) bool {
	if _, ok := view.(rules.Simultaneous); !ok {
		return false
	}
	m, ok := view.(rules.SecretMixer)
	return !ok || m.MixesSecrets()
}

// better reports whether a beats b as the final choice.
func better(a, b rootStat) bool {
	if a.visits != b.visits {
		return a.visits > b.visits
	}
	if ma, mb := a.mean(), b.mean(); ma != mb {
		return ma > mb
	}
	return a.move < b.move
}

// secretGroup is the moves that every other seat observes as it observes
// the best one, with at least floor times its visits and (margin > 0) a
// mean at most margin below its mean, in move order; only the best move
// when none is hidden.
func (p *Player) secretGroup(view rules.State, root rules.Seat, stats []rootStat, best int, floor, margin float64) []rootStat {
	players := view.Setup().Players
	group := []rootStat{}
	for _, s := range stats {
		if float64(s.visits) < floor*float64(stats[best].visits) || margin > 0 && stats[best].mean()-s.mean() > margin {
			continue
		}
		same := true
		for o := range rules.Seat(players) {
			if o != root && view.Observe(s.move, o) != view.Observe(stats[best].move, o) {
				same = false
				break
			}
		}
		if same {
			group = append(group, s)
		}
	}
	slices.SortFunc(group, func(a, b rootStat) int { return cmp.Compare(a.move, b.move) })
	return group
}

// drawByVisits draws one of pool with probability proportional to visits.
func drawByVisits(p *Player, pool []rootStat) rootStat {
	total := 0
	for _, s := range pool {
		total += s.visits
	}
	if total == 0 {
		return pool[0]
	}
	k := p.rng.IntN(total)
	for _, s := range pool {
		if k -= s.visits; k < 0 {
			return s
		}
	}
	return pool[len(pool)-1]
}
