package ai

import (
	"math"

	"embers/rules"
)

// selectMove picks the move mover makes in d, in mover's own tree: an
// untried move if the node may grow, else the best availability-aware UCB1
// score among the moves available now. A child's exploration term uses how
// often it was available, not the parent's visits, since determinizations
// differ in what is legal. The child of a new move is made as the trees
// advance.
func (w *worker) selectMove(d rules.State, mover rules.Seat) rules.Move {
	t := &w.trees[mover]
	cur := w.cur[mover]
	t.nodes[cur].mover = mover
	w.buf = candidates(d, w.buf)
	untried := w.untried[:0]
	best, bestScore, known := -1, -1.0, 0
	for i, m := range w.buf {
		c := t.find(edge{parent: cur, move: m})
		if c < 0 {
			untried = append(untried, i)
			continue
		}
		known++
		n := &t.nodes[c]
		n.avail++
		if s := ucb(t.mean(c), n.visits, n.avail, w.cfg.Exploration); s > bestScore {
			best, bestScore = i, s
		}
	}
	w.untried = untried
	if len(untried) > 0 && w.mayGrow(t.nodes[cur].visits, known) {
		return w.buf[w.expansion(d, untried)]
	}
	return w.buf[best]
}

// mayGrow tells whether a node with visits and known children may add one:
// always, unless progressive widening caps it at 1 + Widening·√visits.
func (w *worker) mayGrow(visits int32, known int) bool {
	return w.cfg.Widening <= 0 || float64(known) < 1+w.cfg.Widening*math.Sqrt(float64(visits))
}

// expansion picks which untried move (an index into w.buf) to add: at
// random, or while widening the rollout policy's move when it is untried,
// so the moves a game's policy prefers are searched first.
func (w *worker) expansion(d rules.State, untried []int) int {
	if h, ok := d.(rules.Heuristics); ok && w.cfg.Widening > 0 {
		m := h.RolloutMove(w.rng, w.scratch)
		for _, i := range untried {
			if w.buf[i] == m {
				return i
			}
		}
	}
	return untried[w.rng.IntN(len(untried))]
}
