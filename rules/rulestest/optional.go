package rulestest

import (
	"bytes"

	"embers/rules"
)

// The checks of the contract's optional parts: chance to move (Chancer),
// reaction windows (Reactor), search candidates (Pruner), and the result's
// rewards and rivals.

// checkChance: at chance, the outcomes are the legal moves with positive
// weights, Roll names one of them without changing the state and gives the
// same answer twice, and every outcome can be forced.
func (p *player) checkChance(enc []byte, legal []rules.Move) *Failure {
	c, ok := p.s.(rules.Chancer)
	if !ok {
		return nil
	}
	outcomes := c.Outcomes(nil)
	if p.s.ToMove() != rules.Chance {
		if len(outcomes) > 0 {
			return p.fail("chance is not to move but Outcomes lists %d", len(outcomes))
		}
		return nil
	}
	moves := make([]rules.Move, len(outcomes))
	for i, o := range outcomes {
		if o.Weight <= 0 {
			return p.fail("outcome %q weighs %d; weights are positive", p.s.FormatMove(o.Move), o.Weight)
		}
		moves[i] = o.Move
	}
	if len(moves) != len(legal) || !sameMoves(moves, legal) {
		return p.fail("Outcomes (%d) are not the legal moves (%d)", len(moves), len(legal))
	}
	roll := c.Roll()
	if !bytes.Equal(p.s.Encode(), enc) {
		return p.fail("Roll changed the state")
	}
	if again := c.Roll(); again != roll {
		return p.fail("Roll gave %q, then %q", p.s.FormatMove(roll), p.s.FormatMove(again))
	}
	if !contains(moves, roll) {
		return p.fail("Roll gave %q, which is not an outcome", p.s.FormatMove(roll))
	}
	for _, m := range moves {
		if _, err := p.s.Clone().Apply(m); err != nil {
			return p.fail("forcing outcome %q failed: %v", p.s.FormatMove(m), err)
		}
	}
	return nil
}

func contains(moves []rules.Move, m rules.Move) bool {
	for _, x := range moves {
		if x == m {
			return true
		}
	}
	return false
}

// checkDecision: a reaction window belongs to a seat and its pass is legal;
// search candidates are a non-empty subset of the legal moves.
func (p *player) checkDecision(legal []rules.Move) *Failure {
	if len(legal) == 0 {
		return nil
	}
	if r, ok := p.s.(rules.Reactor); ok {
		if pass, window := r.Window(); window {
			if !rules.IsSeat(p.s.ToMove()) {
				return p.fail("a reaction window is open, but ToMove()=%d is no seat", p.s.ToMove())
			}
			if !contains(legal, pass) {
				return p.fail("the window's pass %q is not legal", p.s.FormatMove(pass))
			}
		}
	}
	pr, ok := p.s.(rules.Pruner)
	if !ok {
		return nil
	}
	cands := pr.Candidates(nil)
	if len(cands) == 0 {
		return p.fail("Candidates is empty while %d moves are legal", len(legal))
	}
	seen := map[rules.Move]bool{}
	for _, m := range cands {
		if !contains(legal, m) || seen[m] {
			return p.fail("candidate %q is not legal, or is listed twice", p.s.FormatMove(m))
		}
		seen[m] = true
	}
	return nil
}

// checkWindowHidden: whether a window is open, and for whom, is the same in
// every determinization a seat could imagine, so the window shows nothing.
func (p *player) checkWindowHidden(d rules.State, seat rules.Seat) *Failure {
	r, ok := p.s.(rules.Reactor)
	if !ok {
		return nil
	}
	_, open := r.Window()
	dr, _ := d.(rules.Reactor)
	if dr == nil {
		return p.fail("a determinization for seat %d is no Reactor", seat)
	}
	if _, dopen := dr.Window(); dopen != open || d.ToMove() != p.s.ToMove() {
		return p.fail("whether a window is open (and for whom) depends on facts hidden from seat %d", seat)
	}
	return nil
}

// checkResult: rewards are one per seat in [0,1], rivals are named, score
// lines belong to a seat or (NoSeat) to the whole table or a rival.
func (p *player) checkResult(r rules.Result) *Failure {
	if !r.Over {
		return nil
	}
	if r.Rewards != nil && len(r.Rewards) != p.setup.Players {
		return p.fail("result has %d rewards for %d players", len(r.Rewards), p.setup.Players)
	}
	for seat := range p.setup.Players {
		if v := rules.Reward(r, rules.Seat(seat)); v < 0 || v > 1 || v != v {
			return p.fail("seat %d's reward %v is outside [0,1]", seat, v)
		}
	}
	for _, l := range r.Lines {
		if l.Seat != rules.NoSeat && (l.Seat < 0 || int(l.Seat) >= p.setup.Players) {
			return p.fail("score line %q belongs to seat %d", l.What, l.Seat)
		}
	}
	for i, rv := range r.Rivals {
		if rv.Name == "" {
			return p.fail("rival %d has no name", i)
		}
		for _, l := range rv.Lines {
			if l.Seat != rules.NoSeat {
				return p.fail("rival %q has a line of seat %d; a rival's lines are NoSeat", rv.Name, l.Seat)
			}
		}
	}
	return nil
}
