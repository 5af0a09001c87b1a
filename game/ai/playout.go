package ai

import (
	"fmt"

	"embers/rules"
)

// playout estimates the rewards of d for every seat into p.sb.rewards. A
// game with Heuristics plays RolloutMove for up to RolloutDepth plies and
// then asks Evaluate; other games play uniformly random moves to the end,
// scoring 0.5 for everyone if PlayoutCap plies pass first.
func (p *Player) playout(d rules.State) []float64 {
	r := p.sb.rewards
	if h, ok := d.(rules.Heuristics); ok {
		for range p.cfg.RolloutDepth {
			if d.ToMove() == rules.NoSeat {
				break
			}
			p.play(d, h.RolloutMove(p.rng, p.buf))
		}
		if res := d.Result(); res.Over {
			return terminal(res, r)
		}
		h.Evaluate(r)
		return r
	}
	for range max(1, p.cfg.PlayoutCap) {
		p.buf = d.Legal(p.buf)
		if len(p.buf) == 0 {
			return terminal(d.Result(), r)
		}
		p.play(d, p.buf[p.rng.IntN(len(p.buf))])
	}
	if res := d.Result(); res.Over {
		return terminal(res, r)
	}
	for i := range r {
		r[i] = 0.5
	}
	return r
}

func (p *Player) play(d rules.State, m rules.Move) {
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
