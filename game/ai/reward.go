package ai

import "embers/rules"

// Reward turns a finished game's result into seat's reward in [0,1], the
// scale the search maximises and Heuristics.Evaluate estimates:
//
//   - everyone lost together (r.Lost): 0 for every seat;
//   - the only winner: 1;
//   - one of k winners sharing the win: 0.5 + 0.5/k (a two-way tie 0.75);
//   - a seat that did not win a game the group did not lose:
//     0.05 + 0.2 × the fraction of the other seats it outscored, so at most 0.25.
//
// So surviving together always beats losing together, any share of a win
// beats every non-winning finish, and a sole win beats everything. A game
// that is not over yet is worth 0.5 to everyone.
func Reward(r rules.Result, seat rules.Seat, players int) float64 {
	switch {
	case !r.Over:
		return 0.5
	case r.Lost:
		return 0
	case r.Won(seat):
		if len(r.Winners) == 1 {
			return 1
		}
		return 0.5 + 0.5/float64(len(r.Winners))
	}
	if players < 2 || int(seat) < 0 || int(seat) >= len(r.Scores) {
		return 0.05
	}
	beaten := 0
	for o, score := range r.Scores {
		if o != int(seat) && o < players && r.Scores[seat] > score {
			beaten++
		}
	}
	return 0.05 + 0.2*float64(beaten)/float64(players-1)
}
