package ai

import (
	"fmt"
	"math/rand/v2"
	"runtime"

	"embers/rules"
)

// worker is one search: a tree per seat, its own generator and buffers.
// Root parallelism runs several workers side by side on the same view.
type worker struct {
	cfg      Config
	src      *rand.PCG
	rng      *rand.Rand
	trees    []tree
	cur      []int32   // each seat's node in the iteration under way
	paths    [][]int32 // each seat's nodes visited in it, for the backup
	keys     []rules.Move
	buf      []rules.Move
	scratch  []rules.Move // the rollout policy's buffer while widening
	outs     []rules.Outcome
	untried  []int
	rewards  []float64
	iters    int
	ambition float64 // the root seat's Temperament exponent (1: the middle)
}

// reset readies w for a decision among players seats, with a generator
// seeded by a and b.
func (w *worker) reset(cfg Config, players int, a, b uint64) {
	w.cfg, w.iters = cfg, 0
	if w.src == nil {
		w.src = rand.NewPCG(a, b)
		w.rng = rand.New(w.src)
	}
	w.src.Seed(a, b)
	if len(w.trees) != players {
		w.trees = make([]tree, players)
		w.cur = make([]int32, players)
		w.paths = make([][]int32, players)
		w.keys = make([]rules.Move, players)
		w.rewards = make([]float64, players)
	}
	for i := range w.trees {
		w.trees[i].reset()
	}
}

// run does up to n iterations from start for root, asking stop every few
// iterations whether time is up. It yields the processor as often (every
// 8 iterations, well under a millisecond), so a window's own goroutines
// get a core at once even while the workers of a search hold both. Not
// after every iteration: each yield wakes an idle core to look for work,
// and at one iteration in tens of microseconds that cost a sixth of a
// search's time (Fire & Axe's BenchmarkHardDecision, 2026-11-25).
func (w *worker) run(start rules.State, root rules.Seat, n int, stop func() bool) {
	for w.iters < max(1, n) {
		if w.iters > 0 && w.iters%8 == 0 {
			if stop() {
				return
			}
			runtime.Gosched()
		}
		w.iterate(start, root)
		w.iters++
	}
}

// iterate is one pass: determinize what root knows, descend every seat's
// tree in step until the root seat's tree meets a move it has not seen
// there (or the game ends), play out, and back each seat's reward up its
// own tree. Other seats' trees grow on the way wherever they meet a new
// move: an opponent's choice hidden from the root seat is one edge of the
// root's tree, so the descent goes on through it as deep as the root
// seat's own information reaches, and the opponent still decides it in its
// own tree.
func (w *worker) iterate(start rules.State, root rules.Seat) {
	d := start.Determinize(root, w.rng)
	for i := range w.trees {
		w.cur[i] = 0
		w.paths[i] = append(w.paths[i][:0], 0)
	}
	for {
		mover := d.ToMove()
		if mover == rules.NoSeat {
			break
		}
		if mover == rules.Chance {
			m := w.roll(d)
			w.observe(d, m, mover)
			if err := d.Play(m); err != nil {
				panic(fmt.Sprintf("ai: %s refused its own chance outcome %s: %v", d.Game().Info().ID, d.FormatMove(m), err))
			}
			w.advance(true, nil, root)
			continue
		}
		m := w.selectMove(d, mover)
		w.observe(d, m, mover)
		events, err := d.Apply(m)
		if err != nil {
			panic(fmt.Sprintf("ai: %s refused its own legal move %s: %v", d.Game().Info().ID, d.FormatMove(m), err))
		}
		if w.advance(false, events, root) {
			break
		}
	}
	r := w.playout(d)
	r[root] = temper(r[root], w.ambition)
	for i := range w.trees {
		t := &w.trees[i]
		for _, id := range w.paths[i] {
			n := &t.nodes[id]
			n.visits++
			n.sum += r[i]
		}
	}
}

// observe notes how each seat sees move m, which mover is about to make
// in d (chance's outcome is seen by every seat as the game says).
func (w *worker) observe(d rules.State, m rules.Move, mover rules.Seat) {
	for i := range w.keys {
		w.keys[i] = m
		if rules.Seat(i) != mover {
			w.keys[i] = d.Observe(m, rules.Seat(i))
		}
	}
}

// advance moves every seat's tree along the move just made, as the seat
// observed it (w.keys), then along what the move's events revealed to it.
// A chance outcome is an edge of its own, so nothing more is hashed. It
// reports whether root's tree made a node for the move (not for a chance
// outcome or a reveal, which the descent passes through).
func (w *worker) advance(chance bool, events []rules.Event, root rules.Seat) (rootGrew bool) {
	for i := range w.trees {
		t := &w.trees[i]
		c, created := t.step(edge{parent: w.cur[i], move: w.keys[i], chance: chance})
		rootGrew = rootGrew || (created && !chance && rules.Seat(i) == root)
		w.paths[i] = append(w.paths[i], c)
		if !chance && !w.cfg.MergeOutcomes {
			if h := revealHash(events, rules.Seat(i)); h != 0 {
				c, _ = t.step(edge{parent: c, move: rules.Move(h), chance: true})
				w.paths[i] = append(w.paths[i], c)
			}
		}
		w.cur[i] = c
	}
	return rootGrew
}

// roll samples chance's outcome by its weight, with the worker's generator.
func (w *worker) roll(d rules.State) rules.Move {
	w.outs = d.(rules.Chancer).Outcomes(w.outs)
	return rules.SampleOutcome(w.outs, w.rng)
}

// revealHash names what seat learnt from a move's Reveal events (a card
// drawn, bids shown inside a seat's move), or 0 when nothing was revealed.
// The seat's tree keeps one child per outcome, so a subtree never mixes
// positions the seat can tell apart.
func revealHash(events []rules.Event, seat rules.Seat) uint64 {
	const offset, prime = 14695981039346656037, 1099511628211
	h := uint64(offset)
	revealed := false
	for _, e := range events {
		if !e.Reveal {
			continue
		}
		revealed = true
		e = e.For(seat)
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
