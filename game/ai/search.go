package ai

import (
	"context"
	"fmt"
	"time"

	"embers/rules"
)

// searchBuffers are reused by every iteration of a decision.
type searchBuffers struct {
	keys    []rules.Move
	untried []int
	group   []int
	path    []int32
	armPath []int32
	rewards []float64
}

// search runs information-set MCTS from the root seat's view.
func (p *Player) search(ctx context.Context, view rules.State, root rules.Seat, start time.Time) Decision {
	players := view.Setup().Players
	p.buf = view.Determinize(root, p.rng).Legal(p.buf)
	if len(p.buf) == 1 {
		return Decision{Move: p.buf[0], Value: 0.5} // forced: nothing to weigh
	}
	p.tree.reset(players)
	p.sb.rewards = resize(p.sb.rewards, players)
	iters := 0
	for iters < max(1, p.cfg.Iterations) {
		if iters > 0 && iters%8 == 0 && p.stopped(ctx, start) {
			break
		}
		p.iterate(view, root)
		iters++
	}
	d := p.pickRoot(root)
	d.Iterations = iters
	return d
}

func resize(s []float64, n int) []float64 {
	if cap(s) < n {
		return make([]float64, n)
	}
	return s[:n]
}

// iterate is one pass: determinize, descend and expand one node, play out,
// and back the rewards up.
func (p *Player) iterate(view rules.State, root rules.Seat) {
	t := &p.tree
	d := view.Determinize(root, p.rng)
	p.sb.path = append(p.sb.path[:0], 0)
	p.sb.armPath = p.sb.armPath[:0]
	cur := int32(0)
	for {
		mover := d.ToMove()
		if mover == rules.NoSeat {
			break
		}
		p.buf = d.Legal(p.buf)
		next, m, isNew := p.descend(d, cur, mover, root)
		events, err := d.Apply(m)
		if err != nil {
			panic(fmt.Sprintf("ai: %s refused its own legal move %s: %v", d.Game().Info().ID, d.FormatMove(m), err))
		}
		cur = next
		p.sb.path = append(p.sb.path, cur)
		if h := revealHash(events, root); h != 0 && !p.cfg.MergeOutcomes {
			cur = t.outcome(cur, h)
			p.sb.path = append(p.sb.path, cur)
		}
		if isNew {
			break
		}
	}
	r := p.playout(d)
	for _, id := range p.sb.path {
		t.update(id, r)
	}
	for _, id := range p.sb.armPath {
		a := &t.arms[id]
		a.visits++
		a.sum += r[a.mover]
	}
}

// revealHash names what the root seat learnt from a move's Reveal events
// (a die rolled, a card drawn, bids shown), or 0 when nothing was revealed.
// The tree keeps one child per outcome, so a subtree never mixes positions
// the root seat can tell apart.
func revealHash(events []rules.Event, root rules.Seat) uint64 {
	const offset, prime = 14695981039346656037, 1099511628211
	h := uint64(offset)
	revealed := false
	for _, e := range events {
		if !e.Reveal {
			continue
		}
		revealed = true
		e = e.For(root)
		for _, part := range [2]string{e.Kind, e.Text} {
			for i := 0; i < len(part); i++ {
				h = (h ^ uint64(part[i])) * prime
			}
			h = (h ^ 0xff) * prime
		}
	}
	if !revealed {
		return 0
	}
	return h | 1
}

// descend picks the edge to follow from node cur, where mover is to play the
// legal moves in p.buf: an untried key if there is one, else the best UCB
// score for mover among the keys available now. It returns the child, the
// actual move to play and whether the child is new.
func (p *Player) descend(d rules.State, cur int32, mover, root rules.Seat) (int32, rules.Move, bool) {
	t := &p.tree
	keys, secret := p.observedKeys(d, mover, root)
	untried := p.sb.untried[:0]
	best, bestScore, bestChild := -1, -1.0, int32(-1)
	for i, k := range keys {
		if secret && seenBefore(keys, i) {
			continue
		}
		c, ok := t.children[edge{parent: cur, move: k}]
		if !ok {
			untried = append(untried, i)
			continue
		}
		n := &t.nodes[c]
		n.avail++
		if s := ucb(t.mean(c, mover), n.visits, n.avail, p.cfg.Exploration); s > bestScore {
			best, bestScore, bestChild = i, s, c
		}
	}
	p.sb.untried = untried
	isNew := len(untried) > 0
	if isNew {
		best = untried[p.rng.IntN(len(untried))]
		bestChild = t.add(cur, keys[best], mover)
	}
	m := p.buf[best]
	if secret {
		m = p.chooseArm(cur, keys, keys[best], mover)
	}
	return bestChild, m, isNew
}

// observedKeys fills p.sb.keys with each legal move as root observes it, and
// reports whether any move is hidden from root.
func (p *Player) observedKeys(d rules.State, mover, root rules.Seat) ([]rules.Move, bool) {
	keys := append(p.sb.keys[:0], p.buf...)
	p.sb.keys = keys
	if mover == root {
		return keys, false
	}
	secret := false
	for i, m := range p.buf {
		keys[i] = d.Observe(m, root)
		secret = secret || keys[i] != m
	}
	return keys, secret
}

func seenBefore(keys []rules.Move, i int) bool {
	for _, k := range keys[:i] {
		if k == keys[i] {
			return true
		}
	}
	return false
}

// chooseArm picks which of the moves observed as key the mover makes: an
// untried one at random, else the best UCB score for the mover.
func (p *Player) chooseArm(cur int32, keys []rules.Move, key rules.Move, mover rules.Seat) rules.Move {
	t := &p.tree
	group := p.sb.group[:0]
	for i, k := range keys {
		if k == key {
			group = append(group, i)
		}
	}
	p.sb.group = group
	if len(group) == 1 {
		return p.buf[group[0]]
	}
	fresh, pick, bestScore, bestArm := 0, -1, -1.0, int32(-1)
	for _, i := range group {
		id := t.arm(cur, p.buf[i], mover)
		a := &t.arms[id]
		a.avail++
		if a.visits == 0 { // reservoir-sample among untried arms
			fresh++
			if p.rng.IntN(fresh) == 0 {
				pick, bestArm = i, id
			}
			continue
		}
		if fresh == 0 {
			if s := ucb(a.sum/float64(a.visits), a.visits, a.avail, p.cfg.Exploration); s > bestScore {
				pick, bestScore, bestArm = i, s, id
			}
		}
	}
	p.sb.armPath = append(p.sb.armPath, bestArm)
	return p.buf[pick]
}

// pickRoot chooses among the root's children: the most visited (ties by
// value, then by lower move code), or in proportion to visits for softer play.
func (p *Player) pickRoot(root rules.Seat) Decision {
	t := &p.tree
	best := int32(-1)
	total := 0
	for c := t.nodes[0].child; c >= 0; c = t.nodes[c].next {
		total += int(t.nodes[c].visits)
		if best < 0 || better(t, c, best, root) {
			best = c
		}
	}
	if p.cfg.PickByVisits && total > 0 {
		k := p.rng.IntN(total)
		for c := t.nodes[0].child; c >= 0; c = t.nodes[c].next {
			if k -= int(t.nodes[c].visits); k < 0 {
				best = c
				break
			}
		}
	}
	return Decision{Move: t.nodes[best].key, Value: t.mean(best, root)}
}

// better reports whether root child a beats b as the final choice.
func better(t *tree, a, b int32, root rules.Seat) bool {
	na, nb := t.nodes[a], t.nodes[b]
	if na.visits != nb.visits {
		return na.visits > nb.visits
	}
	if ma, mb := t.mean(a, root), t.mean(b, root); ma != mb {
		return ma > mb
	}
	return na.key < nb.key
}
