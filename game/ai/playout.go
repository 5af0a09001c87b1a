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
		Judge(d, r)
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
// Judge writes each seat's standing in st into out (len = players): its
// reward once the game is over (rules.Reward), else its game's estimate
// (rules.Heuristics.Evaluate, which is asked only of a game in play). It
// reports false, writing nothing, for a game in play without Heuristics.
func Judge(st rules.State, out []float64) bool {
	if res := st.Result(); res.Over {
		terminal(res, out)
		return true
	}
	h, ok := st.(rules.Heuristics)
	if ok {
		h.Evaluate(out)
	}
	return ok
}

func terminal(res rules.Result, r []float64) []float64 {
	for i := range r {
		r[i] = rules.Reward(res, rules.Seat(i))
	}
	return r
}
