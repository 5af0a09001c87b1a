package ai

import (
	"context"
	"sync"
	"time"

	"embers/rules"
)

// search runs multiple-observer ISMCTS from the root seat's view on
// cfg.Workers workers and picks from their added root statistics.
func (p *Player) search(ctx context.Context, view rules.State, root rules.Seat, start time.Time) Decision {
	cfg := p.cfg
	if p.tune {
		cfg = Tune(cfg, p.level, view.Game(), view.Setup())
	}
	p.buf = candidates(view.Determinize(root, p.rng), p.buf)
	if len(p.buf) == 1 {
		return Decision{Move: p.buf[0], Value: 0.5, Forced: true}
	}
	from := view
	if sim, ok := view.(rules.Simultaneous); ok {
		if st, ok := sim.RoundStart(); ok {
			from = st // the round's face-down choices are decided in the search
		}
	}
	budget := max(1, cfg.Iterations)
	n := max(1, min(cfg.Workers, budget))
	ws := p.readyWorkers(cfg, n, view.Setup().Players)
	amb := ambition(cfg, view, root)
	for _, w := range ws {
		w.ambition = amb
	}
	stop := func() bool {
		return ctx.Err() != nil || (cfg.MaxTime > 0 && time.Since(start) >= cfg.MaxTime)
	}
	if n == 1 {
		ws[0].run(from, root, budget, stop)
	} else {
		var wg sync.WaitGroup
		for k, w := range ws {
			share := budget / n
			if k < budget%n {
				share++
			}
			own := from.Clone() // a game may cache as it reads: no state is shared
			wg.Go(func() { w.run(own, root, share, stop) })
		}
		wg.Wait()
	}
	stats, iters := rootStats(ws, root)
	d := p.pick(view, root, stats, cfg)
	d.Value = untemper(d.Value, amb) // on the game's reward scale again
	d.Iterations = iters
	return d
}

// readyWorkers resets n workers for a decision, each with a generator
// seeded from the Player's, so the same seed gives the same searches.
func (p *Player) readyWorkers(cfg Config, n, players int) []*worker {
	for len(p.workers) < n {
		p.workers = append(p.workers, &worker{})
	}
	ws := p.workers[:n]
	for _, w := range ws {
		w.reset(cfg, players, p.rng.Uint64(), p.rng.Uint64())
	}
	return ws
}

// rootStat is one of the root seat's moves with its visits and reward,
// added over the workers.
type rootStat struct {
	move   rules.Move
	visits int
	sum    float64
}

func (s rootStat) mean() float64 {
	if s.visits == 0 {
		return 0
	}
	return s.sum / float64(s.visits)
}

// rootStats adds up the children of every worker's decision node (in
// move order for the first worker, new moves after) and the iterations run.
func rootStats(ws []*worker, root rules.Seat) ([]rootStat, int) {
	var stats []rootStat
	iters := 0
	for _, w := range ws {
		iters += w.iters
		t := &w.trees[root]
		at := decisionNode(t, root)
		if at < 0 {
			continue
		}
		for c := t.nodes[at].child; c >= 0; c = t.nodes[c].next {
			n := &t.nodes[c]
			i := indexOf(stats, n.key)
			if i < 0 {
				stats = append(stats, rootStat{move: n.key})
				i = len(stats) - 1
			}
			stats[i].visits += int(n.visits)
			stats[i].sum += n.sum
		}
	}
	return stats, iters
}

func indexOf(stats []rootStat, m rules.Move) int {
	for i, s := range stats {
		if s.move == m {
			return i
		}
	}
	return -1
}

// decisionNode is the node of root's tree where root chooses: the tree's
// root, or, when the search began at the start of a round of face-down
// choices, the node reached after the other seats' choices (which root
// sees as one hidden move each). -1 if the search never got there.
func decisionNode(t *tree, root rules.Seat) int32 {
	id := int32(0)
	for t.nodes[id].mover != root {
		best := int32(-1)
		for c := t.nodes[id].child; c >= 0; c = t.nodes[c].next {
			if best < 0 || t.nodes[c].visits > t.nodes[best].visits {
				best = c
			}
		}
		if best < 0 {
			return -1
		}
		id = best
	}
	return id
}
