package ai

import (
	"fmt"

	"embers/rules"
)

// playout estimates the rewards of d for every seat into w.rewards. A game
// with Heuristics plays RolloutMove for up to RolloutDepth plies and then
// asks Evaluate; other games play uniformly random candidate moves to the
// end, scoring 0.5 for everyone if PlayoutCap plies pass first. Chance is
// rolled by weight with the worker's generator; a ply of chance counts as a
// ply.
func (w *worker) playout(d rules.State) []float64 {
	r := w.rewards
	if h, ok := d.(rules.Heuristics); ok {
		for range w.cfg.RolloutDepth {
			mover := d.ToMove()
			if mover == rules.NoSeat {
				break
			}
			if mover == rules.Chance {
				w.play(d, w.roll(d))
				continue
			}
			w.play(d, h.RolloutMove(w.rng, w.buf))
		}
		if res := d.Result(); res.Over {
			return terminal(res, r)
		}
		h.Evaluate(r)
		return r
	}
	for range max(1, w.cfg.PlayoutCap) {
		switch d.ToMove() {
		case rules.NoSeat:
			return terminal(d.Result(), r)
		case rules.Chance:
			w.play(d, w.roll(d))
		default:
			w.buf = candidates(d, w.buf)
			w.play(d, w.buf[w.rng.IntN(len(w.buf))])
		}
	}
	if res := d.Result(); res.Over {
		return terminal(res, r)
	}
	for i := range r {
		r[i] = 0.5
	}
	return r
}

func (w *worker) play(d rules.State, m rules.Move) {
	if err := d.Play(m); err != nil {
		panic(fmt.Sprintf("ai: %s refused a playout move %s: %v", d.Game().Info().ID, d.FormatMove(m), err))
	}
}

// terminal writes every seat's Reward of a finished game into r.
func terminal(res rules.Result, r []float64) []float64 {
	for i := range r {
		r[i] = rules.Reward(res, rules.Seat(i))
	}
	return r
}
