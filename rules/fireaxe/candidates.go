package fireaxe

import (
	"math/rand/v2"

	"embers/rules"
)

var (
	_ rules.Pruner      = (*State)(nil)
	_ rules.SearchTuner = (*fireGame)(nil)
)

// Candidates are the moves worth a search. Left out: a rune's wind turns
// while the longboat is in the Wintering box (the wind matters only for days
// sailed); a discard that does not turn the wind (it only throws a card
// away); ending the turn, or wintering away from the box, with days left
// while the playout policy finds work for them; a launch with nothing
// aboard but one crewman while days remain to load; a day's sailing into
// losses the policy would not take. The policy's own move is always kept.
//
// Wintering and the empty launch are left out because a search over single
// days rated them too well: a line that ends the turn at once has fewer of
// the seat's own days to explore, and so fewer of its own mistakes in the
// average, while the other seats' exploring shows as their lost gold. Two
// hard seats at two players launched and wintered turn after turn (12 gold
// each in a game, where the policy alone makes 135; docs/rules/fireaxe.md).
func (s *State) Candidates(dst []rules.Move) []rules.Move {
	dst = s.Legal(dst)
	if s.Phase != phTurn {
		return dst
	}
	b := s.boat()
	policy, _ := s.policyTurn(rand.New(rand.NewPCG(uint64(s.Turns), uint64(s.Turn.Days))))
	if s.finishesSaga(policy) && s.isLegal(policy) {
		return append(dst[:0], policy)
	}
	busy := s.daysLeft() > 0 && policy != mv(mvEnd, 0, 0, 0)
	out := dst[:0]
	for _, m := range dst {
		k, a, _, c := unpack(m)
		switch {
		case m == policy:
		case (k == mvPlay || k == mvDiscard) && c != windStay && b.At == inWinter:
			continue
		case k == mvDiscard && c == windStay:
			continue
		case (k == mvEnd || (k == mvWinter && b.At != inWinter)) && busy:
			continue
		case k == mvLaunch && b.Load() <= 1 && s.daysLeft() > 3:
			continue
		case k == mvSail && s.wouldLose(a):
			continue
		}
		out = append(out, m)
	}
	return out
}

// finishesSaga: under the rulebook's ending (ending=sagas), the policy's
// move m does the task that completes a face-up saga, or sails a day toward
// the port where it would, this turn, without a loss. The search then plays
// it and nothing else: completing sagas is that game's clock, and a search
// over single days left it undone. Two medium seats at two players sailed
// to and fro beside Waterford for 40 rounds with the tusks that completed
// the Ostmen's Towns aboard (the policy took them there and gained 0.05 of
// reward), and the game ran to the safety net (docs/rules/fireaxe.md, The
// end).
func (s *State) finishesSaga(m rules.Move) bool {
	if !s.SagaEnd {
		return false
	}
	k, a, _, _ := unpack(m)
	b := s.boat()
	switch k {
	case mvTrade, mvRaid, mvSettle:
		return s.lastForSaga(b.At)
	case mvSail:
		t := s.bestTarget(b.At, s.Seat)
		if t < 0 || !s.lastForSaga(t) || s.b.dist[a][t] != s.b.dist[b.At][t]-1 {
			return false
		}
		// every day to it within the zones' clear days
		return s.Turn.Sailed+1+int(s.b.dist[a][t]) <= s.clearDays(s.b.nodes[t].zone)
	}
	return false
}

// lastForSaga: port n is the one port a face-up saga still needs, and the
// mover's longboat carries what the task there takes.
func (s *State) lastForSaga(n int) bool {
	var sh sagaShares
	s.sagaShares(s.Seat, &sh)
	for i := range sh.n {
		if sh.port[i] == n && sh.worth[i] >= 4+SagaFirst { // see sagaShares
			return true
		}
	}
	return false
}

// Search: a turn is about a dozen plies (seven days, tasks, dice), so a
// playout of 16 plies sees the rest of the mover's turn through before the
// estimate. Longer playouts were measured noisier: from a position where
// sailing on to trade is plainly right, 300 playouts of 12 plies rate it
// 0.88 against 0.62 for ending the turn, of 40 plies 0.72 against 0.73.
func (g *fireGame) Search(level rules.Level, setup rules.Setup) rules.SearchSettings {
	switch level {
	case "hard":
		return rules.SearchSettings{RolloutDepth: 16}
	case "medium":
		return rules.SearchSettings{RolloutDepth: 12}
	}
	// Easy draws among its near-best moves; under the rulebook's ending
	// (ending=sagas) that drift never ends: three easy seats sailed to and
	// fro near home and left the deck unspent to round 80 in 4 games of 4
	// (docs/rules/fireaxe.md, The end). There it plays its best move, seen
	// 12 plies deep, with 400 playouts (200 left one 2-player game in 8 to
	// the safety net and 3-player games at 33 rounds): still half of
	// medium's 800.
	if o, err := rules.ParseVariant(g.Info(), setup.Variant); err == nil && o.Value(optEnding, endDie) == endSagas {
		return rules.SearchSettings{Iterations: 400, RolloutDepth: 12, PickFloor: 1}
	}
	return rules.SearchSettings{RolloutDepth: 8}
}
