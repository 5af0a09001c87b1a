package ai

import (
	"context"
	"time"

	"embers/rules"
)

// random plays a uniformly random legal move of one determinization.
func (p *Player) random(view rules.State, seat rules.Seat) Decision {
	d := view.Determinize(seat, p.rng)
	p.buf = d.Legal(p.buf)
	return Decision{Move: p.buf[p.rng.IntN(len(p.buf))], Value: 0.5, Forced: len(p.buf) == 1}
}

// greedy scores every legal move of one determinization one ply deep:
// rules.Reward when it ends the game, Heuristics.Evaluate otherwise. Ties are
// broken at random. A game without Heuristics is played at random.
func (p *Player) greedy(ctx context.Context, view rules.State, seat rules.Seat, start time.Time) Decision {
	d := view.Determinize(seat, p.rng)
	if _, ok := d.(rules.Heuristics); !ok {
		p.buf = d.Legal(p.buf)
		return Decision{Move: p.buf[p.rng.IntN(len(p.buf))], Value: 0.5, Forced: len(p.buf) == 1}
	}
	p.buf = d.Legal(p.buf)
	forced := len(p.buf) == 1
	players := d.Setup().Players
	out := make([]float64, players)
	best, bestValue, ties := p.buf[0], -1.0, 0
	for i, m := range p.buf {
		if i > 0 && p.stopped(ctx, start) {
			break
		}
		v := scoreAfter(d, m, seat, out)
		switch {
		case v > bestValue:
			best, bestValue, ties = m, v, 1
		case v == bestValue:
			ties++
			if p.rng.IntN(ties) == 0 {
				best = m
			}
		}
	}
	return Decision{Move: best, Value: bestValue, Forced: forced}
}

// scoreAfter plays m on a copy of d and scores the position for seat.
func scoreAfter(d rules.State, m rules.Move, seat rules.Seat, out []float64) float64 {
	c := d.Clone()
	if err := c.Play(m); err != nil {
		return -1
	}
	Judge(c, out)
	return out[seat]
}

// stopped reports whether the decision must end now: ctx is done or the
// wall-clock cap has passed.
func (p *Player) stopped(ctx context.Context, start time.Time) bool {
	if ctx.Err() != nil {
		return true
	}
	return p.cfg.MaxTime > 0 && time.Since(start) >= p.cfg.MaxTime
}
