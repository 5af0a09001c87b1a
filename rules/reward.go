package rules

import "math"

// Reward turns a finished game's result into seat's reward in [0,1]: the one
// scale the AI maximises and Heuristics.Evaluate estimates, for every game.
// A game that sets Result.Rewards decides it itself; otherwise:
//
//   - everyone lost together (r.Lost): 0 for every seat;
//   - the only winner: 1;
//   - one of k winners sharing the win: 0.5 + 0.5/k (a two-way tie 0.75);
//   - a seat that did not win a game the group did not lose:
//     0.25 + 0.2 × the fraction of the other seats it outscored (0.25 to 0.45).
//
// So surviving together is always clearly better than losing together (the
// castle is worth saving even for a seat that cannot win it), any share of a
// win beats every non-winning finish, and a sole win beats everything. A game
// that is not over yet is worth 0.5 to everyone.
func Reward(r Result, seat Seat) float64 {
	switch {
	case !r.Over:
		return 0.5
	case int(seat) >= 0 && int(seat) < len(r.Rewards):
		return r.Rewards[seat]
	case r.Lost:
		return 0
	case r.Won(seat):
		if len(r.Winners) == 1 {
			return 1
		}
		return 0.5 + 0.5/float64(len(r.Winners))
	}
	return RunnerUp(r.Scores, seat)
}

// RunnerUp is the reward of a seat that did not win a game the group did not
// lose, given everyone's scores.
func RunnerUp(scores []int, seat Seat) float64 {
	players := len(scores)
	if players < 2 || int(seat) < 0 || int(seat) >= players {
		return 0.25
	}
	beaten := 0
	for o, score := range scores {
		if o != int(seat) && scores[seat] > score {
			beaten++
		}
	}
	return 0.25 + 0.2*float64(beaten)/float64(players-1)
}

// WinChances turns each seat's estimated final score est into its reward
// for Heuristics.Evaluate, written into out (as many as est): a softmax of
// the estimates at temperature temp (a seat ahead by a few temp is nearly
// sure to win; temp grows with what is still to play), mapped onto
// [floor, floor+span] so that no seat's estimate reads as a certain win or
// loss while the game goes on. A game sets its own temperature, floor and
// span (docs/ai.md).
func WinChances(est []float64, temp, floor, span float64, out []float64) {
	top := math.Inf(-1)
	for _, e := range est {
		top = max(top, e)
	}
	sum := 0.0
	for i, e := range est {
		out[i] = math.Exp((e - top) / temp)
		sum += out[i]
	}
	for i := range est {
		out[i] = floor + span*out[i]/sum
	}
}
